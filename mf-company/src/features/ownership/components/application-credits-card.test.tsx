import { screen } from '@testing-library/react';
import { fakeApi, renderInPortal } from '@portal/shared/testing';
import { ApplicationCreditsCard } from './application-credits-card';

const OWNED = '11111111-1111-4111-8111-111111111111';
const DIRECT = '22222222-2222-4222-8222-222222222222';

function answer() {
  return fakeApi(({ path, body }) => {
    if (path !== '/rest/v1/rpc/get_application_credits') return undefined;
    const ids = (body as { p_application_ids: string[] }).p_application_ids;
    const credits = [
      {
        application_id: OWNED,
        kind: 'vendor',
        credited_to: 'Staffing Partners · Riley Vendorson',
        since: '2026-11-03T10:00:00Z',
      },
      { application_id: DIRECT, kind: 'direct', credited_to: 'Direct', since: null },
    ];
    return { body: credits.filter((c) => ids.includes(c.application_id)) };
  });
}

describe('ApplicationCreditsCard', () => {
  it('names the vendor and recruiter an application is credited to and since when', async () => {
    answer();
    renderInPortal(<ApplicationCreditsCard applications={[{ id: OWNED }]} />);
    expect(
      await screen.findByText(
        'Staffing Partners · Riley Vendorson (owns this candidate here since Nov 03, 2026)',
      ),
    ).toBeInTheDocument();
  });

  it('lists each of a candidate’s applications with its job', async () => {
    const requests = answer();
    renderInPortal(
      <ApplicationCreditsCard
        applications={[
          { id: OWNED, title: 'Senior Frontend Engineer' },
          { id: DIRECT, title: 'DevOps Engineer' },
        ]}
      />,
    );
    expect(await screen.findByText('DevOps Engineer: Direct')).toBeInTheDocument();
    expect(
      screen.getByText(/^Senior Frontend Engineer: Staffing Partners · Riley Vendorson/),
    ).toBeInTheDocument();
    expect(requests.filter((r) => r.path === '/rest/v1/rpc/get_application_credits')).toHaveLength(
      1,
    );
  });

  it('asks nothing for a candidate without applications', () => {
    const requests = answer();
    renderInPortal(<ApplicationCreditsCard applications={[]} />);
    expect(screen.queryByText('Credited To')).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });
});
