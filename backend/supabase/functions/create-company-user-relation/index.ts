import { requireSelf } from '../_shared/context.ts';
import { serveFunction } from '../_shared/handler.ts';
import { conflict, forbidden, HttpError } from '../_shared/http.ts';
import { isCompanyAdmin } from '../_shared/roles.ts';
import { createCompanyUserRelationSchema } from '../_shared/schemas.ts';

serveFunction({
  schema: createCompanyUserRelationSchema,
  async handle(ctx, body) {
    requireSelf(ctx, body.userId);
    const { data: profile } = await ctx.admin
      .from('profiles')
      .select('role, email')
      .eq('id', body.userId)
      .maybeSingle();
    if (profile?.role !== 'company') {
      throw forbidden('Only company accounts can register a company profile');
    }

    // One account holds one kind of membership: a talent vendor's users never run a company.
    const { data: vendorMembership, error: vendorError } = await ctx.admin
      .from('talent_vendor_users')
      .select('id')
      .eq('user_id', body.userId)
      .limit(1);
    if (vendorError) throw new HttpError(500, 'Failed to check company membership');
    if (vendorMembership?.length) throw forbidden('Talent vendor accounts cannot register a company');

    const { data: memberships, error: membershipError } = await ctx.admin
      .from('company_users')
      .select('id, company_id, role')
      .eq('user_id', body.userId);
    if (membershipError) throw new HttpError(500, 'Failed to check company membership');
    const membership = memberships?.[0];

    if (membership) {
      // Sign-up already created a placeholder company; registering fills it in.
      if (!isCompanyAdmin(membership.role)) throw conflict('User already belongs to a company');
      const { data: company, error } = await ctx.admin
        .from('companies')
        .update({ ...body.companyData, registered_at: new Date().toISOString() })
        .eq('id', membership.company_id)
        .select('*')
        .single();
      if (error) throw new HttpError(500, `Failed to register company: ${error.message}`);
      await ctx.admin.from('company_users').update(names(body)).eq('id', membership.id);
      return { success: true, companyId: company.id, company };
    }

    const { data: company, error } = await ctx.admin
      .from('companies')
      .insert({
        ...body.companyData,
        user_id: body.userId,
        is_approved: false,
        registered_at: new Date().toISOString(),
      })
      .select('*')
      .single();
    if (error) throw new HttpError(500, `Failed to register company: ${error.message}`);

    const { error: relationError } = await ctx.admin.from('company_users').insert({
      user_id: body.userId,
      company_id: company.id,
      role: body.role,
      email: body.email ?? profile?.email ?? ctx.user.email,
      ...names(body),
    });
    if (relationError) {
      // Do not leave an orphan company nobody can manage.
      await ctx.admin.from('companies').delete().eq('id', company.id);
      throw new HttpError(500, `Failed to register company: ${relationError.message}`);
    }
    return { success: true, companyId: company.id, company };
  },
});

function names(body: { firstName?: string | null; lastName?: string | null }) {
  const out: Record<string, string> = {};
  if (body.firstName) out.first_name = body.firstName;
  if (body.lastName) out.last_name = body.lastName;
  return out;
}
