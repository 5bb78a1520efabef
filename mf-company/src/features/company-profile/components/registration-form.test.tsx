import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Company } from '../../../lib/workspace/get-company';
import { fakeApi, renderInPortal, type ApiRequest } from '@portal/shared/testing';
import { registrationDefaults, RegistrationForm } from './registration-page';

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

const REGISTER_PATH = '/functions/v1/create-company-user-relation';
const UPDATE_PATH = '/functions/v1/update-company-direct';
const COMPANY_ID = 'c0000000-0000-4000-8000-000000000001';

describe('RegistrationForm', () => {
  it('starts same-as-registered checked on edit when there is no operating street', () => {
    expect(registrationDefaults({ op_street: null } as Company).same_as_registered).toBe(true);
    expect(registrationDefaults({ op_street: '2 Side St' } as Company).same_as_registered).toBe(
      false,
    );
    expect(registrationDefaults(null).same_as_registered).toBe(false);
  });

  it('validates, then registers with the operating address blank when it matches the registered one', async () => {
    const onDone = jest.fn();
    const requests = fakeApi(({ path }) =>
      path === REGISTER_PATH ? { body: { company: { id: COMPANY_ID } } } : undefined,
    );
    const { queryClient } = renderInPortal(
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
    expect(requests).toEqual([]);
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');

    fireEvent.change(screen.getByLabelText('Company Name'), { target: { value: 'Acme' } });
    fireEvent.change(screen.getByLabelText('Website'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Primary Contact Email'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Location'), { target: { value: 'Austin' } });
    await pickIndustry();
    fireEvent.change(screen.getByLabelText('Operating Street'), { target: { value: '2 Side St' } });
    await userEvent.click(screen.getByLabelText('Same as registered address'));
    expect(screen.queryByLabelText('Operating Street')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Register Company' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    const { companyData, userId, role } = requests[0].body as ApiRequest['body'] & {
      companyData: Record<string, unknown>;
      userId: string;
      role: string;
    };
    expect(requests[0].path).toBe(REGISTER_PATH);
    expect(userId).toBe(USER);
    expect(role).toBe('company_admin');
    expect(companyData).toMatchObject({
      name: 'Acme',
      industry: 'Technology',
      same_as_registered: true,
      op_street: '',
    });
    expect(
      await screen.findByText(
        'Company registered successfully! Your submission is pending approval.',
      ),
    ).toBeInTheDocument();
    expect(onDone).toHaveBeenCalled();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['company'] });
  });

  it('offers Update Company when editing and reports failures', async () => {
    const requests = fakeApi(({ path }) =>
      path === UPDATE_PATH ? { status: 500, body: { error: 'boom' } } : undefined,
    );
    const company = {
      id: COMPANY_ID,
      name: 'Acme',
      industry: 'technology',
      location: 'Austin',
      op_street: null,
    } as unknown as Company;
    renderInPortal(
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
    expect(screen.getByText('boom')).toBeInTheDocument();
    // A record stored in lower case before the one list reads and saves as the list spells it.
    expect(requests[0].body).toMatchObject({
      companyId: COMPANY_ID,
      companyData: { industry: 'Technology' },
    });
  });
});
