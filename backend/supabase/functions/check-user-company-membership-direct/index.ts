import { requireSelf } from '../_shared/context.ts';
import { serveFunction } from '../_shared/handler.ts';
import { HttpError } from '../_shared/http.ts';
import { userIdSchema } from '../_shared/schemas.ts';

serveFunction({
  schema: userIdSchema,
  async handle(ctx, body) {
    requireSelf(ctx, body.userId);
    const { data, error } = await ctx.admin
      .from('company_users')
      .select('company_id, role')
      .eq('user_id', body.userId)
      .order('created_at', { ascending: true });
    if (error) throw new HttpError(500, 'Failed to check company membership');
    return data ?? [];
  },
});
