import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInPortal } from '@portal/shared/testing';
import { acceptCompanyInvitation } from '../api/accept-company-invitation';
import { dismissNotification } from '../api/dismiss-notification';
import { markNotificationRead } from '../api/mark-notification-read';
import type { CompanyInvitationNotification } from '../types';
import { InvitationNotices } from './invitation-notices';

jest.mock('../api/accept-company-invitation');
jest.mock('../api/dismiss-notification');
jest.mock('../api/mark-notification-read');

const USER = '11111111-1111-4111-8111-111111111111';
const notice: CompanyInvitationNotification = {
  id: '22222222-2222-4222-8222-222222222222',
  user_id: USER,
  type: 'company_invitation',
  title: 'Company Invitation',
  message: 'Acme Corp would like to manage your profile.',
  is_read: false,
  created_at: '2026-11-20T10:00:00Z',
  data: { company_id: '33333333-3333-4333-8333-333333333333', company_name: 'Acme Corp' },
};

describe('company invitation notices', () => {
  beforeEach(() => jest.resetAllMocks());

  it('accepting sets the managing company, then marks the notice read and confirms', async () => {
    const order: string[] = [];
    jest.mocked(acceptCompanyInvitation).mockImplementation(async () => void order.push('accept'));
    jest.mocked(markNotificationRead).mockImplementation(async () => void order.push('read'));
    const onHandled = jest.fn();
    renderInPortal(
      <InvitationNotices userId={USER} notifications={[notice]} onHandled={onHandled} />,
    );

    expect(screen.getByText('Acme Corp')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accept Invitation' }));

    expect(await screen.findByText('Invitation Accepted')).toBeInTheDocument();
    expect(screen.getByText('You are now associated with the company.')).toBeInTheDocument();
    expect(order).toEqual(['accept', 'read']);
    expect(acceptCompanyInvitation).toHaveBeenCalledWith({
      userId: USER,
      companyId: notice.data!.company_id,
    });
    expect(onHandled).toHaveBeenCalledWith(notice.id, true);
  });

  it('a failed accept keeps the notice and says so', async () => {
    jest.mocked(acceptCompanyInvitation).mockRejectedValue(new Error('denied'));
    const onHandled = jest.fn();
    renderInPortal(
      <InvitationNotices userId={USER} notifications={[notice]} onHandled={onHandled} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Accept Invitation' }));
    expect(
      await screen.findByText('Failed to accept invitation. Please try again.'),
    ).toBeInTheDocument();
    expect(markNotificationRead).not.toHaveBeenCalled();
    expect(onHandled).not.toHaveBeenCalled();
  });

  it('declining only dismisses the notice', async () => {
    jest.mocked(dismissNotification).mockResolvedValue();
    const onHandled = jest.fn();
    renderInPortal(
      <InvitationNotices userId={USER} notifications={[notice]} onHandled={onHandled} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(onHandled).toHaveBeenCalledWith(notice.id, false));
    expect(dismissNotification).toHaveBeenCalledWith({ notificationId: notice.id, userId: USER });
    expect(acceptCompanyInvitation).not.toHaveBeenCalled();
  });
});
