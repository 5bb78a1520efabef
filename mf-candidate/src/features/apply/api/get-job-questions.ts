import { z } from 'zod';
import { invokeFunction } from '@portal/shared/supabase';

export interface JobQuestion {
  id: string;
  question: string;
  question_type: string | null;
  is_required: boolean | null;
  options?: string[] | null;
}

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
