import { useAuthStore, type Profile } from '@portal/shared';
import type { User } from '@supabase/supabase-js';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderInPortal } from '@portal/shared/testing';
import { sendCompanyInvitation } from '../api/send-company-invitation';
import { SendCompanyInvitationPage } from './send-company-invitation-page';

jest.mock('../api/send-company-invitation', () => {
  const actual = jest.requireActual('../api/send-company-invitation');
  return { ...actual, sendCompanyInvitation: jest.fn() };
});
const sendMock = sendCompanyInvitation as jest.MockedFunction<typeof sendCompanyInvitation>;

const PATH = '/admin/send-company-invitation';

function signInAs(role: string) {
  useAuthStore.setState({
    user: { id: 'u-1', email: 'admin@example.com' } as User,
    profile: { id: 'u-1', email: 'admin@example.com', role } as Profile,
    loading: false,
    roleLoaded: true,
  });
}

function fill(email: string, companyName: string) {
  fireEvent.change(screen.getByLabelText('Contact Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Company Name'), { target: { value: companyName } });
}

const send = () => fireEvent.click(screen.getByRole('button', { name: /Send Invitation/ }));

beforeEach(() => {
  sendMock.mockReset();
  signInAs('admin');
});

describe('send company invitation', () => {
  it('shows the validation messages and sends nothing', async () => {
    renderInPortal(<SendCompanyInvitationPage />, { path: PATH });
    fill('ceo@', 'G');
    send();
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Company name must be at least 2 characters')).toBeInTheDocument();
    expect(sendMock).not.toHaveBeenCalled();
  });

  it('refuses a non-admin profile', async () => {
    signInAs('candidate');
    renderInPortal(<SendCompanyInvitationPage />, { path: PATH });
    fill('ceo@globex.example', 'Globex');
    send();
    expect(
      await screen.findByText('You must be an admin to send company invitations'),
    ).toBeInTheDocument();
    expect(sendMock).not.toHaveBeenCalled();
  });

  it('confirms, resets and returns to the dashboard', async () => {
    sendMock.mockResolvedValue({
      success: true,
      emailSent: true,
      emailError: null,
      invitationUrl: 'http://x/company-invitation/t',
    });
    renderInPortal(<SendCompanyInvitationPage />, { path: PATH });
    fill('ceo@globex.example', 'Globex');
    send();
    expect(await screen.findByText('Company invitation sent successfully!')).toBeInTheDocument();
    expect(sendMock).toHaveBeenCalledWith(
      { email: 'ceo@globex.example', companyName: 'Globex', message: '' },
      'admin@example.com',
    );
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/dashboard'),
    );
  });

  it('reports a failed creation in the specified words', async () => {
    sendMock.mockRejectedValue(new Error('boom'));
    renderInPortal(<SendCompanyInvitationPage />, { path: PATH });
    fill('ceo@globex.example', 'Globex');
    send();
    expect(
      await screen.findByText('Failed to create company invitation: boom'),
    ).toBeInTheDocument();
  });
});
