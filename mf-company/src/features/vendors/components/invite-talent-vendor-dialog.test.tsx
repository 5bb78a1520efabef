import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderInPortal, type ApiAnswer } from '@portal/shared/testing';
import { InviteTalentVendorDialog } from './invite-talent-vendor-dialog';

const COMPANY_ID = 'c0000000-0000-4000-8000-000000000001';
const FUNCTION_PATH = '/functions/v1/send-talent-vendor-invitation';
const INVITES_KEY = ['company-vendors', 'invites', COMPANY_ID];

function answerInvitation(answer: ApiAnswer) {
  return fakeApi(({ path }) => (path === FUNCTION_PATH ? answer : undefined));
}

function open() {
  const onClose = jest.fn();
  const { queryClient } = renderInPortal(
    <InviteTalentVendorDialog open companyId={COMPANY_ID} onClose={onClose} />,
  );
  const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
  return { invalidate, onClose };
}

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
}

const sent = {
  success: true,
  message: 'Talent vendor invitation sent successfully!',
  emailSent: true,
  emailError: null,
  invitationUrl: 'http://localhost:3000/signup?vendor_invitation=abcdefghijklmnopqrstuvwx',
  expiresAt: '2026-11-29T00:00:00.000Z',
  resent: false,
};

describe('InviteTalentVendorDialog', () => {
  it('requires first name, last name and a valid e-mail before sending', async () => {
    const requests = answerInvitation({ body: sent });
    open();
    fill({ Email: 'not-an-address' });
    await userEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('sends the trimmed invitation for the company and confirms it', async () => {
    const requests = answerInvitation({ body: sent });
    const { invalidate, onClose } = open();
    fill({
      'First Name': ' Nina ',
      'Last Name': ' Novak ',
      Email: ' Nina@Novak.example.com ',
      'Message (optional)': 'Help us hire',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0].body).toEqual({
      first_name: 'Nina',
      last_name: 'Novak',
      email: 'nina@novak.example.com',
      message: 'Help us hire',
      company_id: COMPANY_ID,
    });
    expect(await screen.findByText('Talent vendor invited!')).toBeInTheDocument();
    expect(
      screen.getByText('An invitation was sent to nina@novak.example.com.'),
    ).toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: INVITES_KEY });
    expect(onClose).toHaveBeenCalled();
  });

  it('says when an invitation to the same address was sent again', async () => {
    answerInvitation({ body: { ...sent, resent: true } });
    open();
    fill({ 'First Name': 'Nina', 'Last Name': 'Novak', Email: 'nina@novak.example.com' });
    await userEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(
      await screen.findByText(
        'The invitation to nina@novak.example.com was sent again with a new link.',
      ),
    ).toBeInTheDocument();
  });

  it('offers the link to share when the e-mail could not be sent', async () => {
    answerInvitation({
      body: {
        ...sent,
        emailSent: false,
        emailError: 'SMTP unreachable',
        message:
          'Talent vendor invitation created but email could not be sent. Please share the link manually.',
      },
    });
    const { invalidate, onClose } = open();
    fill({ 'First Name': 'Nina', 'Last Name': 'Novak', Email: 'nina@novak.example.com' });
    await userEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText(sent.invitationUrl)).toBeInTheDocument();
    expect(
      screen.getByText('Share this invitation link with the talent vendor:'),
    ).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    // The invitation exists, so the list shows it even without the e-mail.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: INVITES_KEY });
  });

  it('reports a refused invitation with the server reason', async () => {
    answerInvitation({
      status: 403,
      body: { error: 'You do not have permission to invite talent vendors for this company' },
    });
    const { invalidate } = open();
    fill({ 'First Name': 'Nina', 'Last Name': 'Novak', Email: 'nina@novak.example.com' });
    await userEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Failed to invite talent vendor.')).toBeInTheDocument();
    expect(
      screen.getByText('You do not have permission to invite talent vendors for this company'),
    ).toBeInTheDocument();
    expect(invalidate).not.toHaveBeenCalled();
  });
});
