import type { Tables } from '@portal/shared';

/** A job as the candidate functions return it: the row with its company's name and posting date. */
export type CandidateJob = Pick<
  Tables<'jobs'>,
  | 'id'
  | 'company_id'
  | 'title'
  | 'description'
  | 'location'
  | 'locations'
  | 'job_type'
  | 'experience_level'
  | 'experience_required'
  | 'education_required'
  | 'salary_min'
  | 'salary_max'
  | 'skills_required'
  | 'requirements'
  | 'preferred_skills'
  | 'status'
  | 'expires_at'
  | 'created_at'
> & {
  posted_at?: string | null;
  company_name?: string | null;
  company?: { name: string | null } | null;
};

export function companyNameOf(
  job: Pick<CandidateJob, 'company_name' | 'company'> | null | undefined,
): string {
  return job?.company_name ?? job?.company?.name ?? '';
}

export function postedAtOf(job: Pick<CandidateJob, 'posted_at' | 'created_at'>): string {
  return job.posted_at ?? job.created_at;
}
