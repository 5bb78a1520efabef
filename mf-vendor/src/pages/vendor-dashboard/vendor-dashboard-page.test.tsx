import { screen } from '@testing-library/react';
import { getVendorCandidates } from '../../features/candidates/api/get-vendor-candidates';
import { getVendorSubmissions } from '../../features/candidates/api/get-vendor-submissions';
import {
  NoVendorError,
  type VendorMembership,
} from '../../features/vendor-membership/api/get-vendor-membership';
import { useVendorMembership } from '../../features/vendor-membership/hooks/use-vendor-membership';
import { getVendorJobAssignments } from '../../lib/job-assignments/get-vendor-job-assignments';
import { fakeApi, renderInPortal, type ApiRequest } from '@portal/shared/testing';
import { VendorDashboardPage } from './vendor-dashboard-page';

jest.mock('../../features/vendor-membership/hooks/use-vendor-membership', () => ({
  useVendorMembership: jest.fn(),
}));
jest.mock('../../lib/job-assignments/get-vendor-job-assignments', () => ({
  ...jest.requireActual('../../lib/job-assignments/get-vendor-job-assignments'),
  getVendorJobAssignments: jest.fn(),
}));
jest.mock('../../features/candidates/api/get-vendor-candidates', () => ({
  ...jest.requireActual('../../features/candidates/api/get-vendor-candidates'),
  getVendorCandidates: jest.fn(),
}));
jest.mock('../../features/candidates/api/get-vendor-submissions', () => ({
  ...jest.requireActual('../../features/candidates/api/get-vendor-submissions'),
  getVendorSubmissions: jest.fn(),
}));

const membershipHook = jest.mocked(useVendorMembership);
const vendor = {
  id: 'v1',
  vendor_id: 'VENDOR-AB12CD34',
  vendor_name: 'Staffing Partners',
  company_id: 'c1',
  company: { id: 'c1', name: 'Acme Corp' },
};

function withMembership(state: Partial<ReturnType<typeof useVendorMembership>>) {
  membershipHook.mockReturnValue({
    data: undefined,
    error: undefined,
    loading: false,
    reload: jest.fn(),
    ...state,
  });
}

const RECRUITERS_PATH = '/rest/v1/talent_vendor_users';

describe('VendorDashboardPage', () => {
  let requests: ApiRequest[];
  beforeEach(() => {
    jest.clearAllMocks();
    requests = fakeApi(({ path }) => (path === RECRUITERS_PATH ? { body: [] } : undefined));
    jest.mocked(getVendorJobAssignments).mockResolvedValue({ rows: [], total: 0 });
    jest.mocked(getVendorCandidates).mockResolvedValue({ rows: [], total: 0 });
    jest.mocked(getVendorSubmissions).mockResolvedValue({ rows: [], total: 0 });
  });

  it('tells a user without a vendor membership', async () => {
    withMembership({ error: new NoVendorError() });
    renderInPortal(<VendorDashboardPage />);
    expect(await screen.findByText('Could not identify your vendor company.')).toBeInTheDocument();
  });

  it('reports a failed vendor lookup with a retry', async () => {
    withMembership({ error: new Error('network down') });
    renderInPortal(<VendorDashboardPage />);
    expect(await screen.findByText('Could not fetch vendor data.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('gives the vendor admin the vendor, its partner and the invite form', async () => {
    const data: VendorMembership = { vendor, role: 'admin', memberId: null };
    withMembership({ data });
    renderInPortal(<VendorDashboardPage />);
    expect(screen.getByText('Staffing Partners')).toBeInTheDocument();
    expect(screen.getByText('Acme Corp')).toBeInTheDocument();
    expect(screen.getByText('Vendor Admin')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Invite Recruiter' })).toBeInTheDocument();
    expect(await screen.findByText('Recruiters (0)')).toBeInTheDocument();
    const recruiters = requests.find((request) => request.path === RECRUITERS_PATH);
    expect(recruiters?.params.get('vendor_id')).toBe('eq.v1');
    expect(recruiters?.params.get('role')).toBe('eq.recruiter');
    expect(getVendorJobAssignments).toHaveBeenCalledWith({
      vendorId: 'v1',
      recruiterId: null,
      page: 1,
    });
  });

  it('shows a recruiter only their own jobs and no team management', async () => {
    const data: VendorMembership = { vendor, role: 'recruiter', memberId: 'm7' };
    withMembership({ data });
    renderInPortal(<VendorDashboardPage />);
    expect(screen.getByText('Recruiter', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Invite Recruiter' })).not.toBeInTheDocument();
    expect(await screen.findByText('No jobs have been assigned to you yet.')).toBeInTheDocument();
    expect(getVendorJobAssignments).toHaveBeenCalledWith({
      vendorId: 'v1',
      recruiterId: 'm7',
      page: 1,
    });
    expect(requests.filter((request) => request.path === RECRUITERS_PATH)).toEqual([]);
  });

  it('reports a failed recruiter list', async () => {
    fakeApi(() => ({ status: 500, body: { message: 'database unavailable' } }));
    withMembership({ data: { vendor, role: 'admin', memberId: null } });
    renderInPortal(<VendorDashboardPage />);
    expect(await screen.findByText('Failed to fetch recruiters.')).toBeInTheDocument();
  });
});
