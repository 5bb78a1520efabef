import { requirePlatformAdmin } from '../_shared/context.ts';
import { serveFunction } from '../_shared/handler.ts';
import { sendInvitation } from '../_shared/invitations.ts';
import { adminInvitationSchema } from '../_shared/schemas.ts';

serveFunction({
  schema: adminInvitationSchema,
  async handle(ctx, body) {
    requirePlatformAdmin(ctx, 'You must be an admin to send admin invitations');
    return sendInvitation(
      ctx,
      {
        email: body.email,
        type: 'admin_invitation',
        invited_by_admin_id: ctx.user.id,
        company_data: {
          firstName: body.firstName,
          lastName: body.lastName,
          message: body.message ?? '',
        },
      },
      'admin',
      'Admin',
      {
        subject: "You're invited to become a platform administrator",
        heading: `Hello ${body.firstName} ${body.lastName},`,
        intro: 'You have been invited to join the recruitment platform as an administrator.',
        message: body.message,
        actionLabel: 'Accept the invitation',
      },
    );
  },
});
