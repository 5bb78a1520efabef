import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../../../testing/render';
import { inviteEmployee } from '../api/invite-employee';
import { InviteEmployeeDialog } from './invite-employee-dialog';

jest.mock('../api/invite-employee', () => ({ inviteEmployee: jest.fn() }));

function open() {
  const onInvited = jest.fn();
  renderScreen(
    <InviteEmployeeDialog
      open
      companyId="c1"
      adminEmail="owner@example.com"
      onClose={jest.fn()}
      onInvited={onInvited}
    />,
  );
  return onInvited;
}

describe('InviteEmployeeDialog', () => {
  beforeEach(() => jest.mocked(inviteEmployee).mockReset());

  it('offers the three invitable roles with their descriptions', () => {
    open();
    expect(
      screen.getByText('Can manage employees, assign jobs and oversee recruitment'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Can post jobs, review applications and manage candidates'),
    ).toBeInTheDocument();
    expect(screen.getByText('External recruiter with limited access')).toBeInTheDocument();
    expect(screen.queryByText(/Company Admin/)).not.toBeInTheDocument();
  });

  it('requires every field before sending', async () => {
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(inviteEmployee).not.toHaveBeenCalled();
  });

  it('sends trimmed values and confirms with the role name', async () => {
    jest
      .mocked(inviteEmployee)
      .mockResolvedValue({ success: true, message: 'ok', emailSent: true });
    const onInvited = open();
    fireEvent.change(screen.getByLabelText('Email'), {
      target: { value: ' New.Person@Acme.com ' },
    });
    fireEvent.change(screen.getByLabelText('First Name'), { target: { value: ' Nia ' } });
    fireEvent.change(screen.getByLabelText('Last Name'), { target: { value: ' Park ' } });
    await userEvent.click(screen.getByText('Partner Recruiter'));
    await userEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    await waitFor(() => expect(inviteEmployee).toHaveBeenCalled());
    expect(jest.mocked(inviteEmployee).mock.calls[0]).toEqual([
      {
        email: 'new.person@acme.com',
        firstName: 'Nia',
        lastName: 'Park',
        role: 'partner_recruiter',
      },
      'c1',
      'owner@example.com',
    ]);
    expect(
      await screen.findByText('Partner Recruiter invitation sent successfully!'),
    ).toBeInTheDocument();
    expect(onInvited).toHaveBeenCalled();
  });

  it('reports a failed invitation', async () => {
    jest
      .mocked(inviteEmployee)
      .mockRejectedValue(new Error('A user with this email already belongs to a company'));
    open();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'x@acme.com' } });
    fireEvent.change(screen.getByLabelText('First Name'), { target: { value: 'X' } });
    fireEvent.change(screen.getByLabelText('Last Name'), { target: { value: 'Y' } });
    await userEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Failed to send invitation')).toBeInTheDocument();
  });
});
