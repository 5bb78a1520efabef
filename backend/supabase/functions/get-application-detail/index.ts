import { requireSelf } from '../_shared/context.ts';
import { documentsToOpen } from '../_shared/documents.ts';
import { serveFunction } from '../_shared/handler.ts';
import { forbidden, HttpError, notFound } from '../_shared/http.ts';
import { applicationDetailSchema } from '../_shared/schemas.ts';

serveFunction({
  schema: applicationDetailSchema,
  async handle(ctx, body) {
    requireSelf(ctx, body.userId);
    // One read for the application, candidate, job and answers. It runs as the caller and returns
    // null unless the job is one of their company's that they may see, which makes a hidden
    // application look missing.
    const [membership, detail] = await Promise.all([
      ctx.membership(),
      ctx.userClient.rpc('get_company_application_detail', {
        p_application_id: body.applicationId,
      }),
    ]);
    if (!membership) throw forbidden('You must belong to a company to view applications');
    if (detail.error) {
      throw new HttpError(500, `Failed to load application details: ${detail.error.message}`);
    }
    const application = detail.data as { candidate: Record<string, unknown> | null } | null;
    if (!application) throw notFound('Application not found');
    const documents = application.candidate ? documentsToOpen(application.candidate) : [];
    return { application: { ...application, documents } };
  },
});
