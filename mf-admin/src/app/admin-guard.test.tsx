import { useAuthStore, type Profile } from '@portal/shared';
import type { User } from '@supabase/supabase-js';
import { screen } from '@testing-library/react';
import { renderInPortal } from '@portal/shared/testing';
import { AdminGuard } from './admin-guard';

function signInAs(role: 'ADMIN' | 'COMPANY' | 'CANDIDATE' | null, roleLoaded = true) {
  useAuthStore.setState({
    user: role ? ({ id: 'u-1', email: 'someone@example.com' } as User) : null,
    profile: role
      ? ({ id: 'u-1', email: 'someone@example.com', role: role.toLowerCase() } as Profile)
      : null,
    role,
    membership: null,
    loading: false,
    roleLoaded,
  });
}

const screenUnderTest = (
  <AdminGuard>
    <h1>Admin Dashboard</h1>
  </AdminGuard>
);

describe('admin guard', () => {
  it('lets a platform administrator in', () => {
    signInAs('ADMIN');
    renderInPortal(screenUnderTest, { path: '/admin/dashboard', route: '/admin/dashboard' });
    expect(screen.getByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
  });

  it.each(['COMPANY', 'CANDIDATE'] as const)(
    'turns a %s account away with a clear message',
    async (role) => {
      signInAs(role);
      renderInPortal(screenUnderTest, { path: '/admin/dashboard', route: '/admin/dashboard' });
      expect(await screen.findByText('Access Denied')).toBeInTheDocument();
      expect(
        screen.getByText('Only platform administrators can access this page.'),
      ).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
    },
  );

  it('shows nothing of the area until the server-side role is known', () => {
    signInAs('ADMIN', false);
    renderInPortal(screenUnderTest, { path: '/admin/dashboard', route: '/admin/dashboard' });
    expect(screen.queryByRole('heading', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
  });

  it('sends signed-out visitors to sign in with a way back', () => {
    signInAs(null);
    renderInPortal(screenUnderTest, { path: '/admin/dashboard', route: '/admin/dashboard' });
    expect(screen.getByTestId('location')).toHaveTextContent('/signin');
  });
});
