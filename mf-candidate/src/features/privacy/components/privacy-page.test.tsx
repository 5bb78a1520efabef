import { fakeApi, renderInPortal, type ApiRequest } from '@portal/shared/testing';
import type { User } from '@supabase/supabase-js';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PrivacyPage } from './privacy-page';

const auth = { user: { id: '11111111-1111-4111-8111-111111111111', email: 'jordan@example.com' } as User };
const RPC = '/rest/v1/rpc/my_document_access';

describe('privacy page', () => {
  let requests: ApiRequest[];

  it('lists who at which company opened which document and when', async () => {
    requests = fakeApi(({ path }) =>
      path === RPC
        ? {
            body: [
              { id: 7, occurred_at: '2026-11-24T15:30:00Z', viewer_name: 'Rita Recruiter', company_name: 'Acme Corp', document: 'Resume' },
              { id: 3, occurred_at: '2026-11-20T09:00:00Z', viewer_name: 'Olivia Owner', company_name: 'Acme Corp', document: 'Cover Letter' },
            ],
          }
        : undefined,
    );
    renderInPortal(<PrivacyPage />, { auth });
    const table = await screen.findByRole('table');
    const [, newest, older] = within(table).getAllByRole('row');
    expect(newest).toHaveTextContent('Rita Recruiter');
    expect(newest).toHaveTextContent('Acme Corp');
    expect(newest).toHaveTextContent('Resume');
    expect(newest).toHaveTextContent('Nov 24, 2026');
    expect(older).toHaveTextContent('Olivia Owner');
    expect(older).toHaveTextContent('Cover Letter');
    expect(requests.filter((r) => r.path === RPC)).toHaveLength(1);
  });

  it('says so when no company has opened the documents', async () => {
    fakeApi(({ path }) => (path === RPC ? { body: [] } : undefined));
    renderInPortal(<PrivacyPage />, { auth });
    expect(await screen.findByText('No company has opened your documents yet')).toBeInTheDocument();
  });

  it("shows the server's refusal with a retry", async () => {
    fakeApi(({ path }) =>
      path === RPC ? { status: 500, body: { message: 'database unavailable' } } : undefined,
    );
    renderInPortal(<PrivacyPage />, { auth });
    expect(await screen.findByText('Could not load who viewed your documents')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('erasing the account', () => {
  it('asks for ERASE before it calls the erasure function', async () => {
    const requests = fakeApi(({ path }) => {
      if (path === RPC) return { body: [] };
      if (path === '/functions/v1/erase-candidate-account') return { body: { erased: true } };
      return undefined;
    });
    renderInPortal(<PrivacyPage />, { auth });
    await userEvent.click(await screen.findByRole('button', { name: 'Erase My Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase your account?' });
    const confirm = within(dialog).getByRole('button', { name: 'Erase Account' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Type ERASE to confirm'), 'ERASE');
    await userEvent.click(confirm);
    await waitFor(() =>
      expect(requests.find((r) => r.path === '/functions/v1/erase-candidate-account')?.body).toEqual({
        confirmation: 'ERASE',
      }),
    );
  });
});
