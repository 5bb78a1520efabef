import type { User } from '@supabase/supabase-js';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getInvitation, type Invitation } from '../../../lib/invitations/get-invitation';
import { renderInPortal } from '@portal/shared/testing';
import { InvitationLandingPage } from './invitation-landing-page';

jest.mock('../../../lib/invitations/get-invitation', () => ({
  ...jest.requireActual('../../../lib/invitations/get-invitation'),
  getInvitation: jest.fn(),
}));

const ADMIN_INVITATION: Invitation = {
  kind: 'admin',
  token: 'tok-admin',
  email: 'grace@example.com',
  expiresAt: '2099-01-01T00:00:00Z',
  companyId: null,
  companyName: null,
  firstName: 'Grace',
  lastName: 'Hopper',
  staffRole: null,
  message: 'Welcome aboard',
  managementTerms: null,
};

describe('InvitationLandingPage', () => {
  it('shows the invalid state with a way home', async () => {
    jest
      .mocked(getInvitation)
      .mockResolvedValue({ ok: false, message: 'Invalid admin data in invitation' });
    renderInPortal(<InvitationLandingPage kind="admin" />, {
      path: '/admin-invitation/bad',
      route: '/admin-invitation/:token',
      auth: {},
    });
    expect(await screen.findByText('Invalid Invitation')).toBeInTheDocument();
    expect(screen.getByText('Invalid admin data in invitation')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Return to Home' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('tells a visitor who invited them and leads to a locked sign-up', async () => {
    jest.mocked(getInvitation).mockResolvedValue({ ok: true, invitation: ADMIN_INVITATION });
    renderInPortal(<InvitationLandingPage kind="admin" />, {
      path: '/admin-invitation/tok-admin',
      route: '/admin-invitation/:token',
      auth: {},
    });
    expect(
      await screen.findByText(
        'Grace Hopper, a platform administrator has invited you to join TalentBridge as an administrator.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Welcome aboard')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/signup?invitation=tok-admin&email=grace%40example.com&role=admin',
    );
  });

  it('does not offer acceptance to a different signed-in account', async () => {
    jest.mocked(getInvitation).mockResolvedValue({ ok: true, invitation: ADMIN_INVITATION });
    renderInPortal(<InvitationLandingPage kind="admin" />, {
      path: '/admin-invitation/tok-admin',
      route: '/admin-invitation/:token',
      auth: {
        user: { id: 'u1', email: 'candidate@example.com' } as User,
      },
    });
    expect(
      await screen.findByText(/but you are signed in as candidate@example.com/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept Invitation' })).not.toBeInTheDocument();
  });
});
