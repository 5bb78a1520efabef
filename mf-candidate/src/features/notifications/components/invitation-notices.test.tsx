import { fakeApi, renderInPortal, type ApiAnswer, type ApiRequest } from '@portal/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CompanyInvitationNotification } from '../types';
import { InvitationNotices } from './invitation-notices';

const USER = '11111111-1111-4111-8111-111111111111';
const COMPANY = '33333333-3333-4333-8333-333333333333';
const notice: CompanyInvitationNotification = {
  id: '22222222-2222-4222-8222-222222222222',
  user_id: USER,
  type: 'company_invitation',
  title: 'Company Invitation',
  message: 'Acme Corp would like to manage your profile.',
  is_read: false,
  created_at: '2026-11-20T10:00:00Z',
  data: { company_id: COMPANY, company_name: 'Acme Corp' },
};

const CANDIDATES = '/rest/v1/candidates';
const MARK_READ = '/rest/v1/rpc/mark_notification_read';
const NOTIFICATIONS = '/rest/v1/notifications';

function answer(answers: Record<string, ApiAnswer>): ApiRequest[] {
  return fakeApi(({ method, path }) => answers[`${method} ${path}`]);
}

function renderNotices() {
  const { queryClient } = renderInPortal(
    <InvitationNotices userId={USER} notifications={[notice]} />,
  );
  return jest.spyOn(queryClient, 'invalidateQueries');
}

describe('company invitation notices', () => {
  it('accepting sets the managing company, then marks the notice read and reloads notices and profile', async () => {
    const requests = answer({
      [`PATCH ${CANDIDATES}`]: { body: [{ id: 'candidate-1' }] },
      [`POST ${MARK_READ}`]: { body: null },
    });
    const invalidate = renderNotices();

    expect(screen.getByText('Acme Corp')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accept Invitation' }));

    expect(await screen.findByText('Invitation Accepted')).toBeInTheDocument();
    expect(screen.getByText('You are now associated with the company.')).toBeInTheDocument();
    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      `PATCH ${CANDIDATES}`,
      `POST ${MARK_READ}`,
    ]);
    expect(requests[0].params.get('user_id')).toBe(`eq.${USER}`);
    expect(requests[0].body).toEqual({ managing_company_id: COMPANY, is_managed_by_company: true });
    expect(requests[1].body).toEqual({ notification_id: notice.id });
    expect(invalidate).toHaveBeenCalledWith({
      queryKey: ['candidate-notifications', 'company-invitations', USER],
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['candidate-profile', 'own', USER] });
  });

  it('a failed accept keeps the notice and says so', async () => {
    const requests = answer({
      [`PATCH ${CANDIDATES}`]: {
        status: 403,
        body: { code: '42501', message: 'permission denied for table candidates' },
      },
    });
    const invalidate = renderNotices();
    await userEvent.click(screen.getByRole('button', { name: 'Accept Invitation' }));
    expect(
      await screen.findByText('Failed to accept invitation. Please try again.'),
    ).toBeInTheDocument();
    expect(requests.filter((request) => request.path === MARK_READ)).toEqual([]);
    expect(invalidate).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Accept Invitation' })).toBeEnabled();
  });

  it('declining only dismisses the notice', async () => {
    const requests = answer({ [`DELETE ${NOTIFICATIONS}`]: { body: null } });
    const invalidate = renderNotices();
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await waitFor(() =>
      expect(invalidate).toHaveBeenCalledWith({
        queryKey: ['candidate-notifications', 'company-invitations', USER],
      }),
    );
    expect(requests).toHaveLength(1);
    expect(requests[0].method).toBe('DELETE');
    expect(requests[0].params.get('id')).toBe(`eq.${notice.id}`);
    expect(requests[0].params.get('user_id')).toBe(`eq.${USER}`);
  });
});
