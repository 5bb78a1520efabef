import type { Tables } from '@portal/shared';

/** The candidate's own record (public.candidates). */
export type CandidateProfile = Tables<'candidates'>;
