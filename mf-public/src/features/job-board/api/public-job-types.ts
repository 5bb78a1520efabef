import type { Tables } from '@portal/shared';

// The board's functions answer JSON built from these columns (search_public_jobs, get_public_job,
// get_careers_page in the database).

/** A company as the public board shows it: its public fields only. */
export type PublicCompany = Pick<
  Tables<'companies'>,
  | 'id'
  | 'slug'
  | 'name'
  | 'dba_name'
  | 'industry'
  | 'company_size'
  | 'location'
  | 'website'
  | 'description'
  | 'logo_url'
  | 'linkedin_url'
  | 'twitter_url'
  | 'facebook_url'
  | 'instagram_url'
>;

type JobFields = Pick<
  Tables<'jobs'>,
  | 'id'
  | 'title'
  | 'location'
  | 'locations'
  | 'is_remote'
  | 'job_type'
  | 'experience_level'
  | 'salary_min'
  | 'salary_max'
  | 'skills_required'
  | 'updated_at'
  | 'expires_at'
> & { posted_at: string };

/** An open job in a list. */
export type PublicJobCard = JobFields & {
  summary: string;
  company: Pick<PublicCompany, 'id' | 'slug' | 'name' | 'logo_url'>;
};

/** An open job with everything its page shows. */
export type PublicJobDetail = JobFields &
  Pick<
    Tables<'jobs'>,
    | 'description'
    | 'requirements'
    | 'preferred_skills'
    | 'experience_required'
    | 'education_required'
  > & { company: PublicCompany };
