import { renderInPortal } from '@portal/shared/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CandidateProfile } from '../types';
import { ProfileForm } from './profile-form';

const PROFILE = {
  first_name: 'Jane',
  last_name: 'Doe',
  email: 'jane@example.com',
  phone: '+1 555 0100',
  alternate_phone: null,
  title: 'Platform Engineer',
  bio: null,
  skills: ['Go'],
  gender: null,
  work_authorization: 'green_card',
  street: '1 Main Street',
  unit: null,
  city: 'Austin',
  state: 'TX',
  zip_code: '73301',
  country: 'United States',
} as CandidateProfile;

describe('the candidate profile form', () => {
  it('shows the stored details and saves what the candidate changes', async () => {
    const onSave = jest.fn();
    renderInPortal(<ProfileForm profile={PROFILE} saving={false} onSave={onSave} />);

    expect(screen.getByLabelText('Phone')).toHaveValue('+1 555 0100');
    expect(screen.getByLabelText('ZIP Code')).toHaveValue('73301');
    expect(screen.getByLabelText('Your skills')).toHaveTextContent('Go');

    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Denver' } });
    fireEvent.change(screen.getByLabelText('Add Skill'), { target: { value: ' Rust ' } });
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));

    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0][0]).toMatchObject({
      firstName: 'Jane',
      phone: '+1 555 0100',
      workAuthorization: 'green_card',
      city: 'Denver',
      zipCode: '73301',
      skills: ['Go', 'Rust'],
    });
  });

  it('keeps a cleared required name from being saved', async () => {
    const onSave = jest.fn();
    renderInPortal(<ProfileForm profile={PROFILE} saving={false} onSave={onSave} />);
    fireEvent.change(screen.getByLabelText('Last Name'), { target: { value: ' ' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText('Last name is required')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });
});
