import type { Tables } from '@portal/shared';
import { getSupabase } from '@portal/shared/supabase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { jobKeys } from '../../../lib/jobs/keys';

/** A screening question; its options are the choices of a multiple-choice or checkbox question. */
export type JobQuestion = Pick<
  Tables<'job_questions'>,
  'id' | 'question' | 'question_type' | 'is_required'
> & { options?: string[] | null };

export const getJobQuestionsInput = z.object({ userId: z.uuid(), jobId: z.uuid() });
export type GetJobQuestionsInput = z.infer<typeof getJobQuestionsInput>;

/** The job's screening questions in the order the company wrote them. */
export async function getJobQuestions(input: GetJobQuestionsInput): Promise<JobQuestion[]> {
  const { userId, jobId } = getJobQuestionsInput.parse(input);
  const { data, error } = await getSupabase().rpc('get_candidate_job_questions', {
    p_user_id: userId,
    p_job_id: jobId,
  });
  if (error) throw new Error(error.message);
  return (data as JobQuestion[] | null) ?? [];
}

export const jobQuestionsQuery = (input: GetJobQuestionsInput) =>
  queryOptions({
    queryKey: jobKeys.questions(input.userId, input.jobId),
    queryFn: () => getJobQuestions(input),
  });

export function useJobQuestionsQuery(input: GetJobQuestionsInput, enabled = true) {
  return useQuery({ ...jobQuestionsQuery(input), enabled });
}
