import { requireCompanyStaff } from '../_shared/context.ts';
import { serveFunction } from '../_shared/handler.ts';
import { HttpError, notFound } from '../_shared/http.ts';
import { isCompanyAdmin } from '../_shared/roles.ts';
import { updateCompanySchema } from '../_shared/schemas.ts';

serveFunction({
  schema: updateCompanySchema,
  async handle(ctx, body) {
    if (!ctx.isPlatformAdmin) {
      await requireCompanyStaff(
        ctx,
        body.companyId,
        isCompanyAdmin,
        'Only company administrators can update the company profile',
      );
    }
    const { data, error } = await ctx.admin
      .from('companies')
      .update(body.companyData)
      .eq('id', body.companyId)
      .select('*')
      .maybeSingle();
    if (error) throw new HttpError(500, `Failed to update company: ${error.message}`);
    if (!data) throw notFound('Company not found');
    return { success: true, company: data };
  },
});
