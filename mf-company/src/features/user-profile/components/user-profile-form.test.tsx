import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderInPortal, type ApiRequest } from '@portal/shared/testing';
import { UserProfileForm } from './user-profile-page';

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
    requests = fakeApi(({ path }) =>
      path === '/rest/v1/company_users' ? { body: [{ id: 'm1' }] } : undefined,
    );
  });

  it('requires first and last name after trimming', async () => {
    renderInPortal(<UserProfileForm userId={USER_ID} profile={profile} fallbackEmail="" />);
    fireEvent.change(screen.getByLabelText('First Name'), { target: { value: '   ' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('First name and last name are required')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('saves trimmed values', async () => {
    const { queryClient } = renderInPortal(
      <UserProfileForm userId={USER_ID} profile={profile} fallbackEmail="" />,
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

  it('asks signed-out users to log in', async () => {
    renderInPortal(<UserProfileForm userId={null} profile={profile} fallbackEmail="" />);
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(
      await screen.findByText('You must be logged in to update your profile'),
    ).toBeInTheDocument();
  });
});
