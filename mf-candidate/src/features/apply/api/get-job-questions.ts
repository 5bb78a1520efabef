import type { Tables } from '@portal/shared';
import { invokeFunction } from '@portal/shared/supabase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { jobKeys } from '../../../lib/jobs/keys';

/** A screening question; its options are the choices of a multiple-choice or checkbox question. */
export type JobQuestion = Pick<
  Tables<'job_questions'>,
  'id' | 'question' | 'question_type' | 'is_required'
> & { options?: string[] | null };

export const getJobQuestionsInput = z.object({ userId: z.uuid(), jobId: z.string().min(1) });
export type GetJobQuestionsInput = z.infer<typeof getJobQuestionsInput>;

/** The job's screening questions in the order the company wrote them. */
export async function getJobQuestions(input: GetJobQuestionsInput): Promise<JobQuestion[]> {
  const { userId, jobId } = getJobQuestionsInput.parse(input);
  const result = await invokeFunction<{ questions?: JobQuestion[] }>('get-candidate-data', {
    operation: 'job-questions',
    userId,
    jobId,
  });
  return result?.questions ?? [];
}

export const jobQuestionsQuery = (input: GetJobQuestionsInput) =>
  queryOptions({
    queryKey: jobKeys.questions(input.userId, input.jobId),
    queryFn: () => getJobQuestions(input),
  });

export function useJobQuestionsQuery(input: GetJobQuestionsInput, enabled = true) {
  return useQuery({ ...jobQuestionsQuery(input), enabled });
}
