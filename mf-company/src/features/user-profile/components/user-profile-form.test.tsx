import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderInPortal, type ApiRequest } from '@portal/shared/testing';
import { requestEmailChange } from '../api/request-email-change';
import { UserProfileForm } from './user-profile-page';

// supabase-js sends the change only for a signed-in session; here the call itself is checked.
jest.mock('../api/request-email-change', () => ({
  ...jest.requireActual('../api/request-email-change'),
  requestEmailChange: jest.fn(),
}));

const USER_ID = '00000000-0000-4000-8000-000000000001';

const profile = {
  first_name: 'Rita',
  last_name: 'Recruiter',
  email: 'recruiter@example.com',
  phone: null,
};

describe('UserProfileForm', () => {
  let requests: ApiRequest[];
  beforeEach(() => {
    requests = fakeApi(({ path }) => {
      if (path === '/rest/v1/company_users') return { body: [{ id: 'm1' }] };
      if (path === '/auth/v1/user')
        return { body: { id: USER_ID, email: 'recruiter@example.com' } };
      return undefined;
    });
  });

  it('requires first and last name after trimming', async () => {
    renderInPortal(
      <UserProfileForm userId={USER_ID} profile={profile} loginEmail="recruiter@example.com" />,
    );
    fireEvent.change(screen.getByLabelText('First Name'), { target: { value: '   ' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('First name and last name are required')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('saves trimmed values', async () => {
    const { queryClient } = renderInPortal(
      <UserProfileForm userId={USER_ID} profile={profile} loginEmail="recruiter@example.com" />,
    );
    fireEvent.change(screen.getByLabelText('First Name'), { target: { value: '  Robin ' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: ' 555 ' } });
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0].method).toBe('PATCH');
    expect(requests[0].params.get('user_id')).toBe(`eq.${USER_ID}`);
    expect(requests[0].body).toEqual({
      first_name: 'Robin',
      last_name: 'Recruiter',
      email: 'recruiter@example.com',
      phone: '555',
    });
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['staff-profile', USER_ID] });
  });

  it('shows the sign-in email read-only and starts the confirmed change from it', async () => {
    jest.mocked(requestEmailChange).mockResolvedValue();
    renderInPortal(
      <UserProfileForm
        userId={USER_ID}
        profile={{ ...profile, email: 'old.team@example.com' }}
        loginEmail="recruiter@example.com"
      />,
    );
    expect(screen.getByLabelText('Email')).toHaveValue('recruiter@example.com');
    expect(screen.getByLabelText('Email')).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Change sign-in email' }));
    await userEvent.type(screen.getByLabelText('New sign-in email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Send confirmation links' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(requests).toEqual([]);
    await userEvent.clear(screen.getByLabelText('New sign-in email'));
    await userEvent.type(screen.getByLabelText('New sign-in email'), 'Rita.New@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send confirmation links' }));
    await waitFor(() => expect(requestEmailChange).toHaveBeenCalledWith('rita.new@example.com'));
    expect(await screen.findByText('Confirm the change')).toBeInTheDocument();
  });

  it('asks signed-out users to log in', async () => {
    renderInPortal(
      <UserProfileForm userId={null} profile={profile} loginEmail="recruiter@example.com" />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(
      await screen.findByText('You must be logged in to update your profile'),
    ).toBeInTheDocument();
  });
});
