import { fakeApi, renderInPortal } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import { UnsubscribePage } from './unsubscribe-page';

const RPC_PATH = '/rest/v1/rpc/turn_off_job_alert';
const TOKEN = `5a000000-0000-4000-8000-000000000001.${'a'.repeat(43)}`;

describe('the job-alert unsubscribe page', () => {
  it("turns the link's alert off once and says which search it was", async () => {
    const requests = fakeApi(({ path }) =>
      path === RPC_PATH ? { body: { name: 'Engineering' } } : undefined,
    );
    renderInPortal(<UnsubscribePage />, {
      path: `/job-alerts/unsubscribe?token=${TOKEN}`,
      route: '/job-alerts/unsubscribe',
      auth: {},
    });
    expect(await screen.findByText('Job alert turned off')).toBeInTheDocument();
    expect(
      screen.getByText(/You will no longer get daily e-mails for your saved search "Engineering"/),
    ).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'POST', body: { p_token: TOKEN } });
    expect(screen.getByTestId('live-announcer')).toHaveTextContent(
      'Job alert turned off for "Engineering".',
    );
  });

  it("shows the server's reason when the search is gone", async () => {
    fakeApi(({ path }) =>
      path === RPC_PATH
        ? { status: 404, body: { code: 'P0002', message: 'This saved search no longer exists' } }
        : undefined,
    );
    renderInPortal(<UnsubscribePage />, {
      path: `/job-alerts/unsubscribe?token=${TOKEN}`,
      route: '/job-alerts/unsubscribe',
      auth: {},
    });
    expect(await screen.findByText('Job alert not changed')).toBeInTheDocument();
    // Shown under the heading and read out through the live region.
    expect(screen.getAllByText('This saved search no longer exists')).toHaveLength(2);
    expect(screen.getByTestId('live-announcer')).toHaveTextContent(
      'This saved search no longer exists',
    );
  });

  it('does not ask the server about a link that is not a token', async () => {
    const requests = fakeApi(() => undefined);
    renderInPortal(<UnsubscribePage />, {
      path: '/job-alerts/unsubscribe?token=nonsense',
      route: '/job-alerts/unsubscribe',
      auth: {},
    });
    expect(await screen.findByText('Job alert not changed')).toBeInTheDocument();
    expect(screen.getAllByText('This unsubscribe link is not valid')).toHaveLength(2);
    expect(requests).toHaveLength(0);
  });
});
