import { useAuthStore, type Profile } from '@portal/shared';
import type { User } from '@supabase/supabase-js';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderInPortal } from '@portal/shared/testing';
import { sendAdminInvitation } from '../api/send-admin-invitation';
import { SendAdminInvitationPage } from './send-admin-invitation-page';

jest.mock('../api/send-admin-invitation', () => {
  const actual = jest.requireActual('../api/send-admin-invitation');
  return { ...actual, sendAdminInvitation: jest.fn() };
});
const sendMock = sendAdminInvitation as jest.MockedFunction<typeof sendAdminInvitation>;

const PATH = '/admin/send-admin-invitation';

function signInAs(role: string | null) {
  useAuthStore.setState({
    user: role ? ({ id: 'u-1', email: 'admin@example.com' } as User) : null,
    profile: role ? ({ id: 'u-1', email: 'admin@example.com', role } as Profile) : null,
    loading: false,
    roleLoaded: true,
  });
}

function fill(values: { email?: string; first?: string; last?: string; message?: string }) {
  if (values.email !== undefined)
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: values.email } });
  if (values.first !== undefined)
    fireEvent.change(screen.getByLabelText('First Name'), { target: { value: values.first } });
  if (values.last !== undefined)
    fireEvent.change(screen.getByLabelText('Last Name'), { target: { value: values.last } });
  if (values.message !== undefined) {
    fireEvent.change(screen.getByLabelText('Message (optional)'), {
      target: { value: values.message },
    });
  }
}

const send = () => fireEvent.click(screen.getByRole('button', { name: /Send Invitation/ }));
const RESULT = {
  success: true,
  emailSent: true,
  emailError: null,
  invitationUrl: 'http://localhost/admin-invitation/t',
};

beforeEach(() => {
  sendMock.mockReset();
  signInAs('admin');
});

describe('send admin invitation', () => {
  it('shows every validation message and sends nothing', async () => {
    renderInPortal(<SendAdminInvitationPage />, { path: PATH });
    fill({ email: 'not-an-email', first: 'A', last: 'B' });
    send();
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('First name must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Last name must be at least 2 characters')).toBeInTheDocument();
    expect(sendMock).not.toHaveBeenCalled();
  });

  it('refuses a user whose profile is not an admin', async () => {
    signInAs('company');
    renderInPortal(<SendAdminInvitationPage />, { path: PATH });
    fill({ email: 'new.admin@example.com', first: 'Ada', last: 'Lovelace' });
    send();
    expect(
      await screen.findByText('You must be an admin to send admin invitations'),
    ).toBeInTheDocument();
    expect(sendMock).not.toHaveBeenCalled();
  });

  it('refuses a signed-out user', async () => {
    signInAs(null);
    renderInPortal(<SendAdminInvitationPage />, { path: PATH });
    fill({ email: 'new.admin@example.com', first: 'Ada', last: 'Lovelace' });
    send();
    expect(
      await screen.findByText('You must be logged in to send invitations'),
    ).toBeInTheDocument();
  });

  it('sends trimmed values, confirms, and returns to the dashboard', async () => {
    sendMock.mockResolvedValue(RESULT);
    renderInPortal(<SendAdminInvitationPage />, { path: PATH });
    fill({
      email: ' New.Admin@Example.com ',
      first: ' Ada ',
      last: 'Lovelace',
      message: 'Welcome aboard',
    });
    send();
    expect(await screen.findByText('Admin invitation sent successfully!')).toBeInTheDocument();
    expect(sendMock).toHaveBeenCalledWith(
      {
        email: 'new.admin@example.com',
        firstName: 'Ada',
        lastName: 'Lovelace',
        message: 'Welcome aboard',
      },
      'admin@example.com',
    );
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/dashboard'),
    );
  });

  it('reports a failed creation with the server reason and stays on the form', async () => {
    sendMock.mockRejectedValue(new Error('duplicate key'));
    renderInPortal(<SendAdminInvitationPage />, { path: PATH });
    fill({ email: 'new.admin@example.com', first: 'Ada', last: 'Lovelace' });
    send();
    expect(
      await screen.findByText('Failed to create admin invitation. Error: duplicate key'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(PATH);
    expect(screen.getByLabelText('Email')).toHaveValue('new.admin@example.com');
  });

  it('gives the link to share by hand when the e-mail could not be sent', async () => {
    sendMock.mockResolvedValue({ ...RESULT, emailSent: false, emailError: 'SMTP down' });
    renderInPortal(<SendAdminInvitationPage />, { path: PATH });
    fill({ email: 'new.admin@example.com', first: 'Ada', last: 'Lovelace' });
    send();
    const notices = await screen.findAllByText(
      'Admin invitation created but email could not be sent. Please share the link manually.',
    );
    expect(notices.length).toBeGreaterThan(0);
    expect(await screen.findByRole('link', { name: RESULT.invitationUrl })).toBeInTheDocument();
  });

  it('Cancel returns to the dashboard', async () => {
    renderInPortal(<SendAdminInvitationPage />, { path: PATH });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/dashboard'),
    );
  });
});
