import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderInPortal } from '@portal/shared/testing';
import { SignInPage } from './sign-in-page';

jest.setTimeout(20_000);

async function fill(label: string, value: string) {
  await userEvent.click(screen.getByLabelText(label));
  await userEvent.paste(value);
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('SignInPage', () => {
  it('explains invalid input without calling the server', async () => {
    const signIn = jest.fn();
    renderInPortal(<SignInPage />, { path: '/signin', route: '/signin', auth: { signIn } });
    await fill('Email', 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
  });

  it('shows Signing In... with the inputs disabled and ignores a second submit', async () => {
    const pending = deferred<{ user: null; error: Error }>();
    const signIn = jest.fn(() => pending.promise);
    renderInPortal(<SignInPage />, { path: '/signin', route: '/signin', auth: { signIn } });
    await fill('Email', '  Owner@Example.com ');
    await fill('Password', 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    const busy = await screen.findByRole('button', { name: 'Signing In...' });
    expect(busy).toBeDisabled();
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByLabelText('Password')).toBeDisabled();
    screen.getByLabelText('Password').closest('form')!.requestSubmit();
    expect(signIn).toHaveBeenCalledTimes(1);
    expect(signIn).toHaveBeenCalledWith('owner@example.com', 'wrong-password');

    pending.resolve({ user: null, error: new Error('Invalid login credentials') });
    expect((await screen.findAllByText('Sign in failed'))[0]).toBeInTheDocument();
    expect(
      screen.getAllByText(
        'Invalid email or password. Please check your credentials and try again.',
      )[0],
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Password')).toHaveValue(''));
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('shows Unexpected error when signing in throws', async () => {
    const signIn = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    renderInPortal(<SignInPage />, { path: '/signin', route: '/signin', auth: { signIn } });
    await fill('Email', 'owner@example.com');
    await fill('Password', 'DemoPass123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Unexpected error')).toBeInTheDocument();
    expect(screen.getByText('An unexpected error occurred. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('prefills and locks the e-mail from the link and explains why', async () => {
    renderInPortal(<SignInPage />, {
      path: '/signin?email=admin.invitee%40example.com',
      route: '/signin',
      auth: {},
    });
    expect(screen.getByLabelText('Email')).toHaveValue('admin.invitee@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    // It looks and reads as a value that cannot be changed, not as an empty field to type in.
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'From your invitation; it cannot be changed.',
    );
    expect(screen.getByLabelText('Email').parentElement).not.toHaveStyle({
      background: 'rgb(255, 255, 255)',
    });
    expect(
      await screen.findByText('Complete your sign in to access your admin dashboard'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('explains an expired confirmation link and sends a new one', async () => {
    const requests = fakeApi(({ path }) => (path === '/auth/v1/resend' ? { body: {} } : undefined));
    renderInPortal(<SignInPage />, {
      path: '/signin#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
      route: '/signin',
      auth: { signIn: jest.fn() },
    });
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('This confirmation link has expired or has already been used');
    await fill('Email for the new link', 'new.user@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Resend confirmation email' }));

    expect(
      await screen.findByText(/a new confirmation link is on its way/, { selector: 'p' }),
    ).toHaveTextContent('If an account with new.user@example.com is waiting for confirmation');
    expect(requests).toHaveLength(1);
    expect(requests[0].body).toMatchObject({ type: 'signup', email: 'new.user@example.com' });
    expect(requests[0].params.get('redirect_to')).toBe('http://localhost/signin');
  });

  it('says what the auth service refused and shows the sign-in form as usual', async () => {
    fakeApi(() => ({
      status: 429,
      body: {
        code: 429,
        error_code: 'over_email_send_rate_limit',
        msg: 'Email rate limit exceeded',
      },
    }));
    renderInPortal(<SignInPage />, {
      path: '/signin#error=access_denied&error_description=Link+was+revoked',
      route: '/signin',
      auth: { signIn: jest.fn() },
    });
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('This link could not be used');
    expect(notice).toHaveTextContent('Link was revoked');
    expect(screen.getByLabelText('Email')).toBeEnabled();
    await fill('Email for the new link', 'new.user@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Resend confirmation email' }));
    expect(await screen.findByText('Email rate limit exceeded')).toBeInTheDocument();
  });

  it('shows no link notice on a plain visit', () => {
    renderInPortal(<SignInPage />, {
      path: '/signin',
      route: '/signin',
      auth: { signIn: jest.fn() },
    });
    expect(screen.queryByText(/confirmation link/)).not.toBeInTheDocument();
  });
});
