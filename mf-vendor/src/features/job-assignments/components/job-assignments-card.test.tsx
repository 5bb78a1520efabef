import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  getVendorJobAssignments,
  type VendorJobAssignment,
} from '../../../lib/job-assignments/get-vendor-job-assignments';
import { renderInPortal } from '@portal/shared/testing';
import { assignVendorRecruiter } from '../api/assign-vendor-recruiter';
import { JobAssignmentsCard } from './job-assignments-card';

jest.mock('../../../lib/job-assignments/get-vendor-job-assignments', () => ({
  ...jest.requireActual('../../../lib/job-assignments/get-vendor-job-assignments'),
  getVendorJobAssignments: jest.fn(),
}));
jest.mock('../api/assign-vendor-recruiter', () => ({
  ...jest.requireActual('../api/assign-vendor-recruiter'),
  assignVendorRecruiter: jest.fn(),
}));
const load = jest.mocked(getVendorJobAssignments);
const assign = jest.mocked(assignVendorRecruiter);

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
  },
];

describe('JobAssignmentsCard', () => {
  beforeEach(() => {
    load.mockReset();
    assign.mockReset();
  });

  it('lists the assigned jobs with their salary and date', async () => {
    load.mockResolvedValue({ rows: [row], total: 1 });
    renderInPortal(
      <JobAssignmentsCard vendorId="v1" recruiterId={null} canAssign recruiters={recruiters} />,
    );
    expect(await screen.findByText('Backend Engineer')).toBeInTheDocument();
    expect(screen.getByText('Assigned Jobs (1)')).toBeInTheDocument();
    expect(screen.getByText('$90,000 - $120,000')).toBeInTheDocument();
    expect(screen.getByText('FULL TIME')).toBeInTheDocument();
    expect(screen.getByText('Nov 20, 2026')).toBeInTheDocument();
  });

  it('assigns a job to a recruiter and confirms', async () => {
    load.mockResolvedValue({ rows: [row], total: 1 });
    assign.mockResolvedValue();
    renderInPortal(
      <JobAssignmentsCard vendorId="v1" recruiterId={null} canAssign recruiters={recruiters} />,
    );
    fireEvent.mouseDown(await screen.findByLabelText('Recruiter for Backend Engineer'));
    fireEvent.click(within(document.body).getByTitle('Rita Reyes'));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith({ assignmentId: 'a1', recruiterId: 'r1' }),
    );
    expect(await screen.findByText('Recruiter assigned successfully!')).toBeInTheDocument();
  });

  it('says so when the assignment fails', async () => {
    load.mockResolvedValue({ rows: [row], total: 1 });
    assign.mockRejectedValue(new Error('denied'));
    renderInPortal(
      <JobAssignmentsCard vendorId="v1" recruiterId={null} canAssign recruiters={recruiters} />,
    );
    fireEvent.mouseDown(await screen.findByLabelText('Recruiter for Backend Engineer'));
    fireEvent.click(within(document.body).getByTitle('Rita Reyes'));
    expect(await screen.findByText('Failed to assign recruiter.')).toBeInTheDocument();
  });

  it('shows a recruiter their jobs without the picker', async () => {
    load.mockResolvedValue({
      rows: [{ ...row, assigned_to_recruiter_id: 'r1', recruiter: recruiters[0] }],
      total: 1,
    });
    renderInPortal(
      <JobAssignmentsCard vendorId="v1" recruiterId="r1" canAssign={false} recruiters={[]} />,
    );
    expect(await screen.findByText('Rita Reyes')).toBeInTheDocument();
    expect(screen.queryByLabelText('Recruiter for Backend Engineer')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledWith({ vendorId: 'v1', recruiterId: 'r1', page: 1 });
  });

  it('shows the load failure with a retry', async () => {
    load
      .mockRejectedValueOnce(new Error('Failed to fetch job assignments.'))
      .mockResolvedValue({ rows: [], total: 0 });
    renderInPortal(
      <JobAssignmentsCard vendorId="v1" recruiterId={null} canAssign recruiters={recruiters} />,
    );
    expect(await screen.findByText('Failed to fetch job assignments.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByText('No jobs have been assigned to your company yet.'),
    ).toBeInTheDocument();
  });
});
