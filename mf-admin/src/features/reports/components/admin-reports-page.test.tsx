import { fakeApi, renderInPortal, type ApiRequest } from '@portal/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminReport } from '../api/get-admin-report';
import { AdminReportsPage } from './admin-reports-page';

const RPC = '/rest/v1/rpc/get_admin_report';
const week = (date: string, n: number) => ({
  week: date,
  candidate_signups: 10 * n,
  company_signups: n,
  companies_registered: n,
  companies_approved: n - 1,
  jobs_posted: 3 * n,
  applications: 40 * n,
});
const REPORT: AdminReport = {
  weeks: [week('2026-11-09', 1), week('2026-11-16', 2)],
  tiers: [
    { tier: 'none', companies: 4 },
    { tier: 'pro', companies: 2 },
  ],
};

let requests: ApiRequest[];
beforeEach(() => {
  requests = fakeApi(({ path }) => (path === RPC ? { body: REPORT } : undefined));
});

describe('admin reports page', () => {
  it('shows the weekly figures and the tiers, each as a chart beside its table', async () => {
    renderInPortal(<AdminReportsPage />);
    const signups = await screen.findByRole('region', { name: 'Sign-ups per week' });
    expect(
      within(signups).getByRole('img', { name: /Candidates 20, Company accounts 2/ }),
    ).toBeInTheDocument();
    expect(
      within(within(signups).getByRole('table'))
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['Week startingCandidatesCompany accounts', '2026-11-09101', '2026-11-16202']);
    expect(
      screen.getByRole('region', { name: 'Companies registered and approved per week' }),
    ).toHaveTextContent('2026-11-1621');
    expect(
      screen.getByRole('region', { name: 'Jobs and applications per week' }),
    ).toHaveTextContent('2026-11-16680');
    expect(
      screen.getByRole('region', { name: 'Companies by subscription tier' }),
    ).toHaveTextContent('Pro2');
  });

  it('asks for the range the administrator applies', async () => {
    renderInPortal(<AdminReportsPage />);
    await screen.findByRole('region', { name: 'Sign-ups per week' });
    await userEvent.clear(screen.getByLabelText('From'));
    await userEvent.type(screen.getByLabelText('From'), '2026-01-05');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(requests.filter((r) => r.path === RPC).at(-1)?.body).toMatchObject({
        p_from: '2026-01-05',
      }),
    );
  });
});
