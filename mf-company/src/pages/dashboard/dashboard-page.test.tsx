import { staffCapabilities } from '@portal/shared';
import { act, screen } from '@testing-library/react';
import type { CompanyWorkspace } from '../../lib/workspace/use-company-workspace';
import { useCompanyWorkspace } from '../../lib/workspace/use-company-workspace';
import { renderInPortal } from '@portal/shared/testing';
import { DashboardPage } from './dashboard-page';

jest.mock('../../lib/workspace/use-company-workspace');
// The lists below the cards load their own data; this test is about what the dashboard shows.
jest.mock('../../features/jobs/components/job-postings-list', () => ({
  JobPostingsList: ({ canAssignJobs, title }: { canAssignJobs: boolean; title?: string }) => (
    <div>
      {title ?? 'job list'}, assign: {String(canAssignJobs)}
    </div>
  ),
}));
jest.mock('../../features/assigned-work/components/assigned-candidates-panel', () => ({
  AssignedCandidatesPanel: () => <div>assigned candidates</div>,
}));
jest.mock('../../features/team/components/employees-panel', () => ({
  EmployeesPanel: () => <div>employees panel</div>,
}));
jest.mock('../../features/vendors/components/manage-vendors-card', () => ({
  ManageVendorsCard: () => <div>vendors card</div>,
}));

const company = { id: 'c1', name: 'Acme Corp', is_approved: true } as CompanyWorkspace['company'];

function workspace(overrides: Partial<CompanyWorkspace>): CompanyWorkspace {
  const role = overrides.membership?.role ?? 'COMPANY_ADMIN';
  return {
    loading: false,
    error: undefined,
    retry: jest.fn(),
    user: { id: 'u1', email: 'owner@example.com' } as CompanyWorkspace['user'],
    accountRole: 'COMPANY',
    membership: { role, companyId: 'c1' },
    company,
    subscription: { tier: 'pro', status: 'active', expires_at: null },
    capabilities: staffCapabilities(role),
    isApproved: true,
    registrationIncomplete: false,
    isSubscribed: true,
    isActive: true,
    ...overrides,
  };
}

/** Lets the lazily loaded gate alerts arrive, so an absence check cannot pass too early. */
async function gateCodeLoaded() {
  await act(async () => {
    await import('../../components/workspace/gate-alerts');
    await import('./subscription-status-card');
  });
}

function show(overrides: Partial<CompanyWorkspace>) {
  jest.mocked(useCompanyWorkspace).mockReturnValue(workspace(overrides));
  renderInPortal(<DashboardPage />);
}

