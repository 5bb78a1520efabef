import { requirePlatformAdmin } from '../_shared/context.ts';
import { serveFunction } from '../_shared/handler.ts';
import { badRequest, HttpError, notFound } from '../_shared/http.ts';
import { userAccessSchema } from '../_shared/schemas.ts';

// GoTrue has no permanent ban; a hundred years is what "until reactivated" means in practice.
const DEACTIVATED_FOR = '876000h';

serveFunction({
  schema: userAccessSchema,
  async handle(ctx, body) {
    requirePlatformAdmin(ctx, 'Only platform administrators can deactivate users');
    if (body.userId === ctx.user.id) throw badRequest('You cannot deactivate your own account');

    // A ban also ends every session of the user, so their open tokens stop working at once.
    const { data, error } = await ctx.admin.auth.admin.updateUserById(body.userId, {
      ban_duration: body.action === 'deactivate' ? DEACTIVATED_FOR : 'none',
    });
    if (error) {
      if (error.status === 404) throw notFound('User not found');
      throw new HttpError(500, `Failed to update the account: ${error.message}`);
    }
    const bannedUntil = data.user?.banned_until ?? null;
    return {
      success: true,
      deactivated: bannedUntil !== null && new Date(bannedUntil).getTime() > Date.now(),
    };
  },
});
