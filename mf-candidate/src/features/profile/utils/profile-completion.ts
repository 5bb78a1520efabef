import type { CandidateProfile } from '../types';

type CompletionFields = Pick<
  CandidateProfile,
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'phone'
  | 'title'
  | 'bio'
  | 'skills'
  | 'gender'
  | 'work_authorization'
  | 'street'
  | 'city'
  | 'state'
  | 'zip_code'
  | 'country'
  | 'resume_url'
>;

/** Four basic items, ten others and the resume: 15 items in all. */
const TEXT_ITEMS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'title',
  'bio',
  'gender',
  'work_authorization',
  'street',
  'city',
  'state',
  'zip_code',
  'country',
] as const;
export const PROFILE_COMPLETION_ITEMS = TEXT_ITEMS.length + 2;
export const PROFILE_COMPLETE_THRESHOLD = 80;

const filled = (value: string | null | undefined) =>
  typeof value === 'string' && value.trim() !== '';

/** Share of the 15 profile items filled in, rounded to the nearest 10. */
export function profileCompletion(profile: Partial<CompletionFields> | null | undefined): number {
  if (!profile) return 0;
  let done = TEXT_ITEMS.filter((field) => filled(profile[field])).length;
  if ((profile.skills ?? []).some((skill) => filled(skill))) done += 1;
  if (filled(profile.resume_url)) done += 1;
  return Math.round((done / PROFILE_COMPLETION_ITEMS) * 10) * 10;
}

export function isProfileComplete(percent: number): boolean {
  return percent >= PROFILE_COMPLETE_THRESHOLD;
}

export const COMPLETION_COLORS = { low: '#f59e0b', medium: '#2563eb', high: '#16a34a' } as const;

/** Amber below 50, blue below 80, green otherwise. */
export function completionColor(percent: number): string {
  if (percent < 50) return COMPLETION_COLORS.low;
  if (percent < PROFILE_COMPLETE_THRESHOLD) return COMPLETION_COLORS.medium;
  return COMPLETION_COLORS.high;
}
