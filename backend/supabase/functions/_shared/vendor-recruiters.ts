import type { CallerContext } from './context.ts';
import { siteUrl } from './env.ts';
import { forbidden, HttpError, notFound } from './http.ts';
import { renderInvitationEmail } from './invitations.ts';
import { sendMail } from './mail.ts';

export interface Vendor {
  id: string;
  vendor_name: string;
  user_id: string | null;
}

/** The vendor, when the caller is its owner or one of its administrators; refused otherwise. */
export async function requireVendorAdmin(ctx: CallerContext, vendorId: string): Promise<Vendor> {
  const { data: vendor, error } = await ctx.admin
    .from('vendors')
    .select('id, vendor_name, user_id')
    .eq('id', vendorId)
    .maybeSingle();
  if (error) throw new HttpError(500, 'Could not fetch vendor data.');
  if (!vendor) throw notFound('Vendor not found');
  if (vendor.user_id !== ctx.user.id) {
    const { data: adminRow } = await ctx.admin
      .from('talent_vendor_users')
      .select('id')
      .eq('vendor_id', vendor.id)
      .eq('user_id', ctx.user.id)
      .eq('role', 'admin')
      .maybeSingle();
    if (!adminRow) throw forbidden("Only the vendor's administrator can invite recruiters");
  }
  return vendor;
}

/**
 * E-mails a recruiter a fresh link to choose their password and sign in (a new link replaces the
 * one sent before). Returns why the mail could not be sent, or null.
 */
export async function mailRecruiterInvitation(
  ctx: CallerContext,
  vendor: Vendor,
  recruiter: { email: string; first_name: string; last_name: string },
): Promise<string | null> {
  const { data: link, error: linkError } = await ctx.admin.auth.admin.generateLink({
    type: 'recovery',
    email: recruiter.email,
    options: { redirectTo: `${siteUrl()}/update-password` },
  });
  const actionLink = link?.properties?.action_link;
  if (!actionLink) {
    return `Failed to create the sign-in link: ${linkError?.message ?? 'unknown error'}`;
  }
  const mail = renderInvitationEmail(recruiter.email, `Join ${vendor.vendor_name} as a recruiter`, {
    heading: `Hello ${recruiter.first_name} ${recruiter.last_name},`,
    intro:
      `${vendor.vendor_name} has invited you to join its recruiting team on the recruitment platform. ` +
      'Follow the link to choose your password and sign in.',
    actionLabel: 'Accept the invitation',
    url: actionLink,
  });
  return await sendMail({ ...mail, replyTo: ctx.user.email });
}
