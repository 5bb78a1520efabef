import { requirePlatformAdmin } from '../_shared/context.ts';
import { serveFunction } from '../_shared/handler.ts';
import { HttpError } from '../_shared/http.ts';
import { emptySchema } from '../_shared/schemas.ts';

// Despite the name the approvals screen needs every company: pending and approved.
serveFunction({
  schema: emptySchema,
  async handle(ctx) {
    requirePlatformAdmin(ctx, 'Only platform administrators can review companies');
    const { data, error } = await ctx.admin
      .from('companies')
      .select('*')
      .order('created_at', { ascending: false });
    if (error) throw new HttpError(500, `Failed to load companies: ${error.message}`);
    return { companies: data ?? [] };
  },
});
