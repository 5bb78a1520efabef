import type { Invitation, InvitationKind } from './get-invitation';

const SIGN_UP_ROLE: Record<InvitationKind, string> = {
  candidate: 'candidate',
  company: 'company',
  employee: 'employee',
  admin: 'admin',
};

const LANDING: Record<InvitationKind, string> = {
  candidate: '/invitation',
  company: '/company-invitation',
  employee: '/employee-invitation',
  admin: '/admin-invitation',
};

export function landingPath(kind: InvitationKind, token: string): string {
  return `${LANDING[kind]}/${encodeURIComponent(token)}`;
}

/** Sign-up link that carries the invitation, so the form locks the invited address and role. */
export function invitationSignUpPath(invitation: Invitation): string {
  const params = new URLSearchParams({
    invitation: invitation.token,
    email: invitation.email,
    role: SIGN_UP_ROLE[invitation.kind],
  });
  if (invitation.kind === 'employee' && invitation.staffRole)
    params.set('employee_role', invitation.staffRole);
  if (invitation.kind === 'employee' && invitation.companyId)
    params.set('companyId', invitation.companyId);
  return `/signup?${params.toString()}`;
}

/** Sign-in link for an invitee who already has an account; it comes back to the landing page. */
export function invitationSignInPath(invitation: Invitation): string {
  const params = new URLSearchParams({
    email: invitation.email,
    redirect: landingPath(invitation.kind, invitation.token),
  });
  return `/signin?${params.toString()}`;
}

/** The invitation kind a sign-up link stands for. */
export function kindFromSignUpRole(role: string | null): InvitationKind | null {
  switch ((role ?? '').toLowerCase()) {
    case 'employee':
      return 'employee';
    case 'admin':
      return 'admin';
    case 'company':
      return 'company';
    case 'candidate':
      return 'candidate';
    default:
      return null;
  }
}
