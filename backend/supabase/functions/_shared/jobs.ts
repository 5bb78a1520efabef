import type { SupabaseClient } from '@supabase/supabase-js';
import { HttpError } from './http.ts';

export const QUESTIONS_TABLE = 'job_questions';
export const QUESTION_COLUMNS =
  'id, job_id, question, question_type, is_required, options, position';

export interface NewQuestion {
  question: string;
  questionType: string;
  isRequired: boolean;
  options: string[] | null;
}

/** Rows for job_questions (the job is set where they are saved), in the author's order. */
export function questionRows(questions: NewQuestion[]) {
  return questions.map((q, index) => ({
    question: q.question,
    question_type: q.questionType,
    is_required: q.isRequired,
    options: q.options,
    position: index,
  }));
}

export async function loadQuestions(client: SupabaseClient, jobId: string) {
  const { data, error } = await client
    .from(QUESTIONS_TABLE)
    .select(QUESTION_COLUMNS)
    .eq('job_id', jobId)
    .order('position', { ascending: true });
  if (error) throw new HttpError(500, `Failed to load job questions: ${error.message}`);
  return data ?? [];
}

const OPEN_STATUSES = ['published', 'open', 'active'];

/** Jobs candidates may apply to: published and not past their expiry date. */
export function isOpenForApplications(
  job: { status?: string | null; expires_at?: string | null },
  now = new Date(),
) {
  if (!OPEN_STATUSES.includes(String(job.status ?? '').toLowerCase())) return false;
  return !job.expires_at || new Date(job.expires_at).getTime() >= now.getTime();
}

export { OPEN_STATUSES };
