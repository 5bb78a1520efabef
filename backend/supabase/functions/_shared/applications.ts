import type { SupabaseClient } from '@supabase/supabase-js';
import { HttpError } from './http.ts';
import { QUESTION_COLUMNS, QUESTIONS_TABLE } from './jobs.ts';

export interface AnswerRow {
  question_id: string;
  answer: string | null;
}
export interface QuestionRow {
  id: string;
  question: string;
  question_type?: string | null;
  is_required?: boolean | null;
  position?: number | null;
}

/** Pairs each question of the job with the candidate's answer, in question order. */
export function answersWithQuestions(questions: QuestionRow[], answers: AnswerRow[]) {
  const byQuestion = new Map(answers.map((a) => [a.question_id, a.answer]));
  return questions.map((q) => ({
    question_id: q.id,
    question: q.question,
    question_type: q.question_type ?? null,
    is_required: q.is_required ?? null,
    answer: byQuestion.get(q.id) ?? null,
  }));
}

export async function loadAnswers(client: SupabaseClient, applicationId: string, jobId: string) {
  const [questions, answers] = await Promise.all([
    client
      .from(QUESTIONS_TABLE)
      .select(QUESTION_COLUMNS)
      .eq('job_id', jobId)
      .order('position', { ascending: true }),
    client
      .from('job_application_answers')
      .select('question_id, answer')
      .eq('application_id', applicationId),
  ]);
  if (questions.error)
    throw new HttpError(500, `Failed to load questions: ${questions.error.message}`);
  if (answers.error) throw new HttpError(500, `Failed to load answers: ${answers.error.message}`);
  return answersWithQuestions(questions.data ?? [], answers.data ?? []);
}
