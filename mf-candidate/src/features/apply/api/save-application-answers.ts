import { getSupabase } from '@portal/shared/supabase';
import { z } from 'zod';

export const saveApplicationAnswersInput = z.object({
  applicationId: z.uuid(),
  answers: z.array(z.object({ questionId: z.uuid(), answer: z.string() })),
});
export type SaveApplicationAnswersInput = z.infer<typeof saveApplicationAnswersInput>;

/** Stores the answers of an application; blank answers are not stored. */
export async function saveApplicationAnswers(input: SaveApplicationAnswersInput): Promise<void> {
  const { applicationId, answers } = saveApplicationAnswersInput.parse(input);
  const rows = answers
    .map(({ questionId, answer }) => ({
      application_id: applicationId,
      question_id: questionId,
      answer: answer.trim(),
    }))
    .filter((row) => row.answer !== '');
  if (rows.length === 0) return;
  const { error } = await getSupabase().from('job_application_answers').insert(rows);
  if (error) throw new Error(error.message);
}
