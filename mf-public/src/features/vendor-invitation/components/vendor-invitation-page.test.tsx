import type { User } from '@supabase/supabase-js';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SignUpRoute } from '../../../pages/sign-up/sign-up-route';
import { renderInPortal } from '@portal/shared/testing';
import { acceptVendorInvitation } from '../api/accept-vendor-invitation';
import { FunctionCallError } from '@portal/shared/supabase';
import { getVendorInvitation, type VendorInvitation } from '../api/get-vendor-invitation';
import { registerVendorAccount } from '../api/register-vendor-account';

jest.mock('../api/get-vendor-invitation', () => ({
  ...jest.requireActual('../api/get-vendor-invitation'),
  getVendorInvitation: jest.fn(),
}));
jest.mock('../api/register-vendor-account', () => ({
  ...jest.requireActual('../api/register-vendor-account'),
  registerVendorAccount: jest.fn(),
}));
jest.mock('../api/accept-vendor-invitation', () => ({
  ...jest.requireActual('../api/accept-vendor-invitation'),
  acceptVendorInvitation: jest.fn(),
}));

const TOKEN = 'tok-vendor-invitation-0001';
const INVITATION: VendorInvitation = {
  token: TOKEN,
  companyName: 'Acme Corp',
  firstName: 'Nina',
  lastName: 'Novak',
  email: 'nina@novak.example.com',
  expiresAt: '2099-01-01T00:00:00Z',
};

function open(auth = {}) {
  return renderInPortal(<SignUpRoute />, {
    path: `/signup?vendor_invitation=${TOKEN}`,
    route: '/signup',
    auth: auth,
  });
}

function field(label: string) {
  return screen.getByLabelText(label) as HTMLInputElement;
}

