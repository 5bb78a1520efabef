import { fakeApi, renderInPortal } from '@portal/shared/testing';
import { screen, within } from '@testing-library/react';
import type { VendorReport } from '../api/get-vendor-report';
import { VendorReportsPage } from './vendor-reports-page';

const RPC = '/rest/v1/rpc/get_vendor_report';
const REPORT: VendorReport = {
  funnel: [
    { stage: 'applied', count: 8 },
    { stage: 'reviewing', count: 4 },
    { stage: 'interview', count: 2 },
    { stage: 'offered', count: 1 },
    { stage: 'hired', count: 1 },
  ],
  release_to_submission: { count: 6, median_days: 2.5, p90_days: 9 },
  jobs: [
    {
      job_id: 'j1',
      title: 'Senior Frontend Engineer',
      company_name: 'Acme Corp',
      released_at: '2026-11-01T09:00:00Z',
      submissions: 6,
      hires: 1,
      median_days: 2.5,
      p90_days: 9,
    },
  ],
};

describe('vendor reports page', () => {
  it('shows the submissions funnel and the days from release to submission', async () => {
    fakeApi(({ path }) => (path === RPC ? { body: REPORT } : undefined));
    renderInPortal(<VendorReportsPage />);
    const funnel = await screen.findByRole('region', { name: 'Submissions funnel' });
    expect(
      within(funnel).getByRole('img', { name: /Applied: 8; Under Review: 4/ }),
    ).toBeInTheDocument();
    const release = screen.getByRole('region', { name: 'Time from release to submission' });
    expect(release).toHaveTextContent(
      'Across 6 submissions: median 2.5 days, 90th percentile 9 days',
    );
    expect(within(within(release).getByRole('table')).getAllByRole('row')[1].textContent).toBe(
      'Senior Frontend EngineerAcme Corp2026-11-01612.59',
    );
  });

  it('shows the refusal of someone who is not vendor staff', async () => {
    fakeApi(({ path }) =>
      path === RPC
        ? {
            status: 403,
            body: { code: '42501', message: 'Only talent-vendor staff can view this report' },
          }
        : undefined,
    );
    renderInPortal(<VendorReportsPage />);
    expect(
      await screen.findByText(
        'Failed to load the reports: Only talent-vendor staff can view this report',
      ),
    ).toBeInTheDocument();
  });
});
