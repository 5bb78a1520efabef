import { isProtectedMembership, staffRoleFrom } from '@portal/shared';
import { CHANGEABLE_ROLES } from '../api/change-employee-role';

/** Who is looking at the team list: their user id and their staff role. */
export interface TeamViewer {
  userId: string;
  role: string | null | undefined;
}

interface Member {
  user_id: string;
  role: string;
}

function viewerIsAdmin(viewer: TeamViewer): boolean {
  const role = staffRoleFrom(viewer.role);
  return role === 'COMPANY_ADMIN' || role === 'SUBSCRIPTION_ADMIN';
}

/**
 * The server's removal rule: nobody removes themselves or an administrator, and only
 * administrators remove managers. Remove is offered only where it would succeed.
 */
export function canRemoveEmployee(member: Member, viewer: TeamViewer): boolean {
  if (member.user_id === viewer.userId || isProtectedMembership(member.role)) return false;
  return staffRoleFrom(member.role) !== 'MANAGER' || viewerIsAdmin(viewer);
}

/** Administrators move a colleague (never themselves) between recruiter, manager and partner recruiter. */
export function canChangeRole(member: Member, viewer: TeamViewer): boolean {
  return (
    viewerIsAdmin(viewer) &&
    member.user_id !== viewer.userId &&
    (CHANGEABLE_ROLES as readonly string[]).includes(member.role.toLowerCase())
  );
}
