import { loadAnswers } from '../_shared/applications.ts';
import { requireSelf } from '../_shared/context.ts';
import { signedDocuments } from '../_shared/documents.ts';
import { serveFunction } from '../_shared/handler.ts';
import { forbidden, HttpError, notFound } from '../_shared/http.ts';
import { applicationDetailSchema } from '../_shared/schemas.ts';

const JOB_COLUMNS =
  'id, title, description, location, job_type, experience_level, salary_min, salary_max, status, company_id, created_at';

serveFunction({
  schema: applicationDetailSchema,
  async handle(ctx, body) {
    requireSelf(ctx, body.userId);
    const membership = await ctx.membership();
    if (!membership) throw forbidden('You must belong to a company to view applications');

    const { data: application, error } = await ctx.admin
      .from('applications')
      .select('id, status, applied_at, job_id, candidate_id, applied_by_company_id')
      .eq('id', body.applicationId)
      .maybeSingle();
    if (error) throw new HttpError(500, `Failed to load application details: ${error.message}`);
    if (!application) throw notFound('Application not found');

    // Only when the caller can see the job (team visibility) does the application exist for them.
    const { data: job } = await ctx.userClient
      .from('jobs')
      .select(JOB_COLUMNS)
      .eq('id', application.job_id)
      .maybeSingle();
    if (!job || job.company_id !== membership.company_id) throw notFound('Application not found');

    const { data: candidate, error: candidateError } = await ctx.admin
      .from('candidates')
      .select('*')
      .eq('id', application.candidate_id)
      .maybeSingle();
    if (candidateError)
      throw new HttpError(500, `Failed to load candidate: ${candidateError.message}`);

    const [answers, documents] = await Promise.all([
      loadAnswers(ctx.admin, application.id, application.job_id),
      candidate ? signedDocuments(ctx.admin, candidate) : Promise.resolve([]),
    ]);
    return { application: { ...application, candidate, job, answers, documents } };
  },
});
