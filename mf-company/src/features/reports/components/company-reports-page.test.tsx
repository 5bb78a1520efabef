import { staffCapabilities } from '@portal/shared';
import { fakeApi, renderInPortal, type ApiRequest } from '@portal/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  useCompanyWorkspace,
  type CompanyWorkspace,
} from '../../../lib/workspace/use-company-workspace';
import type { CompanyReport } from '../api/get-company-report';
import { CompanyReportsPage } from './company-reports-page';

jest.mock('../../../lib/workspace/use-company-workspace');

const RPC = '/rest/v1/rpc/get_company_report';
const JOB = 'f0000000-0000-4000-8000-000000000001';

const REPORT: CompanyReport = {
  funnel: [
    { stage: 'applied', count: 40 },
    { stage: 'reviewing', count: 20 },
    { stage: 'interview', count: 10 },
    { stage: 'offered', count: 4 },
    { stage: 'hired', count: 3 },
  ],
  stage_times: [
    { stage: 'applied', count: 30, median_days: 2.5, p90_days: 7 },
    { stage: 'reviewing', count: 0, median_days: null, p90_days: null },
    { stage: 'interview', count: 0, median_days: null, p90_days: null },
    { stage: 'offered', count: 0, median_days: null, p90_days: null },
  ],
  time_to_hire: { count: 3, median_days: 21, p90_days: 30.5 },
  sources: [
    { source: 'candidate', vendor_id: null, vendor_name: null, applicants: 25, hires: 1 },
    { source: 'company', vendor_id: null, vendor_name: null, applicants: 10, hires: 0 },
    {
      source: 'vendor',
      vendor_id: 'v1',
      vendor_name: 'Staffing Partners',
      applicants: 5,
      hires: 2,
    },
  ],
  vendors: [
    {
      vendor_id: 'v1',
      vendor_name: 'Staffing Partners',
      submissions: 5,
      interviews: 3,
      offers: 2,
      hires: 2,
      median_days: 18,
      p90_days: 20,
    },
  ],
  jobs: [
    {
      job_id: JOB,
      title: 'Senior Frontend Engineer',
      applied: 40,
      reviewing: 20,
      interview: 10,
      offered: 4,
      hired: 3,
    },
  ],
  activity: [
    { user_id: 'u2', name: 'Rita Recruiter', moves: 12, advanced: 9, rejected: 3, hired: 2 },
  ],
};

function workspace(role: string): CompanyWorkspace {
  return {
    loading: false,
    membership: { role, companyId: 'c1' },
    capabilities: staffCapabilities(role),
  } as unknown as CompanyWorkspace;
}

let requests: ApiRequest[];
beforeEach(() => {
  requests = fakeApi(({ path }) => (path === RPC ? { body: REPORT } : undefined));
});
const reportCalls = () =>
  requests.filter((r) => r.path === RPC).map((r) => r.body as Record<string, unknown>);

function show(role: string) {
  jest.mocked(useCompanyWorkspace).mockReturnValue(workspace(role));
  return renderInPortal(<CompanyReportsPage />, {
    routes: { '/company/dashboard': <p>dashboard</p> },
  });
}

describe('company reports page', () => {
  it('shows each report as a chart with its figures in a table, over the last 90 days', async () => {
    show('COMPANY_ADMIN');
    const funnel = await screen.findByRole('region', { name: 'Funnel' });
    expect(
      within(funnel).getByRole('img', { name: /Applied: 40; Under Review: 20/ }),
    ).toBeInTheDocument();
    expect(within(within(funnel).getByRole('table')).getAllByRole('row')[2]).toHaveTextContent(
      'Under Review20502050',
    );

    const times = screen.getByRole('region', { name: 'Time in each stage and to hire' });
    const timeRows = within(within(times).getByRole('table')).getAllByRole('row');
    // Stages nobody has left yet are left out; time to hire is the last row.
    expect(timeRows.map((r) => r.textContent)).toEqual([
      'StageApplicationsMedian days90th percentile days',
      'Applied302.57',
      'Time to hire32130.5',
    ]);
    const sources = screen.getByRole('region', { name: 'Sources of applicants and hires' });
    expect(within(sources).getByRole('table')).toHaveTextContent(
      'Direct251Company-managed100Staffing Partners52',
    );
    expect(screen.getByRole('region', { name: 'Vendor performance' })).toHaveTextContent(
      'Staffing Partners5322',
    );
    expect(screen.getByRole('region', { name: 'Funnel by job' })).toHaveTextContent(
      'Senior Frontend Engineer',
    );
    expect(screen.getByRole('region', { name: 'Recruiter activity' })).toHaveTextContent(
      'Rita Recruiter12932',
    );
    expect(screen.getByText(/every job of your company/)).toBeInTheDocument();

    const [first] = reportCalls();
    const days =
      (Date.parse(first.p_to as string) - Date.parse(first.p_from as string)) / 86_400_000;
    expect(days).toBe(89);
    expect(first.p_job_id).toBeUndefined();
  });

  it('asks again for a new date range and for one job', async () => {
    show('COMPANY_ADMIN');
    await screen.findByRole('region', { name: 'Funnel' });
    await userEvent.clear(screen.getByLabelText('From'));
    await userEvent.type(screen.getByLabelText('From'), '2026-01-01');
    await userEvent.clear(screen.getByLabelText('To'));
    await userEvent.type(screen.getByLabelText('To'), '2026-03-31');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(reportCalls().at(-1)).toEqual({ p_from: '2026-01-01', p_to: '2026-03-31' }),
    );

    await userEvent.click(screen.getByRole('combobox', { name: 'Job' }));
    await userEvent.click(await screen.findByTitle('Senior Frontend Engineer'));
    await waitFor(() =>
      expect(reportCalls().at(-1)).toEqual({
        p_from: '2026-01-01',
        p_to: '2026-03-31',
        p_job_id: JOB,
      }),
    );
  });

  it('tells a recruiter the figures cover their own jobs', async () => {
    show('RECRUITER');
    await screen.findByRole('region', { name: 'Funnel' });
    expect(screen.getByText(/the jobs you work on/)).toBeInTheDocument();
  });

  it('sends a partner recruiter back to the dashboard', async () => {
    show('PARTNER_RECRUITER');
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
    expect(reportCalls()).toHaveLength(0);
  });

  it("shows the server's refusal", async () => {
    requests = fakeApi(({ path }) =>
      path === RPC
        ? {
            status: 403,
            body: {
              code: '42501',
              message: 'Reports are open to company admins, managers and recruiters',
            },
          }
        : undefined,
    );
    show('MANAGER');
    expect(
      await screen.findByText(
        'Failed to load the reports: Reports are open to company admins, managers and recruiters',
      ),
    ).toBeInTheDocument();
  });
});
