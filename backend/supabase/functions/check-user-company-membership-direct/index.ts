import { companyMemberships } from '../_shared/company.ts';
import { requireSelf } from '../_shared/context.ts';
import { serveFunction } from '../_shared/handler.ts';
import { userIdSchema } from '../_shared/schemas.ts';

serveFunction({
  schema: userIdSchema,
  async handle(ctx, body) {
    requireSelf(ctx, body.userId);
    return companyMemberships(ctx.admin, body.userId, 'Failed to check company membership');
  },
});
