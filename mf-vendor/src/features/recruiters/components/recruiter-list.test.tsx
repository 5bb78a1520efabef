import { fakeApi, renderInPortal } from '@portal/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VendorRecruiter } from '../../../lib/recruiters/get-vendor-recruiters';
import { RecruiterList } from './recruiter-list';

const VENDOR_ID = 'b0000000-0000-4000-8000-000000000001';
const PENDING_USER = 'a0000000-0000-4000-8000-0000000000f1';
const FUNCTION_PATH = '/functions/v1/manage-vendor-recruiter-invitation';

const recruiter = (over: Partial<VendorRecruiter>): VendorRecruiter => ({
  id: 'm1',
  user_id: 'a0000000-0000-4000-8000-000000000009',
  first_name: 'Riley',
  last_name: 'Vendorson',
  email: 'riley@vendor.example.com',
  created_at: '2026-11-01T09:00:00Z',
  joined_at: '2026-11-01T10:00:00Z',
  ...over,
});
const team = [
  recruiter({}),
  recruiter({
    id: 'm2',
    user_id: PENDING_USER,
    first_name: 'Pat',
    last_name: 'Pending',
    email: 'pat@vendor.example.com',
    joined_at: null,
  }),
];

function renderList() {
  return renderInPortal(
    <RecruiterList
      vendorId={VENDOR_ID}
      recruiters={team}
      loading={false}
      error={null}
      onRetry={() => {}}
    />,
  );
}
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('RecruiterList', () => {
  it('tells joined recruiters from invited ones, and offers actions only for the invited', () => {
    fakeApi(() => undefined);
    renderList();
    expect(within(rowOf('Riley Vendorson')).getByText('Joined')).toBeInTheDocument();
    expect(within(rowOf('Riley Vendorson')).queryByRole('button')).toBeNull();
    expect(within(rowOf('Pat Pending')).getByText('Invited')).toBeInTheDocument();
    expect(
      within(rowOf('Pat Pending')).getByRole('button', {
        name: 'Resend invitation to pat@vendor.example.com',
      }),
    ).toBeInTheDocument();
  });

  it('resends a new link and says so', async () => {
    const requests = fakeApi(({ path }) =>
      path === FUNCTION_PATH
        ? {
            body: {
              success: true,
              message: 'The invitation to pat@vendor.example.com was sent again with a new link.',
            },
          }
        : undefined,
    );
    renderList();
    await userEvent.click(
      screen.getByRole('button', { name: 'Resend invitation to pat@vendor.example.com' }),
    );
    expect(
      await screen.findAllByText(
        'The invitation to pat@vendor.example.com was sent again with a new link.',
      ),
    ).not.toHaveLength(0);
    expect(requests.find((r) => r.path === FUNCTION_PATH)?.body).toEqual({
      action: 'resend',
      vendor_id: VENDOR_ID,
      user_id: PENDING_USER,
    });
  });

  it('revokes only after the confirmation, and reports a refusal', async () => {
    const requests = fakeApi(({ path }) =>
      path === FUNCTION_PATH
        ? { status: 409, body: { error: 'This recruiter has already joined' } }
        : undefined,
    );
    renderList();
    await userEvent.click(
      screen.getByRole('button', { name: 'Revoke invitation to pat@vendor.example.com' }),
    );
    expect(requests.filter((r) => r.path === FUNCTION_PATH)).toHaveLength(0);
    const dialog = await screen.findByRole('dialog', {
      name: 'Revoke the invitation to pat@vendor.example.com?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() =>
      expect(requests.find((r) => r.path === FUNCTION_PATH)?.body).toEqual({
        action: 'revoke',
        vendor_id: VENDOR_ID,
        user_id: PENDING_USER,
      }),
    );
    expect(await screen.findAllByText('This recruiter has already joined')).not.toHaveLength(0);
  });
});
