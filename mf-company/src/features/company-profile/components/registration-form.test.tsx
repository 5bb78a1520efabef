import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Company } from '../../../lib/workspace/get-company';
import { renderScreen } from '../../../testing/render';
import { registerCompany } from '../api/register-company';
import { updateCompany } from '../api/update-company';
import { registrationDefaults, RegistrationForm } from './registration-page';

jest.mock('../api/register-company', () => ({ registerCompany: jest.fn() }));
jest.mock('../api/update-company', () => ({ updateCompany: jest.fn() }));
jest.mock('../api/company-files', () => ({
  uploadLogo: jest.fn(),
  uploadCompanyDocument: jest.fn(),
}));

const USER = '00000000-0000-4000-8000-000000000001';

async function pickIndustry() {
  await userEvent.click(screen.getByLabelText('Industry'));
  await userEvent.click(
    await screen.findByText('Technology', { selector: '.ant-select-item-option-content' }),
  );
}

describe('RegistrationForm', () => {
  beforeEach(() => {
    jest.mocked(registerCompany).mockReset();
    jest.mocked(updateCompany).mockReset();
  });

  it('starts same-as-registered checked on edit when there is no operating street', () => {
    expect(registrationDefaults({ op_street: null } as Company).same_as_registered).toBe(true);
    expect(registrationDefaults({ op_street: '2 Side St' } as Company).same_as_registered).toBe(
      false,
    );
    expect(registrationDefaults(null).same_as_registered).toBe(false);
  });

  it('validates, then registers with the operating address blank when it matches the registered one', async () => {
    const onDone = jest.fn();
    jest.mocked(registerCompany).mockResolvedValue({} as Company);
    renderScreen(
      <RegistrationForm
        mode="register"
        company={null}
        userId={USER}
        email="o@x.co"
        onDone={onDone}
      />,
    );
    expect(screen.getByText('Tax Information & Documents')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Company Name'), { target: { value: 'A' } });
    fireEvent.change(screen.getByLabelText('Website'), { target: { value: 'acme' } });
    fireEvent.change(screen.getByLabelText('Primary Contact Email'), { target: { value: 'nope' } });
    await userEvent.click(screen.getByRole('button', { name: 'Register Company' }));
    expect(
      await screen.findByText('Company name must be at least 2 characters'),
    ).toBeInTheDocument();
    expect(screen.getByText('Must be a valid URL')).toBeInTheDocument();
    expect(screen.getByText('Must be a valid email')).toBeInTheDocument();
    expect(registerCompany).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Company Name'), { target: { value: 'Acme' } });
    fireEvent.change(screen.getByLabelText('Website'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Primary Contact Email'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Location'), { target: { value: 'Austin' } });
    await pickIndustry();
    fireEvent.change(screen.getByLabelText('Operating Street'), { target: { value: '2 Side St' } });
    await userEvent.click(screen.getByLabelText('Same as registered address'));
    expect(screen.queryByLabelText('Operating Street')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Register Company' }));
    await waitFor(() => expect(registerCompany).toHaveBeenCalled());
    const { companyData, userId } = jest.mocked(registerCompany).mock.calls[0][0];
    expect(userId).toBe(USER);
    expect(companyData).toMatchObject({
      name: 'Acme',
      industry: 'technology',
      same_as_registered: true,
      op_street: '',
    });
    expect(
      await screen.findByText(
        'Company registered successfully! Your submission is pending approval.',
      ),
    ).toBeInTheDocument();
    expect(onDone).toHaveBeenCalled();
  });

  it('offers Update Company when editing and reports failures', async () => {
    jest.mocked(updateCompany).mockRejectedValue(new Error('boom'));
    const company = {
      id: 'c1',
      name: 'Acme',
      industry: 'technology',
      location: 'Austin',
      op_street: null,
    } as unknown as Company;
    renderScreen(
      <RegistrationForm
        mode="edit"
        company={company}
        userId={USER}
        email={null}
        onDone={jest.fn()}
      />,
    );
    expect(screen.getByLabelText('Same as registered address')).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Update Company' }));
    expect(await screen.findByText('Failed to update company')).toBeInTheDocument();
  });
});
