import type { User } from '@supabase/supabase-js';
import { fakeApi, renderInPortal, type ApiAnswer, type ApiRequest } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import { VendorDashboardPage } from './vendor-dashboard-page';
// Loaded ahead, so the page's lazily loaded sections appear as soon as the page renders them.
import './vendor-work-sections';

const vendor = {
  id: 'v1',
  vendor_id: 'VENDOR-AB12CD34',
  vendor_name: 'Staffing Partners',
  company_id: 'c1',
  company: { id: 'c1', name: 'Acme Corp' },
};
const user = { id: 'u1', email: 'someone@example.com' } as User;

interface World {
  owned?: ApiAnswer;
  member?: ApiAnswer;
  recruiters?: ApiAnswer;
}

/** The vendor's data as the server holds it; every list not named is empty. */
function serve({
  owned = { body: [] },
  member = { body: null },
  recruiters = { body: [] },
}: World) {
  return fakeApi(({ path, params }) => {
    if (path === '/rest/v1/vendors') return params.get('user_id') ? owned : { body: vendor };
    if (path === '/rest/v1/talent_vendor_users') {
      return params.get('role') ? recruiters : member;
    }
    return { body: [], count: 0 };
  });
}

function renderDashboard() {
  return renderInPortal(<VendorDashboardPage />, { auth: { user, roleLoaded: true } });
}

const madeTo = (requests: ApiRequest[], path: string) =>
  requests.filter((request) => request.path === path);

describe('VendorDashboardPage', () => {
  it('tells a user without a vendor membership', async () => {
    serve({});
    renderDashboard();
    expect(await screen.findByText('Could not identify your vendor company.')).toBeInTheDocument();
  });

  it('reports a failed vendor lookup with a retry', async () => {
    serve({ owned: { status: 500, body: { message: 'database unavailable' } } });
    renderDashboard();
    expect(await screen.findByText('Could not fetch vendor data.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('gives the vendor owner the vendor, its partner, the invite form and the team', async () => {
    const requests = serve({ owned: { body: [vendor] } });
    renderDashboard();
    expect(await screen.findByText('Staffing Partners')).toBeInTheDocument();
    expect(screen.getByText('Acme Corp')).toBeInTheDocument();
    expect(screen.getByText('Vendor Admin')).toBeInTheDocument();
    // The parts below the vendor's card render right after it, one after another.
    expect(await screen.findByRole('form', { name: 'Invite Recruiter' })).toBeInTheDocument();
    expect(await screen.findByText('Recruiters (0)')).toBeInTheDocument();
    expect(await screen.findByText('Assigned Jobs (0)')).toBeInTheDocument();
    expect(await screen.findByText('Best Candidates for a Job')).toBeInTheDocument();
    expect(await screen.findByText('Your Candidates (0)')).toBeInTheDocument();
    expect(await screen.findByText('Submissions (0)')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'View Reports' })).toHaveAttribute(
      'href',
      '/talent-vendor/reports',
    );
    const [team] = madeTo(requests, '/rest/v1/talent_vendor_users').filter((request) =>
      request.params.get('role'),
    );
    expect(team.params.get('vendor_id')).toBe('eq.v1');
    expect(team.params.get('role')).toBe('eq.recruiter');
    const [jobs] = madeTo(requests, '/rest/v1/vendor_job_assignments');
    expect(jobs.params.get('vendor_id')).toBe('eq.v1');
    expect(jobs.params.get('assigned_to_recruiter_id')).toBeNull();
  });

  it('shows a recruiter only their own jobs and no team management', async () => {
    const requests = serve({ member: { body: { id: 'm7', vendor_id: 'v1', role: 'recruiter' } } });
    renderDashboard();
    expect(await screen.findByText('Recruiter', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(await screen.findByText('No jobs have been assigned to you yet.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Invite Recruiter' })).not.toBeInTheDocument();
    const [jobs] = madeTo(requests, '/rest/v1/vendor_job_assignments');
    expect(jobs.params.get('assigned_to_recruiter_id')).toBe('eq.m7');
    expect(
      madeTo(requests, '/rest/v1/talent_vendor_users').filter((request) =>
        request.params.get('role'),
      ),
    ).toEqual([]);
  });

  it('reports a failed recruiter list', async () => {
    serve({
      owned: { body: [vendor] },
      recruiters: { status: 500, body: { message: 'database unavailable' } },
    });
    renderDashboard();
    expect(await screen.findByText('Failed to fetch recruiters.')).toBeInTheDocument();
  });
});
