import { listDocuments, signDocument } from '../_shared/documents.ts';
import { serveFunction } from '../_shared/handler.ts';
import { forbidden, HttpError, notFound } from '../_shared/http.ts';
import { candidateDocumentLinkSchema } from '../_shared/schemas.ts';

// Company staff open a candidate's document through here: the application must be one they may
// see, the view is written to the audit trail (the candidate sees it on their Privacy page), and
// only then is the link handed out.
serveFunction({
  schema: candidateDocumentLinkSchema,
  async handle(ctx, body) {
    const [membership, detail] = await Promise.all([
      ctx.membership(),
      ctx.userClient.rpc('get_company_application_detail', { p_application_id: body.applicationId }),
    ]);
    if (!membership) throw forbidden('You must belong to a company to open candidate documents');
    if (detail.error) {
      throw new HttpError(500, `Failed to load the application: ${detail.error.message}`);
    }
    const candidate = (detail.data as { candidate: Record<string, unknown> | null } | null)?.candidate;
    if (!candidate) throw notFound('Application not found');
    const doc = listDocuments(candidate).filter((d) => d.type === body.document)[body.index];
    if (!doc) throw notFound('Document not found');
    const url = await signDocument(ctx.admin, doc);
    if (!url) throw new HttpError(500, 'Could not create a link to the document');
    const recorded = await ctx.admin.rpc('record_audit_event', {
      p_action: 'candidate.document_viewed',
      p_target_type: 'candidate',
      p_target_id: String(candidate.id),
      p_company_id: membership.company_id,
      p_details: { document: doc.name, application_id: body.applicationId },
      p_actor_id: ctx.user.id,
    });
    if (recorded.error) {
      throw new HttpError(500, `Could not record the document view: ${recorded.error.message}`);
    }
    return { url };
  },
});
