import { companyMemberships } from '../_shared/company.ts';
import { requireSelf } from '../_shared/context.ts';
import { serveFunction } from '../_shared/handler.ts';
import { userIdSchema } from '../_shared/schemas.ts';

serveFunction({
  schema: userIdSchema,
  async handle(ctx, body) {
    requireSelf(ctx, body.userId);
    const [first] = await companyMemberships(
      ctx.admin,
      body.userId,
      'Could not find company information',
    );
    // No membership is a normal state (a company account before registration), not an error.
    return { companyId: first?.company_id ?? null };
  },
});
