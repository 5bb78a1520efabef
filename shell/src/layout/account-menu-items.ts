import { accountMenuTargets, effectiveRole, staffRoleFrom, type AuthState } from '@portal/shared';

export interface AccountMenuEntry {
  key: string;
  label: string;
  to?: string;
}

/** Company roles get Dashboard, Company Profile, User Profile; everyone else (vendor staff too) Dashboard and Profile. */
export function accountMenuEntries(
  state: Pick<AuthState, 'role' | 'membership' | 'vendor'>,
): AccountMenuEntry[] {
  const role = effectiveRole(state);
  const targets = accountMenuTargets(role);
  const companyRole =
    staffRoleFrom(state.membership?.role) !== null || (state.role === 'COMPANY' && !state.vendor);
  const entries: AccountMenuEntry[] = companyRole
    ? [
        { key: 'dashboard', label: 'Dashboard', to: '/company/dashboard' },
        { key: 'company-profile', label: 'Company Profile', to: '/company/profile' },
        { key: 'user-profile', label: 'User Profile', to: '/company/user-profile' },
      ]
    : [
        { key: 'dashboard', label: 'Dashboard', to: targets.dashboard },
        { key: 'profile', label: 'Profile', to: targets.profile },
      ];
  return [...entries, { key: 'sign-out', label: 'Sign Out' }];
}
