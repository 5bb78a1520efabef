import { exactILike } from '../_shared/db.ts';
import { serveFunction } from '../_shared/handler.ts';
import { conflict, HttpError } from '../_shared/http.ts';
import { vendorRecruiterInvitationSchema } from '../_shared/schemas.ts';
import { mailRecruiterInvitation, requireVendorAdmin } from '../_shared/vendor-recruiters.ts';

serveFunction({
  schema: vendorRecruiterInvitationSchema,
  async handle(ctx, body) {
    const vendor = await requireVendorAdmin(ctx, body.vendor_id);

    const { data: existing } = await ctx.admin
      .from('profiles')
      .select('id')
      .ilike('email', exactILike(body.email))
      .limit(1);
    if (existing && existing.length > 0) throw conflict('A user with this email already exists');

    // The account is created confirmed and without a password; a recovery link lets the recruiter
    // choose one on the portal's update-password page and signs them in.
    const { data: created, error: createError } = await ctx.admin.auth.admin.createUser({
      email: body.email,
      email_confirm: true,
      user_metadata: {
        role: 'vendor_recruiter',
        first_name: body.first_name,
        last_name: body.last_name,
      },
    });
    if (createError || !created?.user) {
      throw new HttpError(
        500,
        `Failed to invite recruiter: ${createError?.message ?? 'unknown error'}`,
      );
    }
    const userId = created.user.id;

    // Sign-up provisioning treats unknown roles as candidates; vendor users are business accounts.
    await ctx.admin.from('candidates').delete().eq('user_id', userId);
    await ctx.admin.from('profiles').update({ role: 'company' }).eq('id', userId);
    const { error: memberError } = await ctx.admin.from('talent_vendor_users').insert({
      user_id: userId,
      vendor_id: vendor.id,
      role: 'recruiter',
      first_name: body.first_name,
      last_name: body.last_name,
      email: body.email,
    });
    if (memberError) {
      await ctx.admin.auth.admin.deleteUser(userId);
      throw new HttpError(500, `Failed to invite recruiter: ${memberError.message}`);
    }

    const emailError = await mailRecruiterInvitation(ctx, vendor, body);
    // The link signs the recruiter in, so it is never returned to the inviting admin.
    return {
      success: true,
      message: emailError
        ? `Recruiter ${body.first_name} ${body.last_name} was added but the invitation email could not be sent. ` +
          "They can use 'Forgot Password' on the sign-in page to set a password."
        : `Invitation sent to ${body.email}`,
      emailError,
    };
  },
});
