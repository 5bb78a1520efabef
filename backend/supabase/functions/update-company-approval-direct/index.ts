import { requirePlatformAdmin } from '../_shared/context.ts';
import { serveFunction } from '../_shared/handler.ts';
import { HttpError, notFound } from '../_shared/http.ts';
import { companyApprovalSchema } from '../_shared/schemas.ts';

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
    return { success: true, company: data };
  },
});
