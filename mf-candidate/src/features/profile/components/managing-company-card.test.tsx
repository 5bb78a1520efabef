import { fakeApi, renderInPortal, type ApiRequest } from '@portal/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ManagingCompanyCard } from './managing-company-card';

const USER = '11111111-1111-4111-8111-111111111111';
const COMPANY = { id: '33333333-3333-4333-8333-333333333333', name: 'Acme Corp' };
const GET = '/rest/v1/rpc/get_managing_company';
const LEAVE = '/rest/v1/rpc/leave_managing_company';

function serve(managedBy: (typeof COMPANY)[], leave: { status?: number; body: unknown }) {
  return fakeApi(({ path }) => {
    if (path === GET) return { body: managedBy };
    if (path === LEAVE) return leave;
    return undefined;
  });
}

describe('managing company card', () => {
  it('names the managing company and leaves it after confirmation', async () => {
    let managedBy = [COMPANY];
    const requests: ApiRequest[] = fakeApi(({ path }) => {
      if (path === GET) return { body: managedBy };
      if (path === LEAVE) {
        managedBy = [];
        return { body: { company_id: COMPANY.id } };
      }
      return undefined;
    });
    renderInPortal(<ManagingCompanyCard userId={USER} />);

    expect(await screen.findByText('Acme Corp')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Leave Company' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Leave Acme Corp?');
    // Nothing is sent until the candidate confirms.
    expect(requests.some((r) => r.path === LEAVE)).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave Company' }));

    expect(
      await screen.findByText('You have left Acme Corp.', { selector: 'div' }),
    ).toBeInTheDocument();
    expect(requests.filter((r) => r.path === LEAVE)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Managing Company')).not.toBeInTheDocument());
  });

  it('shows nothing while no company manages the candidate', async () => {
    const requests = serve([], { body: null });
    renderInPortal(<ManagingCompanyCard userId={USER} />);
    await waitFor(() => expect(requests.some((r) => r.path === GET)).toBe(true));
    expect(screen.queryByText('Managing Company')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Leave Company' })).not.toBeInTheDocument();
  });

  it('keeps the card and says why when the server refuses', async () => {
    serve([COMPANY], {
      status: 400,
      body: { code: '22023', message: 'No company manages your profile' },
    });
    renderInPortal(<ManagingCompanyCard userId={USER} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Leave Company' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave Company' }));
    expect(
      await screen.findByText('Failed to leave the company', { selector: 'div' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Managing Company')).toBeInTheDocument();
  });
});
