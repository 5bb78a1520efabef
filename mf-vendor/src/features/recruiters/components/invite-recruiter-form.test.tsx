import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderInPortal } from '../../../testing/render';
import { inviteVendorRecruiter } from '../api/invite-vendor-recruiter';
import { InviteRecruiterForm } from './invite-recruiter-form';

jest.mock('../api/invite-vendor-recruiter', () => ({ inviteVendorRecruiter: jest.fn() }));
const invite = jest.mocked(inviteVendorRecruiter);

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('InviteRecruiterForm', () => {
  beforeEach(() => invite.mockReset());

  it('asks for every field before sending anything', async () => {
    renderInPortal(<InviteRecruiterForm vendorId="v1" onInvited={jest.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findAllByText('Please fill in all fields')).toHaveLength(3);
    expect(invite).not.toHaveBeenCalled();
  });

  it('invites the recruiter to the vendor, confirms and clears the form', async () => {
    invite.mockResolvedValue({ message: 'Invitation sent to ann@example.com', emailError: null });
    const onInvited = jest.fn();
    renderInPortal(<InviteRecruiterForm vendorId="v1" onInvited={onInvited} />);
    fill('First Name', ' Ann ');
    fill('Last Name', 'Lee');
    fill('Email', 'Ann@Example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    await waitFor(() =>
      expect(invite).toHaveBeenCalledWith({
        vendorId: 'v1',
        firstName: 'Ann',
        lastName: 'Lee',
        email: 'ann@example.com',
      }),
    );
    expect(await screen.findByText('Recruiter invited!')).toBeInTheDocument();
    expect(onInvited).toHaveBeenCalled();
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue(''));
  });

  it('shows why an invitation failed', async () => {
    invite.mockRejectedValue(new Error('A user with this email already exists'));
    renderInPortal(<InviteRecruiterForm vendorId="v1" onInvited={jest.fn()} />);
    fill('First Name', 'Ann');
    fill('Last Name', 'Lee');
    fill('Email', 'ann@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Failed to send invitation')).toBeInTheDocument();
    expect(screen.getByText('A user with this email already exists')).toBeInTheDocument();
  });
});
