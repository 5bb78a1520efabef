import { requireActiveCompany } from '../_shared/company.ts';
import type { CallerContext, Membership } from '../_shared/context.ts';
import { requireSelf } from '../_shared/context.ts';
import { serveFunction } from '../_shared/handler.ts';
import { conflict, forbidden, HttpError, notFound } from '../_shared/http.ts';
import { loadQuestions, QUESTION_COLUMNS, QUESTIONS_TABLE, questionRows } from '../_shared/jobs.ts';
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

// The job and its questions in one request: each request through the API costs about as much
// as the read itself.
async function readJob(ctx: CallerContext, membership: Membership, jobId: string) {
  const { data, error } = await ctx.userClient
    .from('jobs')
    .select(`*, questions:${QUESTIONS_TABLE}(${QUESTION_COLUMNS})`)
    .eq('id', jobId)
    .order('position', { referencedTable: 'questions', ascending: true })
    .maybeSingle();
  if (error) throw new HttpError(500, `Failed to load job details: ${error.message}`);
  if (!data || data.company_id !== membership.company_id) throw notFound('Job not found');
  return data;
}

async function createJob(
  ctx: CallerContext,
  membership: Membership,
  body: Extract<Body, { method: 'create' }>,
) {
  if (!canPostJobs(membership.role)) throw forbidden('You do not have permission to post jobs');
  await requireActiveCompany(ctx.admin, membership.company_id, 'posting jobs');

  const { questions, ...fields } = body.jobData;
  const job = await saveJobPosting(ctx, {
    p_job_id: null,
    p_company_id: membership.company_id,
    p_created_by: ctx.user.id,
    p_job: fields,
    p_questions: questions && questions.length > 0 ? questionRows(questions) : null,
  });
  return { job: { ...job, questions: await loadQuestions(ctx.admin, job.id) } };
}

/** The job and its questions in one transaction on the server (both saved, or neither). */
async function saveJobPosting(
  ctx: CallerContext,
  args: {
    p_job_id: string | null;
    p_company_id: string;
    p_created_by: string | null;
    p_job: Record<string, unknown>;
    p_questions: ReturnType<typeof questionRows> | null;
  },
) {
  const { data, error } = await ctx.admin.rpc('save_job_posting', args);
  if (error?.code === 'P0409') throw conflict(error.message);
  if (error?.code === 'P0002') throw notFound(error.message);
  if (error) {
    throw new HttpError(500, `Failed to ${args.p_job_id ? 'update' : 'create'} job: ${error.message}`);
  }
  return data;
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
  if (Object.keys(fields).length > 0 || questions) {
    await saveJobPosting(ctx, {
      p_job_id: jobId,
      p_company_id: membership.company_id,
      p_created_by: null,
      p_job: fields,
      p_questions: questions ? questionRows(questions) : null,
    });
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
