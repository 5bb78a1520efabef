import { fakeApi, renderInPortal, type ApiHandler } from '@portal/shared/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { VendorJobAssignment } from '../../../lib/job-assignments/get-vendor-job-assignments';
import { JobAssignmentsCard } from './job-assignments-card';

const ASSIGNMENTS_PATH = '/rest/v1/vendor_job_assignments';

const row: VendorJobAssignment = {
  id: 'a1',
  job_id: 'j1',
  assigned_to_recruiter_id: null,
  created_at: '2026-11-20T10:00:00Z',
  job: {
    id: 'j1',
    title: 'Backend Engineer',
    location: 'Austin, TX',
    job_type: 'FULL_TIME',
    status: 'published',
    salary_min: 90000,
    salary_max: 120000,
    created_at: '2026-11-19T10:00:00Z',
    company: { name: 'Acme Corp' },
  },
  recruiter: null,
};
const recruiters = [
  {
    id: 'r1',
    user_id: 'u1',
    first_name: 'Rita',
    last_name: 'Reyes',
    email: 'rita@example.com',
    created_at: '2026-11-01',
    joined_at: '2026-11-02',
  },
];

/** Reads answer with `rows`; an update answers with `updated` (status 200) or `refusal`. */
function serve(rows: VendorJobAssignment[], update?: ApiHandler) {
  return fakeApi((request) => {
    if (request.path !== ASSIGNMENTS_PATH) return undefined;
    if (request.method === 'PATCH') return update?.(request);
    return { body: rows, count: rows.length };
  });
}

function renderCard(props: Partial<Parameters<typeof JobAssignmentsCard>[0]> = {}) {
  return renderInPortal(
    <JobAssignmentsCard
      vendorId="v1"
      recruiterId={null}
      canAssign
      recruiters={recruiters}
      {...props}
    />,
  );
}

describe('JobAssignmentsCard', () => {
  it('lists the assigned jobs with their salary and date', async () => {
    serve([row]);
    renderCard();
    expect(await screen.findByText('Backend Engineer')).toBeInTheDocument();
    expect(screen.getByText('Assigned Jobs (1)')).toBeInTheDocument();
    expect(screen.getByText('$90,000 - $120,000')).toBeInTheDocument();
    expect(screen.getByText('FULL TIME')).toBeInTheDocument();
    expect(screen.getByText('Nov 20, 2026')).toBeInTheDocument();
  });

  it('assigns a job to a recruiter, confirms and reloads the list', async () => {
    const requests = serve([row], () => ({ body: [{ id: 'a1' }] }));
    renderCard();
    fireEvent.mouseDown(await screen.findByLabelText('Recruiter for Backend Engineer'));
    fireEvent.click(within(document.body).getByTitle('Rita Reyes'));
    expect(await screen.findByText('Recruiter assigned successfully!')).toBeInTheDocument();
    const update = requests.find((request) => request.method === 'PATCH');
    expect(update?.params.get('id')).toBe('eq.a1');
    expect(update?.body).toEqual({ assigned_to_recruiter_id: 'r1' });
    await waitFor(() =>
      expect(requests.filter((request) => request.method === 'GET')).toHaveLength(2),
    );
  });

  it('says so when row-level security lets the update change nothing', async () => {
    serve([row], () => ({ body: [] }));
    renderCard();
    fireEvent.mouseDown(await screen.findByLabelText('Recruiter for Backend Engineer'));
    fireEvent.click(within(document.body).getByTitle('Rita Reyes'));
    expect(await screen.findByText('Failed to assign recruiter.')).toBeInTheDocument();
    expect(screen.getByText('The assignment could not be changed')).toBeInTheDocument();
  });

  it('shows a recruiter only their jobs, without the picker', async () => {
    const requests = serve([{ ...row, assigned_to_recruiter_id: 'r1', recruiter: recruiters[0] }]);
    renderCard({ recruiterId: 'r1', canAssign: false, recruiters: [] });
    expect(await screen.findByText('Rita Reyes')).toBeInTheDocument();
    expect(screen.queryByLabelText('Recruiter for Backend Engineer')).not.toBeInTheDocument();
    expect(requests[0].params.get('vendor_id')).toBe('eq.v1');
    expect(requests[0].params.get('assigned_to_recruiter_id')).toBe('eq.r1');
  });

  it('shows the load failure with a retry', async () => {
    let failures = 1;
    fakeApi(() =>
      failures-- > 0 ? { status: 500, body: { message: 'database unavailable' } } : { body: [] },
    );
    renderCard();
    expect(await screen.findByText('Failed to fetch job assignments.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByText('No jobs have been assigned to your company yet.'),
    ).toBeInTheDocument();
  });
});
