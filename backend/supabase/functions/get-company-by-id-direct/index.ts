import { serveFunction } from '../_shared/handler.ts';
import { forbidden, HttpError, notFound } from '../_shared/http.ts';
import { companyIdSchema } from '../_shared/schemas.ts';

serveFunction({
  schema: companyIdSchema,
  async handle(ctx, body) {
    if (!ctx.isPlatformAdmin) {
      const membership = await ctx.membership();
      if (membership?.company_id !== body.companyId) {
        throw forbidden('You do not have access to this company');
      }
    }
    const { data, error } = await ctx.admin
      .from('companies')
      .select('*')
      .eq('id', body.companyId)
      .maybeSingle();
    if (error) throw new HttpError(500, `Failed to load company details: ${error.message}`);
    if (!data) throw notFound('Company not found');
    return { company: data };
  },
});
