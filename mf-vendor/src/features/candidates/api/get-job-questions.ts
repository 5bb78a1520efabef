import type { Tables } from '@portal/shared';
import { getSupabase } from '@portal/shared/supabase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { jobQuestionKeys } from './keys';

export const getJobQuestionsInput = z.object({ jobId: z.string().min(1) });
export type GetJobQuestionsInput = z.infer<typeof getJobQuestionsInput>;
export type JobQuestion = Pick<
  Tables<'job_questions'>,
  'id' | 'question' | 'question_type' | 'is_required' | 'options'
>;

/** The screening questions of a job assigned to the vendor, in the company's order. */
export async function getJobQuestions(input: GetJobQuestionsInput): Promise<JobQuestion[]> {
  const { jobId } = getJobQuestionsInput.parse(input);
  // Bounded: one job's screening questions, a handful set by the company.
  const { data, error } = await getSupabase()
    .from('job_questions')
    .select('id, question, question_type, is_required, options')
    .eq('job_id', jobId)
    .order('position')
    .order('id');
  if (error) throw new Error(`Failed to load the job's questions: ${error.message}`);
  return data;
}

export const jobQuestionsQuery = (input: GetJobQuestionsInput) =>
  queryOptions({
    queryKey: jobQuestionKeys.job(input.jobId),
    queryFn: () => getJobQuestions(input),
  });

export function useJobQuestionsQuery(input: GetJobQuestionsInput, enabled = true) {
  return useQuery({ ...jobQuestionsQuery(input), enabled });
}
