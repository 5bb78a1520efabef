import { requireActiveCompany } from '../_shared/company.ts';
import type { CallerContext, Membership } from '../_shared/context.ts';
import { requireSelf } from '../_shared/context.ts';
import { serveFunction } from '../_shared/handler.ts';
import { conflict, forbidden, HttpError, notFound } from '../_shared/http.ts';
import { loadQuestions, QUESTIONS_TABLE, questionRows } from '../_shared/jobs.ts';
import { canManageEmployees, canPostJobs } from '../_shared/roles.ts';
import { manageJobPostingSchema } from '../_shared/schemas.ts';

type Body = ReturnType<typeof manageJobPostingSchema.parse>;

serveFunction({
  schema: manageJobPostingSchema,
  async handle(ctx, body) {
    requireSelf(ctx, body.userId);
    const membership = await ctx.membership();
    if (!membership) throw forbidden('You must belong to a company to manage job postings');

    switch (body.method) {
      case 'list':
        return listJobs(ctx, membership);
      case 'get':
        return { job: await readJob(ctx, membership, body.jobId) };
      case 'create':
        return createJob(ctx, membership, body);
      case 'update':
        return updateJob(ctx, membership, body);
      case 'delete':
        return deleteJob(ctx, membership, body.jobId);
    }
  },
});

// Reads go through the caller's JWT so the team-hierarchy visibility rules apply.
async function listJobs(ctx: CallerContext, membership: Membership) {
  const { data, error } = await ctx.userClient
    .from('jobs')
    .select('*')
    .eq('company_id', membership.company_id)
    .order('created_at', { ascending: false });
  if (error) throw new HttpError(500, `Failed to load job postings: ${error.message}`);
  return { jobs: data ?? [] };
}

async function readJob(ctx: CallerContext, membership: Membership, jobId: string) {
  const { data, error } = await ctx.userClient
    .from('jobs')
    .select('*')
    .eq('id', jobId)
    .maybeSingle();
  if (error) throw new HttpError(500, `Failed to load job details: ${error.message}`);
  if (!data || data.company_id !== membership.company_id) throw notFound('Job not found');
  return { ...data, questions: await loadQuestions(ctx.userClient, jobId) };
}

async function createJob(
  ctx: CallerContext,
  membership: Membership,
  body: Extract<Body, { method: 'create' }>,
) {
  if (!canPostJobs(membership.role)) throw forbidden('You do not have permission to post jobs');
  await requireActiveCompany(ctx.admin, membership.company_id, 'posting jobs');

  const { questions, ...fields } = body.jobData;
  const { data: job, error } = await ctx.admin
    .from('jobs')
    .insert({ ...fields, company_id: membership.company_id, created_by: ctx.user.id })
    .select('*')
    .single();
  if (error) throw new HttpError(500, `Failed to create job: ${error.message}`);

  if (questions && questions.length > 0) {
    const { error: questionError } = await ctx.admin
      .from(QUESTIONS_TABLE)
      .insert(questionRows(job.id, questions));
    if (questionError) {
      await ctx.admin.from('jobs').delete().eq('id', job.id);
      throw new HttpError(500, `Failed to create job: ${questionError.message}`);
    }
  }
  return { job: { ...job, questions: await loadQuestions(ctx.admin, job.id) } };
}

async function updateJob(
  ctx: CallerContext,
  membership: Membership,
  body: Extract<Body, { method: 'update' }>,
) {
  if (!canPostJobs(membership.role)) throw forbidden('You do not have permission to edit jobs');
  const jobId = (body.jobId ?? body.jobData.id)!;
  await readJob(ctx, membership, jobId);
  await requireActiveCompany(ctx.admin, membership.company_id, 'editing jobs');

  const { questions, id: _id, ...fields } = body.jobData;
  if (Object.keys(fields).length > 0) {
    const { error } = await ctx.admin.from('jobs').update(fields).eq('id', jobId);
    if (error) throw new HttpError(500, `Failed to update job: ${error.message}`);
  }
  if (questions) {
    const { count } = await ctx.admin
      .from('applications')
      .select('id', { count: 'exact', head: true })
      .eq('job_id', jobId);
    // Answers point at questions; rewriting them would orphan what candidates wrote.
    if ((count ?? 0) > 0)
      throw conflict('Questions cannot be changed after candidates have applied');
    await ctx.admin.from(QUESTIONS_TABLE).delete().eq('job_id', jobId);
    if (questions.length > 0) {
      const { error } = await ctx.admin
        .from(QUESTIONS_TABLE)
        .insert(questionRows(jobId, questions));
      if (error) throw new HttpError(500, `Failed to update job questions: ${error.message}`);
    }
  }
  return { job: await readJob(ctx, membership, jobId) };
}

async function deleteJob(ctx: CallerContext, membership: Membership, jobId: string) {
  const job = await readJob(ctx, membership, jobId);
  if (!canManageEmployees(membership.role) && job.created_by !== ctx.user.id) {
    throw forbidden('You do not have permission to delete this job');
  }
  const { error } = await ctx.admin.from('jobs').delete().eq('id', jobId);
  if (error) throw new HttpError(500, `Failed to delete job: ${error.message}`);
  return { success: true };
}
