import type { Tables } from '@portal/shared';

/** A job question as the job-posting function returns it; the server stores its options as JSON. */
export type JobQuestionRow = Pick<
  Tables<'job_questions'>,
  'id' | 'question' | 'question_type' | 'is_required'
> & { options: string[] | null };

export type Job = Tables<'jobs'> & { questions?: JobQuestionRow[] };

/** A job as the company's job lists show it. */
export type JobListItem = Pick<
  Tables<'jobs'>,
  'id' | 'company_id' | 'created_by' | 'title' | 'status' | 'created_at'
>;
