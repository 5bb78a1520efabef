import { requirePlatformAdmin } from '../_shared/context.ts';
import { serveFunction } from '../_shared/handler.ts';
import { HttpError, notFound } from '../_shared/http.ts';
import { manageSubscriptionSchema } from '../_shared/schemas.ts';

serveFunction({
  schema: manageSubscriptionSchema,
  async handle(ctx, body) {
    requirePlatformAdmin(ctx, 'Only platform administrators can manage subscriptions');

    const { data: company, error: companyError } = await ctx.admin
      .from('companies')
      .select('id')
      .eq('id', body.companyId)
      .maybeSingle();
    if (companyError) throw new HttpError(500, 'Failed to load company');
    if (!company) throw notFound('Company not found');

    if (body.method === 'get') {
      const { data, error } = await ctx.admin
        .from('company_subscriptions')
        .select('tier, status, expires_at')
        .eq('company_id', body.companyId)
        .maybeSingle();
      if (error) throw new HttpError(500, 'Failed to fetch subscription');
      return { subscription: data ?? null };
    }

    const { error } = await ctx.admin.from('company_subscriptions').upsert(
      {
        company_id: body.companyId,
        tier: body.tier,
        status: body.tier === 'none' ? 'inactive' : 'active',
        expires_at: body.expiresAt ?? null,
      },
      { onConflict: 'company_id' },
    );
    if (error) throw new HttpError(500, `Failed to update subscription: ${error.message}`);
    return { success: true };
  },
});
