/** A job as the candidate functions return it (with the company name and posting date). */
export interface CandidateJob {
  id: string;
  company_id: string;
  title: string;
  description: string | null;
  location: string | null;
  locations: string[] | null;
  job_type: string | null;
  experience_level: string | null;
  experience_required: string | null;
  education_required: string | null;
  salary_min: number | null;
  salary_max: number | null;
  skills_required: string[] | null;
  requirements: string[] | null;
  preferred_skills: string[] | null;
  status: string;
  expires_at: string | null;
  created_at: string;
  posted_at?: string | null;
  company_name?: string | null;
  company?: { name: string | null } | null;
}

export function companyNameOf(
  job: Pick<CandidateJob, 'company_name' | 'company'> | null | undefined,
): string {
  return job?.company_name ?? job?.company?.name ?? '';
}

export function postedAtOf(job: Pick<CandidateJob, 'posted_at' | 'created_at'>): string {
  return job.posted_at ?? job.created_at;
}
