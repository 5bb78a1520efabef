import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInPortal } from '@portal/shared/testing';
import { inviteTalentVendor } from '../api/invite-talent-vendor';
import { InviteTalentVendorDialog } from './invite-talent-vendor-dialog';

jest.mock('../api/invite-talent-vendor', () => ({ inviteTalentVendor: jest.fn() }));

const COMPANY_ID = 'c0000000-0000-4000-8000-000000000001';

function open() {
  const onInvited = jest.fn();
  const onClose = jest.fn();
  renderInPortal(
    <InviteTalentVendorDialog
      open
      companyId={COMPANY_ID}
      onClose={onClose}
      onInvited={onInvited}
    />,
  );
  return { onInvited, onClose };
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
  beforeEach(() => jest.mocked(inviteTalentVendor).mockReset());

  it('requires first name, last name and a valid e-mail before sending', async () => {
    open();
    fill({ Email: 'not-an-address' });
    await userEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(inviteTalentVendor).not.toHaveBeenCalled();
  });

  it('sends the trimmed invitation for the company and confirms it', async () => {
    jest.mocked(inviteTalentVendor).mockResolvedValue(sent);
    const { onInvited, onClose } = open();
    fill({
      'First Name': ' Nina ',
      'Last Name': ' Novak ',
      Email: ' Nina@Novak.example.com ',
      'Message (optional)': 'Help us hire',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    await waitFor(() => expect(inviteTalentVendor).toHaveBeenCalled());
    expect(jest.mocked(inviteTalentVendor).mock.calls[0]).toEqual([
      {
        first_name: 'Nina',
        last_name: 'Novak',
        email: 'nina@novak.example.com',
        message: 'Help us hire',
      },
      COMPANY_ID,
    ]);
    expect(await screen.findByText('Talent vendor invited!')).toBeInTheDocument();
    expect(
      screen.getByText('An invitation was sent to nina@novak.example.com.'),
    ).toBeInTheDocument();
    expect(onInvited).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });

  it('says when an invitation to the same address was sent again', async () => {
    jest.mocked(inviteTalentVendor).mockResolvedValue({ ...sent, resent: true });
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
    jest.mocked(inviteTalentVendor).mockResolvedValue({
      ...sent,
      emailSent: false,
      emailError: 'SMTP unreachable',
      message:
        'Talent vendor invitation created but email could not be sent. Please share the link manually.',
    });
    const { onClose } = open();
    fill({ 'First Name': 'Nina', 'Last Name': 'Novak', Email: 'nina@novak.example.com' });
    await userEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText(sent.invitationUrl)).toBeInTheDocument();
    expect(
      screen.getByText('Share this invitation link with the talent vendor:'),
    ).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('reports a refused invitation with the server reason', async () => {
    jest
      .mocked(inviteTalentVendor)
      .mockRejectedValue(
        new Error('You do not have permission to invite talent vendors for this company'),
      );
    const { onInvited } = open();
    fill({ 'First Name': 'Nina', 'Last Name': 'Novak', Email: 'nina@novak.example.com' });
    await userEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Failed to invite talent vendor.')).toBeInTheDocument();
    expect(
      screen.getByText('You do not have permission to invite talent vendors for this company'),
    ).toBeInTheDocument();
    expect(onInvited).not.toHaveBeenCalled();
  });
});
