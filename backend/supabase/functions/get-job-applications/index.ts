import { requireSelf } from '../_shared/context.ts';
import { serveFunction } from '../_shared/handler.ts';
import { forbidden, HttpError, notFound } from '../_shared/http.ts';
import { jobApplicationsSchema } from '../_shared/schemas.ts';

serveFunction({
  schema: jobApplicationsSchema,
  async handle(ctx, body) {
    requireSelf(ctx, body.userId);
    const membership = await ctx.membership();
    if (!membership) throw forbidden('You must belong to a company to view applications');

    // The caller's JWT decides whether this job is visible to them at all.
    const { data: job, error: jobError } = await ctx.userClient
      .from('jobs')
      .select('id, title, company_id')
      .eq('id', body.jobId)
      .maybeSingle();
    if (jobError) throw new HttpError(500, `Failed to load job: ${jobError.message}`);
    if (!job || job.company_id !== membership.company_id) throw notFound('Job not found');

    const { data, error } = await ctx.admin
      .from('applications')
      .select(
        'id, status, applied_at, job_id, candidate_id, applied_by_company_id, candidate:candidates(id, first_name, last_name, email, phone, title, skills)',
      )
      .eq('job_id', body.jobId)
      .order('applied_at', { ascending: false });
    if (error) throw new HttpError(500, `Failed to load applications: ${error.message}`);
    const applications = (data ?? []).map((a) => ({ ...a, job: { id: job.id, title: job.title } }));
    return { applications };
  },
});
