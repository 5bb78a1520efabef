import { fakeApi, renderInPortal } from '@portal/shared/testing';
import type { User } from '@supabase/supabase-js';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JobsPage } from './jobs-page';
import { candidateJob } from '../../../lib/jobs/job.fixture';

const USER_ID = '11111111-1111-4111-8111-111111111111';
const CANDIDATE_ID = '22222222-2222-4222-8222-222222222222';
const JOB_ID = '33333333-3333-4333-8333-333333333333';
const auth = { user: { id: USER_ID, email: 'jordan@example.com' } as User };

const job = candidateJob({
  id: JOB_ID,
  experience_level: 'senior_level',
  skills_required: ['JS', 'Postgres', 'React.js', 'GraphQL', 'Docker'],
});

const explanation = {
  score: 82,
  summary: 'Matches 4 of 5 required skills; missing: GraphQL',
  required: { matched: ['JS', 'Postgres', 'React.js', 'Docker'], missing: ['GraphQL'], total: 5 },
  preferred: { matched: [], total: 0 },
  factors: [
    {
      factor: 'required_skills',
      label: 'Required skills',
      points: 32,
      max: 40,
      detail: 'Matches 4 of 5 required skills; missing: GraphQL',
    },
    { factor: 'salary', label: 'Salary', points: 10, max: 10, detail: 'No minimum salary set' },
  ],
};

function answerJobs() {
  return fakeApi(({ path, body }) => {
    if (path === '/rest/v1/rpc/get_candidate_potential_jobs') {
      const { p_min_score } = body as { p_min_score: number };
      return p_min_score > 85
        ? { body: { jobs: [], total: 0, candidateId: CANDIDATE_ID, scores: {} } }
        : { body: { jobs: [job], total: 1, candidateId: CANDIDATE_ID, scores: { [JOB_ID]: 82 } } };
    }
    if (path === '/rest/v1/rpc/get_match') return { body: explanation };
    return undefined;
  });
}

describe('JobsPage', () => {
  it("shows each job's match and its reasons when asked", async () => {
    const requests = answerJobs();
    renderInPortal(<JobsPage />, { auth });
    expect(await screen.findByText('82% match')).toBeInTheDocument();
    expect(requests.some((r) => r.path === '/rest/v1/rpc/get_match')).toBe(false);

    await userEvent.click(
      screen.getByRole('button', { name: 'Why this match? Platform Engineer' }),
    );
    expect(
      await screen.findByText('Matches 4 of 5 required skills; missing: GraphQL'),
    ).toBeInTheDocument();
    const factors = screen.getByRole('list', { name: 'Match factors' });
    expect(within(factors).getByText(/Required skills: 32 of 40/)).toBeInTheDocument();
    const asked = requests.find((r) => r.path === '/rest/v1/rpc/get_match');
    expect(asked?.body).toEqual({ p_job_id: JOB_ID, p_candidate_id: CANDIDATE_ID });
  });

  it('asks the server for the minimum match chosen', async () => {
    const requests = answerJobs();
    renderInPortal(<JobsPage />, { auth, path: '/jobs?min=90' });
    expect(
      await screen.findByText('No open jobs match 90% or more. Try a lower minimum.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        requests.some(
          (r) =>
            r.path === '/rest/v1/rpc/get_candidate_potential_jobs' &&
            (r.body as { p_min_score: number }).p_min_score === 90,
        ),
      ).toBe(true),
    );
  });
});
