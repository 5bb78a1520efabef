import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInPortal } from '@portal/shared/testing';
import { updateStaffProfile } from '../api/staff-profile';
import { UserProfileForm } from './user-profile-page';

jest.mock('../api/staff-profile', () => ({
  updateStaffProfile: jest.fn(),
  getStaffProfile: jest.fn(),
}));

const profile = {
  first_name: 'Rita',
  last_name: 'Recruiter',
  email: 'recruiter@example.com',
  phone: null,
};

describe('UserProfileForm', () => {
  beforeEach(() => jest.mocked(updateStaffProfile).mockReset());

  it('requires first and last name after trimming', async () => {
    renderInPortal(<UserProfileForm userId="u1" profile={profile} fallbackEmail="" />);
    fireEvent.change(screen.getByLabelText('First Name'), { target: { value: '   ' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('First name and last name are required')).toBeInTheDocument();
    expect(updateStaffProfile).not.toHaveBeenCalled();
  });

  it('saves trimmed values', async () => {
    jest.mocked(updateStaffProfile).mockResolvedValue();
    renderInPortal(<UserProfileForm userId="u1" profile={profile} fallbackEmail="" />);
    fireEvent.change(screen.getByLabelText('First Name'), { target: { value: '  Robin ' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: ' 555 ' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(updateStaffProfile).toHaveBeenCalled());
    expect(jest.mocked(updateStaffProfile).mock.calls[0]).toEqual([
      'u1',
      { first_name: 'Robin', last_name: 'Recruiter', email: 'recruiter@example.com', phone: '555' },
    ]);
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
  });

  it('asks signed-out users to log in', async () => {
    renderInPortal(<UserProfileForm userId={null} profile={profile} fallbackEmail="" />);
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(
      await screen.findByText('You must be logged in to update your profile'),
    ).toBeInTheDocument();
  });
});
