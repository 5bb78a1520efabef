import { getSupabase } from '@portal/shared/supabase';
import { z } from 'zod';

export const getJobInput = z.object({ id: z.string().uuid() });
export type GetJobInput = z.infer<typeof getJobInput>;

export interface PublicJob {
  id: string;
  title: string;
  description: string;
  location: string | null;
  locations: string[];
  job_type: string | null;
  experience_level: string | null;
  salary_min: number | null;
  salary_max: number | null;
  skills_required: string[];
  requirements: string[];
  status: string;
  expires_at: string | null;
  created_at: string;
  company: { name: string } | null;
}

const COLUMNS =
  'id, title, description, location, locations, job_type, experience_level, salary_min, salary_max, skills_required, requirements, status, expires_at, created_at, company:companies(name)';

/** One job as the signed-in reader may see it (row-level security decides); null when hidden or missing. */
export async function getJob(input: GetJobInput): Promise<PublicJob | null> {
  const parsed = getJobInput.safeParse(input);
  if (!parsed.success) return null;
  const { data, error } = await getSupabase()
    .from('jobs')
    .select(COLUMNS)
    .eq('id', parsed.data.id)
    .maybeSingle();
  if (error) throw new Error(error.message);
  return data as unknown as PublicJob | null;
}
