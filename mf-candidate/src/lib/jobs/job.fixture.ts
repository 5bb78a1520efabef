// Test data: an open job as the candidate's screens receive it; each test names what it needs.
import type { CandidateJob } from './types';

export function candidateJob(fields: Partial<CandidateJob> = {}): CandidateJob {
  return {
    id: 'job-1',
    company_id: 'company-1',
    title: 'Platform Engineer',
    description: '',
    location: 'Remote',
    locations: [],
    job_type: 'FULL_TIME',
    experience_level: 'mid_level',
    experience_required: null,
    education_required: null,
    salary_min: null,
    salary_max: null,
    skills_required: [],
    requirements: [],
    preferred_skills: [],
    status: 'published',
    expires_at: null,
    created_at: '2026-11-20T10:00:00Z',
    company_name: 'Acme Corp',
    ...fields,
  };
}
