import type { CandidateJob } from '../../lib/jobs/types';

export interface CandidateApplication {
  id: string;
  status: string;
  applied_at: string;
  job_id: string;
  candidate_id: string;
  job: CandidateJob | null;
}

export interface ApplicationAnswer {
  question_id: string;
  question: string;
  question_type: string | null;
  is_required: boolean | null;
  answer: string | null;
}

export interface CandidateApplicationDetail extends CandidateApplication {
  answers: ApplicationAnswer[];
}
