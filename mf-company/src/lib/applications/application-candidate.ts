import type { Tables } from '@portal/shared';

/** The candidate part of an application as the company's application functions return it. */
export type ApplicationCandidate = Pick<
  Tables<'candidates'>,
  'id' | 'first_name' | 'last_name' | 'email' | 'phone' | 'title' | 'skills'
> &
  Partial<Tables<'candidates'>>;
