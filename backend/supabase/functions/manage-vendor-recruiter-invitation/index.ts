import { serveFunction } from '../_shared/handler.ts';
import { conflict, HttpError, notFound } from '../_shared/http.ts';
import { vendorRecruiterInvitationActionSchema } from '../_shared/schemas.ts';
import { mailRecruiterInvitation, requireVendorAdmin } from '../_shared/vendor-recruiters.ts';

// Resend or revoke the invitation of a recruiter who has not joined yet (never signed in).
serveFunction({
  schema: vendorRecruiterInvitationActionSchema,
  async handle(ctx, body) {
    const vendor = await requireVendorAdmin(ctx, body.vendor_id);
    const { data: recruiter, error } = await ctx.admin
      .from('talent_vendor_users')
      .select('user_id, first_name, last_name, email, joined_at')
      .eq('vendor_id', vendor.id)
      .eq('user_id', body.user_id)
      .eq('role', 'recruiter')
      .maybeSingle();
    if (error) throw new HttpError(500, `Failed to load the recruiter: ${error.message}`);
    if (!recruiter || !recruiter.user_id) throw notFound('Recruiter not found');
    if (recruiter.joined_at) throw conflict('This recruiter has already joined');
    const email = recruiter.email ?? '';

    if (body.action === 'resend') {
      const emailError = await mailRecruiterInvitation(ctx, vendor, {
        email,
        first_name: recruiter.first_name ?? '',
        last_name: recruiter.last_name ?? '',
      });
      if (emailError) throw new HttpError(502, `The invitation e-mail could not be sent: ${emailError}`);
      return { success: true, message: `The invitation to ${email} was sent again with a new link.` };
    }

    // The account was made for the invitation and never used: removing it ends the invitation
    // and its link (the membership goes with it).
    const { error: deleteError } = await ctx.admin.auth.admin.deleteUser(recruiter.user_id);
    if (deleteError) throw new HttpError(500, `Failed to revoke the invitation: ${deleteError.message}`);
    return { success: true, message: `The invitation to ${email} was revoked.` };
  },
});
