// The fixed choices of the company and candidate forms: one list each, the stored value with the
// label every screen shows for it.

export interface Choice<V extends string = string> {
  value: V;
  label: string;
}

/** Company industries, as stored and as shown (registration, Edit Profile, every display). */
export const INDUSTRIES = [
  'Technology',
  'Healthcare',
  'Finance',
  'Education',
  'Manufacturing',
  'Retail',
  'Hospitality',
  'Transportation',
  'Construction',
  'Energy',
  'Media',
  'Telecommunications',
  'Agriculture',
  'Government',
  'Consulting',
  'Non-profit',
  'Other',
] as const;
export type Industry = (typeof INDUSTRIES)[number];

export const INDUSTRY_OPTIONS: Choice<Industry>[] = INDUSTRIES.map((value) => ({
  value,
  label: value,
}));

/** The display label of a stored industry; values written in another case read as the list's. */
export function industryLabel(value: string | null | undefined): string {
  if (!value) return '';
  return INDUSTRIES.find((industry) => industry.toLowerCase() === value.toLowerCase()) ?? value;
}

/** Candidate work authorization: stored values with their labels. */
export const WORK_AUTHORIZATION_OPTIONS = [
  { value: 'us_citizen', label: 'US Citizen' },
  { value: 'green_card', label: 'Green Card' },
  { value: 'h1b', label: 'H1B' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Choice[];

/** 'us_citizen' -> 'US Citizen'; a value outside the list is shown as it is. */
export function workAuthorizationLabel(value: string | null | undefined): string {
  if (!value) return '';
  return WORK_AUTHORIZATION_OPTIONS.find((option) => option.value === value)?.label ?? value;
}