describe('DashboardPage', () => {
  it('shows its heading while the company data loads, and no gate or feature yet', async () => {
    show({ loading: true, membership: null, company: null });
    expect(screen.getByRole('heading', { name: 'Company Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    await gateCodeLoaded();
    expect(screen.queryByText('Company Registration Required')).not.toBeInTheDocument();
  });

  it('keeps the heading above the load error with its retry', async () => {
    show({ error: new Error('network down') });
    expect(screen.getByRole('heading', { name: 'Company Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('Failed to load company data')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Post a New Job' })).not.toBeInTheDocument();
  });

  it('asks users without a company to register one', async () => {
    show({
      membership: null,
      company: null,
      accountRole: 'COMPANY',
      isApproved: false,
      isSubscribed: false,
      isActive: false,
    });
    expect(await screen.findByText('Company Registration Required')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register Company' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Post a New Job' })).not.toBeInTheDocument();
  });

  it('does not ask a platform admin to register', async () => {
    show({
      membership: null,
      company: null,
      accountRole: 'ADMIN',
      isApproved: false,
      isSubscribed: false,
      isActive: false,
    });
    await gateCodeLoaded();
    expect(screen.queryByText('Company Registration Required')).not.toBeInTheDocument();
  });

  it('gives a partner recruiter their assigned jobs and candidates, not a registration prompt', async () => {
    show({ membership: { role: 'PARTNER_RECRUITER', companyId: 'c1' } });
    expect(await screen.findByText('Your Assigned Jobs, assign: false')).toBeInTheDocument();
    expect(await screen.findByText('assigned candidates')).toBeInTheDocument();
    expect(screen.getByText('Partner Recruiter')).toBeInTheDocument();
    await gateCodeLoaded();
    expect(screen.queryByText('Company Registration Required')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register Company' })).not.toBeInTheDocument();
    // Nothing they could not do: no posting, no team or vendor management.
    expect(screen.queryByRole('button', { name: 'Post a New Job' })).not.toBeInTheDocument();
    expect(screen.queryByText('Team Management')).not.toBeInTheDocument();
    expect(screen.queryByText('vendors card')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View Reports' })).not.toBeInTheDocument();
  });

  it('shows a partner recruiter of a company waiting for approval the pending state', async () => {
    show({
      membership: { role: 'PARTNER_RECRUITER', companyId: 'c1' },
      company: { ...company!, is_approved: false },
      isApproved: false,
      isActive: false,
    });
    expect(await screen.findByText('Subscription Status')).toBeInTheDocument();
    expect(screen.queryByText('Company Registration Required')).not.toBeInTheDocument();
    expect(screen.queryByText('assigned candidates')).not.toBeInTheDocument();
  });

  it('shows the pending state and the subscription status card while not approved', async () => {
    show({
      company: { ...company!, is_approved: false },
      subscription: { tier: 'none', status: 'inactive', expires_at: null },
      isApproved: false,
      isSubscribed: false,
      isActive: false,
    });
    expect(await screen.findByText('Subscription Status')).toBeInTheDocument();
    // The badge in the details and the alert's title.
    expect(screen.getAllByText('Pending Approval')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Add Candidate' })).not.toBeInTheDocument();
  });

  it('asks a company made at sign-up to fill in its registration before it awaits approval', async () => {
    show({
      company: { ...company!, name: 'New Company', is_approved: false, registered_at: null },
      subscription: { tier: 'none', status: 'inactive', expires_at: null },
      isApproved: false,
      registrationIncomplete: true,
      isSubscribed: false,
      isActive: false,
    });
    expect(await screen.findByText('Company Registration Required')).toBeInTheDocument();
    expect(screen.getByText(/its registration has not been filled in yet/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register Company' })).toBeInTheDocument();
    await gateCodeLoaded();
    // Only the status badge says pending; nothing tells it to wait for a review yet.
    expect(screen.getAllByText('Pending Approval')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Edit Registration' })).not.toBeInTheDocument();
    expect(screen.queryByText('Subscription Status')).not.toBeInTheDocument();
  });

  it('requires a subscription once approved', async () => {
    show({
      subscription: { tier: 'none', status: 'inactive', expires_at: null },
      isSubscribed: false,
      isActive: false,
    });
    expect(await screen.findByText('Subscription Required')).toBeInTheDocument();
    expect(await screen.findByText('Subscription Status')).toBeInTheDocument();
  });

  it('gives admins every feature, including team management', async () => {
    show({});
    for (const name of ['Add Candidate', 'Post a New Job', 'Register Vendor']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'Team Management' })).toBeInTheDocument();
    expect(screen.getByText('Approved')).toBeInTheDocument();
    expect(screen.getByText('Pro')).toBeInTheDocument();
    // The lists load after the summary.
    expect(await screen.findByText('employees panel')).toBeInTheDocument();
    expect(await screen.findByText('job list, assign: true')).toBeInTheDocument();
    expect(await screen.findByText('vendors card')).toBeInTheDocument();
  });

  it('hides team management and job assignment from recruiters', async () => {
    show({ membership: { role: 'RECRUITER', companyId: 'c1' } });
    expect(screen.getByRole('button', { name: 'Post a New Job' })).toBeInTheDocument();
    // Reports of their own jobs.
    expect(screen.getByRole('button', { name: 'View Reports' })).toBeInTheDocument();
    expect(screen.queryByText('Team Management')).not.toBeInTheDocument();
    expect(await screen.findByText('job list, assign: false')).toBeInTheDocument();
    expect(await screen.findByText('vendors card')).toBeInTheDocument();
    expect(screen.queryByText('employees panel')).not.toBeInTheDocument();
  });
});