describe('vendor invitation landing', () => {
  beforeEach(() => {
    jest.mocked(getVendorInvitation).mockReset();
    jest.mocked(registerVendorAccount).mockReset();
    jest.mocked(acceptVendorInvitation).mockReset();
  });

  it('explains an unusable link', async () => {
    jest
      .mocked(getVendorInvitation)
      .mockResolvedValue({ ok: false, message: 'This invitation has already been used' });
    open();
    expect(await screen.findByText('Invalid Invitation')).toBeInTheDocument();
    expect(screen.getByText('This invitation has already been used')).toBeInTheDocument();
    expect(getVendorInvitation).toHaveBeenCalledWith(TOKEN);
  });

  it('shows who invited the visitor, with names prefilled and the invited e-mail fixed', async () => {
    jest.mocked(getVendorInvitation).mockResolvedValue({ ok: true, invitation: INVITATION });
    open();
    expect(
      await screen.findByText(
        'Acme Corp has invited you to register your staffing company as its talent vendor.',
      ),
    ).toBeInTheDocument();
    expect(field('First Name').value).toBe('Nina');
    expect(field('Last Name').value).toBe('Novak');
    expect(field('Email').value).toBe('nina@novak.example.com');
    expect(field('Email')).toHaveAttribute('readonly');
    expect(screen.getByRole('link', { name: 'Sign in to accept' })).toHaveAttribute(
      'href',
      `/signin?email=nina%40novak.example.com&redirect=%2Fsignup%3Fvendor_invitation%3D${TOKEN}`,
    );
  });

  it('applies the sign-up password rules and requires the vendor company name', async () => {
    jest.mocked(getVendorInvitation).mockResolvedValue({ ok: true, invitation: INVITATION });
    open();
    await screen.findByLabelText('Password');
    fireEvent.change(field('Password'), { target: { value: 'lowercase1' } });
    await userEvent.click(screen.getByRole('button', { name: 'Create Vendor Account' }));
    expect(
      await screen.findByText('Password must contain at least one uppercase letter'),
    ).toBeInTheDocument();
    expect(screen.getByText('Vendor company name is required')).toBeInTheDocument();
    fireEvent.change(field('Vendor Company Name'), { target: { value: 'N' } });
    fireEvent.change(field('Password'), { target: { value: 'short' } });
    await userEvent.click(screen.getByRole('button', { name: 'Create Vendor Account' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(
      screen.getByText('Vendor company name must be at least 2 characters'),
    ).toBeInTheDocument();
    expect(registerVendorAccount).not.toHaveBeenCalled();
  });

  it('creates the account, signs the new vendor admin in and opens the vendor dashboard', async () => {
    jest.mocked(getVendorInvitation).mockResolvedValue({ ok: true, invitation: INVITATION });
    jest.mocked(registerVendorAccount).mockResolvedValue({
      success: true,
      message: 'Your talent vendor account is ready',
      email: 'nina@novak.example.com',
      vendorId: 'v1',
    });
    const signIn = jest.fn().mockResolvedValue({ user: { id: 'u1' }, error: null });
    open({ signIn });
    await screen.findByLabelText('Password');
    fireEvent.change(field('Password'), { target: { value: 'Vendor2024x' } });
    fireEvent.change(field('Vendor Company Name'), { target: { value: ' Novak Staffing ' } });
    await userEvent.click(screen.getByRole('button', { name: 'Create Vendor Account' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/talent-vendor/dashboard'),
    );
    expect(registerVendorAccount).toHaveBeenCalledWith({
      first_name: 'Nina',
      last_name: 'Novak',
      vendor_name: 'Novak Staffing',
      password: 'Vendor2024x',
      token: TOKEN,
    });
    expect(signIn).toHaveBeenCalledWith('nina@novak.example.com', 'Vendor2024x');
  });

  it('reports a refused sign-up with the server reason and stays on the page', async () => {
    jest.mocked(getVendorInvitation).mockResolvedValue({ ok: true, invitation: INVITATION });
    jest
      .mocked(registerVendorAccount)
      .mockRejectedValue(
        new FunctionCallError(
          'An account with this email already exists. Sign in to accept the invitation.',
          409,
        ),
      );
    open();
    await screen.findByLabelText('Password');
    fireEvent.change(field('Password'), { target: { value: 'Vendor2024x' } });
    fireEvent.change(field('Vendor Company Name'), { target: { value: 'Novak Staffing' } });
    await userEvent.click(screen.getByRole('button', { name: 'Create Vendor Account' }));
    expect(await screen.findByText('Sign up failed')).toBeInTheDocument();
    expect(
      screen.getByText(
        'An account with this email already exists. Sign in to accept the invitation.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/signup?vendor_invitation=${TOKEN}`);
  });

  it('lets the invited account accept once signed in, without a new password', async () => {
    jest.mocked(getVendorInvitation).mockResolvedValue({ ok: true, invitation: INVITATION });
    jest.mocked(acceptVendorInvitation).mockResolvedValue({
      success: true,
      message: 'Invitation accepted',
      email: 'nina@novak.example.com',
      vendorId: 'v1',
    });
    const reloadProfile = jest.fn().mockResolvedValue(undefined);
    open({ user: { id: 'u1', email: 'Nina@Novak.example.com' } as User, reloadProfile });
    await screen.findByRole('button', { name: 'Accept Invitation' });
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    fireEvent.change(field('Vendor Company Name'), { target: { value: 'Novak Staffing' } });
    await userEvent.click(screen.getByRole('button', { name: 'Accept Invitation' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/talent-vendor/dashboard'),
    );
    expect(acceptVendorInvitation).toHaveBeenCalledWith({
      first_name: 'Nina',
      last_name: 'Novak',
      vendor_name: 'Novak Staffing',
      token: TOKEN,
    });
    expect(reloadProfile).toHaveBeenCalled();
  });

  it('does not offer acceptance to a different signed-in account', async () => {
    jest.mocked(getVendorInvitation).mockResolvedValue({ ok: true, invitation: INVITATION });
    open({ user: { id: 'u2', email: 'candidate@example.com' } as User });
    expect(
      await screen.findByText(/but you are signed in as candidate@example.com/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept Invitation' })).not.toBeInTheDocument();
  });

  it('leaves the ordinary sign-up page alone without a vendor invitation', async () => {
    renderInPortal(<SignUpRoute />, { path: '/signup', route: '/signup', auth: {} });
    expect(await screen.findByRole('heading', { name: 'Create account' })).toBeInTheDocument();
    expect(getVendorInvitation).not.toHaveBeenCalled();
  });
});
