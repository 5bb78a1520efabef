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
    // The ban's own entry comes from the database, which does not see who asked the auth service.
    const recorded = await ctx.admin.rpc('record_audit_event', {
      p_action: body.action === 'deactivate' ? 'admin.deactivated_user' : 'admin.reactivated_user',
      p_target_type: 'user',
      p_target_id: body.userId,
      p_company_id: null,
      p_details: {},
      p_actor_id: ctx.user.id,
    });
    if (recorded.error) {
      throw new HttpError(500, `Failed to record the change: ${recorded.error.message}`);
    }
    const bannedUntil = data.user?.banned_until ?? null;
    return {
      success: true,
      deactivated: bannedUntil !== null && new Date(bannedUntil).getTime() > Date.now(),
    };
  },
});
