import { fakeApi, renderInPortal } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmRepresentationPage } from './confirm-representation-page';

const GET = '/rest/v1/rpc/get_representation_request';
const RESPOND = '/rest/v1/rpc/respond_to_representation_request';
const TOKEN = `5a000000-0000-4000-8000-000000000001.${'a'.repeat(43)}`;
const REQUEST = {
  status: 'pending',
  first_name: 'Casey',
  job_title: 'Senior Frontend Engineer',
  company_name: 'Acme Corp',
  vendor_name: 'Staffing Partners',
  recruiter_name: 'Riley Vendorson',
  expires_at: '2026-12-02T10:00:00Z',
};

function renderPage(token = TOKEN) {
  renderInPortal(<ConfirmRepresentationPage />, {
    path: `/confirm-representation?token=${token}`,
    route: '/confirm-representation',
    auth: {},
  });
}

describe('the representation confirmation page', () => {
  it('names who asks for which job and confirms once the candidate agrees', async () => {
    const requests = fakeApi(({ path }) => {
      if (path === GET) return { body: REQUEST };
      if (path === RESPOND) return { body: { ...REQUEST, status: 'confirmed' } };
      return undefined;
    });
    renderPage();
    expect(
      await screen.findByText(
        /Staffing Partners \(Riley Vendorson\) would like to put you forward for/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Senior Frontend Engineer')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText(
        "Acme Corp can now see Staffing Partners's submission for Senior Frontend Engineer.",
      ),
    ).toBeInTheDocument();
    expect(requests.find((r) => r.path === RESPOND)?.body).toEqual({
      p_token: TOKEN,
      p_confirm: true,
    });
    expect(screen.getByTestId('live-announcer')).toHaveTextContent('Representation confirmed');
  });

  it('declines', async () => {
    const requests = fakeApi(({ path }) => {
      if (path === GET) return { body: REQUEST };
      if (path === RESPOND) return { body: { ...REQUEST, status: 'declined' } };
      return undefined;
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(
      await screen.findByText(
        "Acme Corp will not receive Staffing Partners's submission for Senior Frontend Engineer.",
      ),
    ).toBeInTheDocument();
    expect(requests.find((r) => r.path === RESPOND)?.body).toEqual({
      p_token: TOKEN,
      p_confirm: false,
    });
  });

  it("shows the server's reason for a used link", async () => {
    fakeApi(({ path }) =>
      path === GET
        ? {
            status: 409,
            body: { code: 'PT409', message: 'This confirmation link has already been used' },
          }
        : undefined,
    );
    renderPage();
    expect(
      await screen.findByText('This confirmation link has already been used'),
    ).toBeInTheDocument();
    expect(screen.getByText('Link not usable')).toBeInTheDocument();
  });

  it('does not ask the server about a link that is not a token', async () => {
    const requests = fakeApi(() => undefined);
    renderPage('nonsense');
    expect(await screen.findByText('This confirmation link is not valid')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });
});
