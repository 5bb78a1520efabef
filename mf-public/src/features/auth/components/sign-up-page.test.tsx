import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getInvitation } from '../../../lib/invitations/get-invitation';
import { renderInPortal } from '@portal/shared/testing';
import { SignUpPage } from './sign-up-page';

jest.mock('../../../lib/invitations/get-invitation', () => ({
  ...jest.requireActual('../../../lib/invitations/get-invitation'),
  getInvitation: jest.fn(),
}));

jest.setTimeout(20_000);

async function fill(label: string, value: string) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(value);
}

describe('SignUpPage', () => {
  it('explains every rule before anything is sent', async () => {
    const signUp = jest.fn();
    renderInPortal(<SignUpPage />, { path: '/signup', route: '/signup', auth: { signUp } });
    expect(screen.getByRole('heading', { name: 'Create account' })).toBeInTheDocument();
    await fill('Email', 'someone');
    await fill('Password', 'lowercase1');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(
      screen.getByText('Password must contain at least one uppercase letter'),
    ).toBeInTheDocument();
    expect(screen.getByText('Please select a role.')).toBeInTheDocument();
    expect(signUp).not.toHaveBeenCalled();
  });

  it('creates a company account and sends the user to sign in', async () => {
    const signUp = jest.fn().mockResolvedValue({ user: { id: 'u1' }, error: null });
    renderInPortal(<SignUpPage />, {
      path: '/signup?role=company',
      route: '/signup',
      auth: { signUp },
    });
    expect(screen.getByLabelText('Company')).toBeChecked();
    await fill('Email', 'New.Owner@Example.com');
    await fill('Password', 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Account created!')).toBeInTheDocument();
    expect(signUp).toHaveBeenCalledWith(
      expect.objectContaining({
        email: 'new.owner@example.com',
        password: 'Secret123',
        role: 'company',
        // The accepted versions of the terms and privacy notice, recorded by the server.
        data: expect.objectContaining({ consent: { terms: '2026-11', privacy: '2026-11' } }),
      }),
    );
    expect(
      screen.getByText(/By creating an account you accept the Terms of Service \(version 2026-11\)/),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/signin$/));
  });

  it('shows the server message when sign-up fails', async () => {
    const signUp = jest
      .fn()
      .mockResolvedValue({ user: null, error: new Error('User already registered') });
    renderInPortal(<SignUpPage />, {
      path: '/signup?role=candidate',
      route: '/signup',
      auth: { signUp },
    });
    await fill('Email', 'candidate@example.com');
    await fill('Password', 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Sign up failed')).toBeInTheDocument();
    expect(screen.getByText('User already registered')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/signup?role=candidate');
  });

  it('locks the invited address and role of an employee invitation', async () => {
    jest.mocked(getInvitation).mockResolvedValue({
      ok: true,
      invitation: {
        kind: 'employee',
        token: 'tok-1',
        email: 'rita@example.com',
        expiresAt: '2099-01-01T00:00:00Z',
        companyId: 'c1',
        companyName: 'Acme Corp',
        firstName: 'Rita',
        lastName: 'Ray',
        staffRole: 'recruiter',
        message: '',
        managementTerms: null,
      },
    });
    const signUp = jest.fn().mockResolvedValue({ user: { id: 'u2' }, error: null });
    renderInPortal(<SignUpPage />, {
      path: '/signup?invitation=tok-1&email=rita%40example.com&role=employee&employee_role=recruiter&companyId=c1',
      route: '/signup',
      auth: { signUp },
    });
    expect(
      await screen.findByRole('heading', { name: 'Create your employee account' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Acme Corp invited you to join its team as Recruiter.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Role')).toHaveValue('Employee (Recruiter)');
    // Locked fields look and read as fixed values, not as fields waiting for input.
    for (const label of ['Email', 'Role']) {
      expect(screen.getByLabelText(label).closest('.ant-input-affix-wrapper')).toHaveClass(
        'ant-input-filled',
      );
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(
        'From your invitation; it cannot be changed.',
      );
    }
    await fill('Password', 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(
      await screen.findByText(/sign in to access your Recruiter dashboard/),
    ).toBeInTheDocument();
    expect(signUp).toHaveBeenCalledWith(
      expect.objectContaining({
        email: 'rita@example.com',
        role: 'employee',
        data: expect.objectContaining({ invitation: 'tok-1' }),
      }),
    );
  });

  it('shows the invalid state for an expired invitation link', async () => {
    jest
      .mocked(getInvitation)
      .mockResolvedValue({ ok: false, message: 'This invitation has expired' });
    renderInPortal(<SignUpPage />, {
      path: '/signup?invitation=old&email=a%40example.com&role=admin',
      route: '/signup',
      auth: {},
    });
    expect(await screen.findByText('Invalid Invitation')).toBeInTheDocument();
    expect(screen.getByText('This invitation has expired')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Return to Home' })).toBeInTheDocument();
  });
});
