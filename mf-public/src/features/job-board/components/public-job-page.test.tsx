import type { User } from '@supabase/supabase-js';
import { fakeApi, renderInPortal } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicJobDetail } from '../api/public-job-types';
import { PublicJobPage } from './public-job-page';

const RPC_PATH = '/rest/v1/rpc/get_public_job';

const JOB_ID = 'f0000000-0000-4000-8000-000000000001';
const JOB: PublicJobDetail = {
  id: JOB_ID,
  title: 'Senior Frontend Engineer',
  description: 'Lead the development of our React applications.',
  location: 'San Francisco, CA',
  locations: ['Remote (US)', 'San Francisco, CA'],
  is_remote: true,
  job_type: 'FULL_TIME',
  experience_level: 'senior_level',
  salary_min: null,
  salary_max: 180000,
  skills_required: ['React'],
  requirements: ['Mentor engineers'],
  preferred_skills: [],
  experience_required: null,
  education_required: null,
  posted_at: '2026-11-05T10:00:00Z',
  updated_at: '2026-11-05T10:00:00Z',
  expires_at: null,
  company: {
    id: 'c1',
    slug: 'acme-corp',
    name: 'Acme Corp',
    dba_name: null,
    industry: 'Technology',
    company_size: null,
    location: null,
    website: null,
    description: null,
    logo_url: null,
    linkedin_url: null,
    twitter_url: null,
    facebook_url: null,
    instagram_url: null,
  },
};

describe('the public job page', () => {
  it('shows the job to a visitor, primary location first, and sends Apply through sign-in', async () => {
    const requests = fakeApi(({ path }) => (path === RPC_PATH ? { body: JOB } : undefined));
    renderInPortal(<PublicJobPage />, { path: `/jobs/${JOB_ID}`, route: '/jobs/:id', auth: {} });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Senior Frontend Engineer' }),
    ).toBeInTheDocument();
    expect(requests[0]).toMatchObject({ method: 'POST', body: { p_job_id: JOB_ID } });
    expect(screen.getByText('San Francisco, CA · Remote (US)')).toBeInTheDocument();
    expect(screen.getByText('Up to $180,000')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save job' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/signin?redirect=${encodeURIComponent(`/candidate/apply/${JOB_ID}`)}`,
    );
  });

  it('lets a signed-in candidate save the job', async () => {
    const requests = fakeApi(({ path }) => {
      if (path === RPC_PATH) return { body: JOB };
      if (path === '/rest/v1/saved_jobs') return { status: 201, body: null };
      return undefined;
    });
    renderInPortal(<PublicJobPage />, {
      path: `/jobs/${JOB_ID}`,
      route: '/jobs/:id',
      auth: { user: { id: 'u1', email: 'jordan@example.com' } as User, role: 'CANDIDATE' },
    });
    // The button loads with its write only for a candidate.
    await userEvent.click(await screen.findByRole('button', { name: 'Save job' }));
    expect(await screen.findByRole('button', { name: 'Saved' })).toBeDisabled();
    expect(requests.find((r) => r.path === '/rest/v1/saved_jobs')).toMatchObject({
      method: 'POST',
      body: { job_id: JOB_ID },
    });
  });

  it('answers a job that is not open with Job Not Found and a way to the jobs', async () => {
    const requests = fakeApi(() => ({ body: null }));
    renderInPortal(<PublicJobPage />, { path: '/jobs/not-a-job', route: '/jobs/:id', auth: {} });
    expect(await screen.findByText('Job Not Found')).toBeInTheDocument();
    // A malformed id is not worth asking the server about.
    expect(requests).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Browse open jobs' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/jobs$/);
  });
});
