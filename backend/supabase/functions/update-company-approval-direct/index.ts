import type { SupabaseClient } from '@supabase/supabase-js';
import { requirePlatformAdmin } from '../_shared/context.ts';
import { serveFunction } from '../_shared/handler.ts';
import { HttpError, notFound } from '../_shared/http.ts';
import { siteUrl } from '../_shared/env.ts';
import { escapeHtml, sendMail } from '../_shared/mail.ts';
import { companyApprovalSchema } from '../_shared/schemas.ts';

interface DecidedCompany {
  name: string;
  user_id: string | null;
  primary_contact_email: string | null;
}

/** Tells the company's owner (and its primary contact) what was decided, with the reason given. */
async function mailDecision(
  admin: SupabaseClient,
  company: DecidedCompany,
  approved: boolean,
  reason: string | null,
  replyTo: string | undefined,
): Promise<string | null> {
  const recipients = new Set<string>();
  if (company.user_id) {
    const { data } = await admin
      .from('profiles')
      .select('email')
      .eq('id', company.user_id)
      .maybeSingle();
    if (data?.email) recipients.add(data.email.toLowerCase());
  }
  if (company.primary_contact_email) recipients.add(company.primary_contact_email.toLowerCase());
  if (recipients.size === 0) return 'The company has no e-mail address';

  const subject = approved
    ? `${company.name} has been approved`
    : `${company.name} was not approved`;
  const intro = approved
    ? `Your company registration for ${company.name} has been approved. You can now use every part of the company workspace.`
    : `Your company registration for ${company.name} was not approved. You can update your registration and it will be reviewed again.`;
  const link = `${siteUrl()}/company/dashboard`;
  const text = [
    intro,
    ...(reason ? ['', `Reason: ${reason}`] : []),
    '',
    `Open your dashboard: ${link}`,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    reason ? `<p>Reason:</p><blockquote>${escapeHtml(reason)}</blockquote>` : '',
    `<p><a href="${escapeHtml(link)}">Open your dashboard</a></p>`,
  ].join('\n');
  return sendMail({ to: [...recipients].join(', '), subject, text, html, replyTo });
}

serveFunction({
  schema: companyApprovalSchema,
  async handle(ctx, body) {
    requirePlatformAdmin(ctx, 'Only platform administrators can approve companies');
    const { data, error } = await ctx.admin
      .from('companies')
      .update({ is_approved: body.isApproved })
      .eq('id', body.companyId)
      .select('*')
      .maybeSingle();
    if (error) throw new HttpError(500, `Failed to update company approval: ${error.message}`);
    if (!data) throw notFound('Company not found');
    const emailError = await mailDecision(
      ctx.admin,
      data as DecidedCompany,
      body.isApproved,
      body.reason || null,
      ctx.user.email,
    );
    return { success: true, company: data, emailSent: emailError === null, emailError };
  },
});
