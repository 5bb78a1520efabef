import { getSupabase, invokeFunction } from '@portal/shared/supabase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { applicationKeys } from './keys';

export interface ApplicationCandidate {
  id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  title: string | null;
  skills: string[] | null;
  [column: string]: unknown;
}

export interface JobApplication {
  id: string;
  status: string;
  applied_at: string;
  job_id: string;
  candidate_id: string;
  candidate: ApplicationCandidate | null;
  job: { id: string; title: string };
}

export const getJobApplicationsInput = z.object({
  userId: z.string().uuid(),
  jobId: z.string().uuid(),
});

export async function getJobApplications(
  input: z.infer<typeof getJobApplicationsInput>,
): Promise<JobApplication[]> {
  const body = getJobApplicationsInput.parse(input);
  const { applications } = await invokeFunction<{ applications: JobApplication[] }>(
    'get-job-applications',
    body,
  );
  return applications;
}

export const jobApplicationsQuery = (input: z.infer<typeof getJobApplicationsInput>) =>
  queryOptions({
    queryKey: applicationKeys.forJob(input.jobId),
    queryFn: () => getJobApplications(input),
  });

export function useJobApplicationsQuery(input: z.infer<typeof getJobApplicationsInput>) {
  return useQuery(jobApplicationsQuery(input));
}

export interface ApplicationAnswer {
  question_id: string;
  question: string;
  question_type: string | null;
  answer: string | null;
}

export interface ApplicationDocument {
  type: 'resume' | 'cover_letter' | 'certificate';
  name: string;
  url: string | null;
}

export interface ApplicationDetail {
  id: string;
  status: string;
  applied_at: string;
  job_id: string;
  candidate: ApplicationCandidate | null;
  job: {
    id: string;
    title: string;
    description: string | null;
    location: string | null;
    job_type: string | null;
    experience_level: string | null;
    salary_min: number | null;
    salary_max: number | null;
    status: string;
    created_at: string;
  } | null;
  answers: ApplicationAnswer[];
  documents: ApplicationDocument[];
}

export const getApplicationDetailInput = z.object({
  userId: z.string().uuid(),
  applicationId: z.string().uuid(),
});

export async function getApplicationDetail(
  input: z.infer<typeof getApplicationDetailInput>,
): Promise<ApplicationDetail> {
  const body = getApplicationDetailInput.parse(input);
  const { application } = await invokeFunction<{ application: ApplicationDetail }>(
    'get-application-detail',
    body,
  );
  return application;
}

export const updateApplicationStatusInput = z.object({
  applicationId: z.string().uuid(),
  status: z.enum(['applied', 'reviewing', 'interview', 'offered', 'hired', 'accepted', 'rejected']),
});

export async function updateApplicationStatus(
  input: z.infer<typeof updateApplicationStatusInput>,
): Promise<void> {
  const { applicationId, status } = updateApplicationStatusInput.parse(input);
  const { data, error } = await getSupabase()
    .from('applications')
    .update({ status })
    .eq('id', applicationId)
    .select('id');
  if (error) throw new Error(error.message);
  if (!data || data.length === 0)
    throw new Error('You do not have permission to update this application');
}

export interface CompanyApplicationRow {
  id: string;
  status: string;
  applied_at: string;
  candidate: { first_name: string; last_name: string; title: string | null } | null;
  job: { id: string; title: string; company_id: string } | null;
}

export const listCompanyApplicationsInput = z.object({
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(10),
});

/**
 * Applications to the company's jobs, newest first. Row-level security limits the rows to the jobs
 * the caller's team position lets them see, so no company filter is needed here.
 */
export async function listCompanyApplications(input: z.input<typeof listCompanyApplicationsInput>) {
  const { page, pageSize } = listCompanyApplicationsInput.parse(input);
  const { data, error, count } = await getSupabase()
    .from('applications')
    .select(
      'id, status, applied_at, candidate:candidates(first_name, last_name, title), job:jobs(id, title, company_id)',
      {
        count: 'exact',
      },
    )
    .order('applied_at', { ascending: false })
    .range((page - 1) * pageSize, page * pageSize - 1);
  if (error) throw new Error(error.message);
  return { applications: (data ?? []) as unknown as CompanyApplicationRow[], total: count ?? 0 };
}
