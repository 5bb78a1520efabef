export interface JobQuestionRow {
  id: string;
  question: string;
  question_type: string;
  is_required: boolean;
  options: string[] | null;
}

export interface Job {
  id: string;
  company_id: string;
  created_by: string | null;
  title: string;
  description: string;
  location: string | null;
  locations: string[] | null;
  job_type: string | null;
  experience_level: string | null;
  experience_required: string | null;
  education_required: string | null;
  salary_min: number | null;
  salary_max: number | null;
  skills_required: string[] | null;
  requirements: string[] | null;
  preferred_skills: string[] | null;
  status: string;
  expires_at: string | null;
  created_at: string;
  questions?: JobQuestionRow[];
}

/** A job as the company's job lists show it. */
export type JobListItem = Pick<
  Job,
  'id' | 'company_id' | 'created_by' | 'title' | 'status' | 'created_at'
>;
