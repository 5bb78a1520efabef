import { exactILike } from '../_shared/db.ts';
import { serveFunction } from '../_shared/handler.ts';
import { siteUrl } from '../_shared/env.ts';
import { conflict, forbidden, HttpError, notFound } from '../_shared/http.ts';
import { renderInvitationEmail } from '../_shared/invitations.ts';
import { sendMail } from '../_shared/mail.ts';
import { vendorRecruiterInvitationSchema } from '../_shared/schemas.ts';

serveFunction({
  schema: vendorRecruiterInvitationSchema,
  async handle(ctx, body) {
    const { data: vendor, error } = await ctx.admin
      .from('vendors')
      .select('id, vendor_name, user_id')
      .eq('id', body.vendor_id)
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

    const { data: link, error: linkError } = await ctx.admin.auth.admin.generateLink({
      type: 'recovery',
      email: body.email,
      options: { redirectTo: `${siteUrl()}/update-password` },
    });
    const actionLink = link?.properties?.action_link;
    const mail = actionLink
      ? renderInvitationEmail(body.email, `Join ${vendor.vendor_name} as a recruiter`, {
          heading: `Hello ${body.first_name} ${body.last_name},`,
          intro:
            `${vendor.vendor_name} has invited you to join its recruiting team on the recruitment platform. ` +
            'Follow the link to choose your password and sign in.',
          actionLabel: 'Accept the invitation',
          url: actionLink,
        })
      : null;
    const emailError = mail
      ? await sendMail({ ...mail, replyTo: ctx.user.email })
      : `Failed to create the sign-in link: ${linkError?.message ?? 'unknown error'}`;
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
