import { type CallerContext } from '../_shared/context.ts';
import { serveFunction } from '../_shared/handler.ts';
import { conflict, forbidden, HttpError, notFound } from '../_shared/http.ts';
import {
  type InvitationEmail,
  type InvitationInsert,
  type InvitationKind,
  sendInvitation,
} from '../_shared/invitations.ts';
import { canManageEmployees } from '../_shared/roles.ts';
import { invitationIdSchema } from '../_shared/schemas.ts';

interface StoredInvitation extends Omit<InvitationInsert, 'type' | 'invited_by_user_id'> {
  id: string;
  type: InvitationInsert['type'];
  status: string;
  company_id: string | null;
  invited_by_user_id: string | null;
  company_data: Record<string, unknown> | null;
  candidate_data: Record<string, unknown> | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function kindOf(inv: StoredInvitation): InvitationKind {
  if (inv.type === 'admin_invitation') return 'admin';
  if (inv.type === 'candidate') return 'candidate';
  const employee =
    inv.type === 'employee_invitation' || inv.company_data?.isEmployeeInvitation === true;
  return employee ? 'employee' : 'company';
}

/**
 * Who may resend or revoke: platform admins their admin and company invitations (and any other);
 * a company's admins and managers the employee and candidate invitations of their company. The
 * sender of a candidate invitation may see it (404 otherwise) but not change it.
 */
async function authorize(ctx: CallerContext, inv: StoredInvitation, kind: InvitationKind) {
  if (ctx.isPlatformAdmin) return;
  const membership = await ctx.membership();
  const ownCompany = !!membership && !!inv.company_id && membership.company_id === inv.company_id;
  const companyKind = kind === 'employee' || kind === 'candidate';
  if (companyKind && ownCompany && canManageEmployees(membership?.role)) return;
  if (inv.invited_by_user_id === ctx.user.id) {
    throw forbidden('You do not have permission to resend this invitation');
  }
  throw notFound('Invitation not found');
}

function resentMail(inv: StoredInvitation, kind: InvitationKind): InvitationEmail {
  const data = { ...(inv.company_data ?? {}), ...(inv.candidate_data ?? {}) };
  const name = [text(data.firstName), text(data.lastName)].filter(Boolean).join(' ');
  const companyName = text(data.companyName);
  const intro = {
    admin: 'You have been invited to join the recruitment platform as an administrator.',
    company: `You have been invited to register ${companyName || 'your company'} on the recruitment platform.`,
    employee: `${companyName || 'A company'} has invited you to join its recruitment team.`,
    candidate: `${companyName || 'A company'} invites you to join the recruitment platform.`,
  }[kind];
  return {
    subject: 'Your invitation has been sent again',
    heading: name ? `Hello ${name},` : 'Hello,',
    intro: `${intro} This link replaces the one sent earlier, which no longer works.`,
    message: text(data.message) || null,
    actionLabel: 'Accept the invitation',
  };
}

serveFunction({
  schema: invitationIdSchema,
  async handle(ctx, body) {
    const { data, error } = await ctx.admin
      .from('invitations')
      .select(
        'id, email, type, status, company_id, role, management_terms, invited_by_user_id, candidate_data, company_data',
      )
      .eq('id', body.invitationId)
      .maybeSingle();
    if (error) throw new HttpError(500, 'Failed to load invitation');
    if (!data) throw notFound('Invitation not found');
    const inv = data as StoredInvitation;
    const kind = kindOf(inv);
    await authorize(ctx, inv, kind);
    if (inv.status === 'accepted') throw conflict('This invitation has already been accepted');
    if (inv.status !== 'pending') throw conflict('This invitation is no longer pending');

    // Only the request that ends the old link goes on, so two resends at once make one new link.
    const { data: ended, error: endError } = await ctx.admin
      .from('invitations')
      .update({ status: 'revoked' })
      .eq('id', inv.id)
      .eq('status', 'pending')
      .select('id');
    if (endError) throw new HttpError(500, `Failed to resend invitation: ${endError.message}`);
    if (!ended?.length) throw conflict('This invitation is no longer pending');

    const label = kind.charAt(0).toUpperCase() + kind.slice(1);
    const row: InvitationInsert = {
      email: inv.email,
      type: inv.type,
      company_id: inv.company_id,
      role: inv.role,
      management_terms: inv.management_terms,
      candidate_data: inv.candidate_data,
      company_data: inv.company_data,
      ...(ctx.isPlatformAdmin && !inv.company_id
        ? { invited_by_admin_id: ctx.user.id }
        : { invited_by_user_id: ctx.user.id }),
    };
    return sendInvitation(ctx, row, kind, label, resentMail(inv, kind));
  },
});
