import { z } from 'zod';
import { requireActiveCompany } from '../_shared/company.ts';
import { requireCompanyStaff } from '../_shared/context.ts';
import { exactILike } from '../_shared/db.ts';
import { siteUrl } from '../_shared/env.ts';
import { serveFunction } from '../_shared/handler.ts';
import { conflict, HttpError, notFound } from '../_shared/http.ts';
import {
  deliverInvitation,
  invitationExpiry,
  renderInvitationEmail,
} from '../_shared/invitations.ts';
import { normalizeRole } from '../_shared/roles.ts';

const required = (message: string) => z.string().trim().min(1, message);

const talentVendorInvitationSchema = z.object({
  company_id: z.uuid({ message: 'company_id must be a valid id' }),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ message: 'Please enter a valid email address' })),
  first_name: required('First name is required'),
  last_name: required('Last name is required'),
  message: z.string().trim().max(2000, 'Message must be at most 2000 characters').nullish(),
});

/** The staff who may add talent vendors, as row-level security allows for the invitation rows. */
function canInviteTalentVendors(role: unknown): boolean {
  return ['company_admin', 'subscription_admin', 'manager', 'recruiter'].includes(
    normalizeRole(role),
  );
}

function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replaceAll('=', '');
}

/** The public sign-up page in its vendor-invitation form. */
function talentVendorInvitationUrl(token: string, base = siteUrl()): string {
  return `${base}/signup?vendor_invitation=${encodeURIComponent(token)}`;
}

serveFunction({
  schema: talentVendorInvitationSchema,
  async handle(ctx, body) {
    await requireCompanyStaff(
      ctx,
      body.company_id,
      canInviteTalentVendors,
      'You do not have permission to invite talent vendors for this company',
    );
    await requireActiveCompany(ctx.admin, body.company_id, 'inviting talent vendors');
    const { data: company, error: companyError } = await ctx.admin
      .from('companies')
      .select('id, name')
      .eq('id', body.company_id)
      .maybeSingle();
    if (companyError) throw new HttpError(500, 'Failed to load company');
    if (!company) throw notFound('Company not found');

    const { data: earlier, error: earlierError } = await ctx.admin
      .from('talent_vendors')
      .select('id, status')
      .eq('company_id', body.company_id)
      .ilike('email', exactILike(body.email))
      .order('created_at', { ascending: false });
    if (earlierError) throw new HttpError(500, 'Failed to check earlier invitations');
    if (earlier?.some((row) => ['registered', 'active'].includes(row.status))) {
      throw conflict('This talent vendor has already registered with your company');
    }

    // Inviting the same address again resends: the open invitation gets a fresh link and expiry,
    // and the previous link stops working.
    const open = earlier?.find((row) => row.status === 'invited');
    const fields = {
      first_name: body.first_name,
      last_name: body.last_name,
      email: body.email,
      message: body.message || null,
      invited_by_user_id: ctx.user.id,
      invitation_token: newToken(),
      invitation_expires_at: invitationExpiry(),
    };
    const saved = open
      ? await ctx.admin
          .from('talent_vendors')
          .update(fields)
          .eq('id', open.id)
          .select('id')
          .single()
      : await ctx.admin
          .from('talent_vendors')
          .insert({ ...fields, company_id: body.company_id })
          .select('id')
          .single();
    if (saved.error || !saved.data) {
      throw new HttpError(
        500,
        `Failed to create invitation: ${saved.error?.message ?? 'unknown error'}`,
      );
    }

    const url = talentVendorInvitationUrl(fields.invitation_token);
    const mail = renderInvitationEmail(
      body.email,
      `${company.name} invites you as a talent vendor`,
      {
        heading: `Hello ${body.first_name} ${body.last_name},`,
        intro:
          `${company.name} has invited you to register your staffing company as its talent vendor ` +
          'on the recruitment platform. Follow the link to create your vendor account.',
        message: body.message,
        actionLabel: 'Register as a talent vendor',
        url,
      },
    );
    const result = await deliverInvitation(
      { ...mail, replyTo: ctx.user.email },
      {
        id: saved.data.id,
        token: fields.invitation_token,
        expires_at: fields.invitation_expires_at,
      },
      url,
      'Talent vendor',
    );
    return { ...result, resent: Boolean(open) };
  },
});
