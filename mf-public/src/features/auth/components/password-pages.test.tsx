import type { Session } from '@supabase/supabase-js';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInPortal } from '@portal/shared/testing';
import { requestPasswordReset } from '../api/request-password-reset';
import { updatePassword } from '../api/update-password';
import { ForgotPasswordPage } from './forgot-password-page';
import { UpdatePasswordPage } from './update-password-page';

jest.mock('../api/request-password-reset', () => ({ requestPasswordReset: jest.fn() }));
jest.mock('../api/update-password', () => ({ updatePassword: jest.fn() }));

jest.setTimeout(20_000);

async function fill(label: string, value: string) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(value);
}

describe('ForgotPasswordPage', () => {
  it('sends the link and then shows Check Your Email', async () => {
    jest.mocked(requestPasswordReset).mockResolvedValue();
    renderInPortal(<ForgotPasswordPage />, {
      path: '/forgot-password',
      route: '/forgot-password',
      auth: {},
    });
    await fill('Email', ' Jane@Example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Check Your Email')).toBeInTheDocument();
    expect(screen.getByText('Check your email for a password reset link')).toBeInTheDocument();
    expect(requestPasswordReset).toHaveBeenCalledWith({ email: 'jane@example.com' });
  });

  it('marks a bad address invalid, names the problem to screen readers and sends nothing', async () => {
    jest.mocked(requestPasswordReset).mockClear();
    renderInPortal(<ForgotPasswordPage />, {
      path: '/forgot-password',
      route: '/forgot-password',
      auth: {},
    });
    await fill('Email', 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    const email = screen.getByLabelText('Email');
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('Please enter a valid email address'),
    );
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(requestPasswordReset).not.toHaveBeenCalled();
  });

  it('shows the server message when sending fails', async () => {
    jest.mocked(requestPasswordReset).mockRejectedValue(new Error('Email rate limit exceeded'));
    renderInPortal(<ForgotPasswordPage />, {
      path: '/forgot-password',
      route: '/forgot-password',
      auth: {},
    });
    await fill('Email', 'jane@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Email rate limit exceeded')).toBeInTheDocument();
    expect(screen.queryByText('Check Your Email')).not.toBeInTheDocument();
  });
});

describe('UpdatePasswordPage', () => {
  it('requires matching passwords, then updates and returns to sign in', async () => {
    jest.mocked(updatePassword).mockResolvedValue();
    const signOut = jest.fn().mockResolvedValue({ error: null });
    renderInPortal(<UpdatePasswordPage />, {
      path: '/update-password',
      route: '/update-password',
      auth: {
        session: {} as Session,
        signOut,
      },
    });
    await fill('New Password', 'Changed123');
    await fill('Confirm Password', 'Changed124');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    expect(updatePassword).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText('Confirm Password'));
    await fill('Confirm Password', 'Changed123');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Your password has been updated.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/signin$/));
    expect(signOut).toHaveBeenCalled();
  });
});
