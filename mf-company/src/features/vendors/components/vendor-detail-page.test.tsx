import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderInPortal } from '@portal/shared/testing';
import { PERFORMANCE_PATH, staffingPartnersPerformance } from '../api/vendor-performance.fixture';
import { VendorDetailPage } from './vendor-detail-page';

const VENDOR_ID = 'b0000000-0000-4000-8000-000000000001';
const W9 = 'VENDOR-STAFF001/w9.pdf';
const FIGURES = {
  submissions: 7,
  interviews: 3,
  offers: 2,
  hires: 1,
  timed_jobs: 2,
  median_days: 1.5,
  p90_days: 1.9,
};

const recruiter = (id: string, first: string, joinedAt: string | null) => ({
  id,
  first_name: first,
  last_name: 'Vendorson',
  email: `${first.toLowerCase()}@vendor.example.com`,
  created_at: '2026-11-01T09:00:00Z',
  joined_at: joinedAt,
});

function answer() {
  return fakeApi(({ path, method }) => {
    if (path === '/rest/v1/vendors')
      return {
        body: {
          id: VENDOR_ID,
          vendor_id: 'VENDOR-STAFF001',
          vendor_name: 'Staffing Partners',
          phone_number: '+1 206 555 0180',
          primary_contact_name: 'Victor Vendor',
          primary_contact_email: 'vendor@example.com',
          created_at: '2026-10-01T09:00:00Z',
        },
      };
    if (path === '/rest/v1/talent_vendor_users')
      return {
        body: [recruiter('r1', 'Riley', '2026-11-02T09:00:00Z'), recruiter('r2', 'Quinn', null)],
      };
    if (path === '/rest/v1/vendor_job_assignments')
      return {
        body: [
          {
            id: 'a1',
            created_at: '2026-11-03T09:00:00Z',
            tier: 2,
            job: {
              id: 'f0000000-0000-4000-8000-000000000001',
              title: 'Senior Frontend Engineer',
              status: 'published',
            },
            recruiter: { first_name: 'Riley', last_name: 'Vendorson' },
          },
        ],
      };
    if (path === '/rest/v1/rpc/get_vendor_documents')
      return {
        body: { w9_url: W9, coi_url: null, wo_url: null, msa_url: null, voided_check_url: null },
      };
    if (path === PERFORMANCE_PATH)
      return staffingPartnersPerformance(VENDOR_ID, FIGURES, [
        {
          recruiter_id: 'r1',
          first_name: 'Riley',
          last_name: 'Vendorson',
          role: 'recruiter',
          ...FIGURES,
        },
      ]);
    if (method === 'POST' && path.startsWith('/storage/v1/object/sign/'))
      return { body: { signedURL: `/object/sign/vendor-w9/${W9}?token=t` } };
    return undefined;
  });
}

function renderPage() {
  return renderInPortal(<VendorDetailPage />, {
    path: `/company/vendors/${VENDOR_ID}`,
    route: '/company/vendors/:id',
  });
}

describe('VendorDetailPage', () => {
  it('lists joined recruiters apart from invited ones', async () => {
    const requests = answer();
    renderPage();
    const joined = await screen.findByRole('table', { name: 'Joined recruiters' });
    await within(joined).findByText('Riley Vendorson');
    expect(within(joined).queryByText('Quinn Vendorson')).toBeNull();
    const invited = screen.getByRole('table', { name: 'Invited recruiters' });
    expect(within(invited).getByText('Quinn Vendorson')).toBeInTheDocument();
    expect(within(invited).queryByText('Riley Vendorson')).toBeNull();
    expect(screen.getByText('Joined (1)')).toBeInTheDocument();
    expect(screen.getByText('Invited (1)')).toBeInTheDocument();
    const recruiters = requests.find((r) => r.path === '/rest/v1/talent_vendor_users');
    expect(recruiters?.params.get('vendor_id')).toBe(`eq.${VENDOR_ID}`);
  });

  it('shows the profile, assigned jobs and performance figures', async () => {
    const requests = answer();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Staffing Partners' })).toBeInTheDocument();
    expect(screen.getByText('VENDOR-STAFF001')).toBeInTheDocument();
    const jobs = await screen.findByRole('table', { name: 'Jobs assigned to the vendor' });
    const row = (
      await within(jobs).findByRole('link', { name: 'Senior Frontend Engineer' })
    ).closest('tr') as HTMLElement;
    expect(within(row).getByText('Tier 2')).toBeInTheDocument();
    const performance = screen.getByRole('region', { name: 'Performance' });
    await within(performance).findByText('1.5 days', { selector: 'dd' });
    expect(within(performance).getByText('7', { selector: 'dd' })).toBeInTheDocument();
    const byRecruiter = within(performance).getByRole('table', {
      name: 'Performance by recruiter',
    });
    expect(within(byRecruiter).getByText('Riley Vendorson')).toBeInTheDocument();
    const call = requests.find((r) => r.path === '/rest/v1/rpc/get_company_vendor_performance');
    expect(call?.body).toEqual({ p_vendor_id: VENDOR_ID });
  });

  it('opens a document through a signed link and marks missing ones', async () => {
    const requests = answer();
    const tab = { opener: {}, location: { href: '' }, close: jest.fn() };
    const open = jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderPage();
    const documents = await screen.findByRole('region', { name: 'Documents' });
    expect((await within(documents).findAllByText('Not uploaded')).length).toBe(4);
    await userEvent.click(within(documents).getByRole('button', { name: 'Open W-9' }));
    await waitFor(() => expect(tab.location.href).toContain('token=t'));
    expect(requests.some((r) => r.path === `/storage/v1/object/sign/vendor-w9/${W9}`)).toBe(true);
    open.mockRestore();
  });

  it('says when the vendor is not the company’s', async () => {
    fakeApi(({ path }) => (path === '/rest/v1/vendors' ? { body: null } : undefined));
    renderPage();
    expect(await screen.findByText('Vendor Not Found')).toBeInTheDocument();
  });
});
