import { exactILike } from '../_shared/db.ts';
import {
  type CallerContext,
  requireCompanyStaff,
  requirePlatformAdmin,
} from '../_shared/context.ts';
import { serveFunction } from '../_shared/handler.ts';
import { conflict, HttpError, notFound } from '../_shared/http.ts';
import { sendInvitation } from '../_shared/invitations.ts';
import { canManageEmployees } from '../_shared/roles.ts';
import { sendCompanyInvitationSchema } from '../_shared/schemas.ts';

const ROLE_LABELS: Record<string, string> = {
  manager: 'Manager',
  recruiter: 'Recruiter',
  partner_recruiter: 'Partner Recruiter',
};

type Body = ReturnType<typeof sendCompanyInvitationSchema.parse>;

serveFunction({
  schema: sendCompanyInvitationSchema,
  handle(ctx, body) {
    return body.kind === 'employee' ? inviteEmployee(ctx, body) : inviteCompany(ctx, body);
  },
});

async function inviteCompany(ctx: CallerContext, body: Extract<Body, { kind: 'company' }>) {
  requirePlatformAdmin(ctx, 'You must be an admin to send company invitations');
  return sendInvitation(
    ctx,
    {
      email: body.email,
      type: 'company_invitation',
      invited_by_admin_id: ctx.user.id,
      company_data: { companyName: body.companyName, message: body.message ?? '' },
    },
    'company',
    'Company',
    {
      subject: `You're invited to register ${body.companyName}`,
      heading: 'Hello,',
      intro: `You have been invited to register ${body.companyName} on the recruitment platform.`,
      message: body.message,
      actionLabel: 'Register your company',
    },
  );
}

async function inviteEmployee(ctx: CallerContext, body: Extract<Body, { kind: 'employee' }>) {
  await requireCompanyStaff(
    ctx,
    body.companyId,
    canManageEmployees,
    'You do not have permission to invite employees to this company',
  );
  const { data: company, error } = await ctx.admin
    .from('companies')
    .select('id, name')
    .eq('id', body.companyId)
    .maybeSingle();
  if (error) throw new HttpError(500, 'Failed to load company');
  if (!company) throw notFound('Company not found');

  const { data: existing, error: existingError } = await ctx.admin
    .from('company_users')
    .select('id')
    .ilike('email', exactILike(body.email))
    .limit(1);
  if (existingError) throw new HttpError(500, 'Failed to check existing employees');
  if (existing && existing.length > 0)
    throw conflict('A user with this email already belongs to a company');

  const roleLabel = ROLE_LABELS[body.role];
  return sendInvitation(
    ctx,
    {
      email: body.email,
      type: 'company_invitation',
      invited_by_user_id: ctx.user.id,
      company_id: body.companyId,
      role: body.role,
      company_data: {
        companyName: company.name,
        companyId: body.companyId,
        firstName: body.firstName,
        lastName: body.lastName,
        role: body.role,
        message: body.message ?? '',
        isEmployeeInvitation: true,
      },
    },
    'employee',
    roleLabel,
    {
      subject: `Join ${company.name} as ${roleLabel}`,
      heading: `Hello ${body.firstName} ${body.lastName},`,
      intro: `${company.name} has invited you to join its recruitment team as ${roleLabel}.`,
      message: body.message,
      actionLabel: 'Accept the invitation',
    },
  );
}
