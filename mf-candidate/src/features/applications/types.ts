import type { Tables } from '@portal/shared';
import type { CandidateJob } from '../../lib/jobs/types';

/** One of the candidate's applications as the candidate function returns it, with its job. */
export type CandidateApplication = Pick<
  Tables<'applications'>,
  'id' | 'status' | 'applied_at' | 'job_id' | 'candidate_id'
> & { job: CandidateJob | null };

/** A screening question of the job with the candidate's answer (null when none was stored). */
export type ApplicationAnswer = Pick<
  Tables<'job_questions'>,
  'question' | 'question_type' | 'is_required'
> &
  Pick<Tables<'job_application_answers'>, 'question_id' | 'answer'>;

export interface CandidateApplicationDetail extends CandidateApplication {
  answers: ApplicationAnswer[];
}
