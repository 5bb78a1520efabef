import type { SupabaseClient } from '@supabase/supabase-js';
import { loadAnswers } from '../_shared/applications.ts';
import { missingProfileFields } from '../_shared/candidates.ts';
import { type CallerContext, requireSelf } from '../_shared/context.ts';
import { serveFunction } from '../_shared/handler.ts';
import { forbidden, HttpError, notFound } from '../_shared/http.ts';
import { isOpenForApplications, loadQuestions, OPEN_STATUSES } from '../_shared/jobs.ts';
import { candidateDataOperationSchema } from '../_shared/schemas.ts';

const JOB_COLUMNS =
  'id, company_id, title, description, location, locations, job_type, experience_level, experience_required, ' +
  'education_required, salary_min, salary_max, skills_required, requirements, preferred_skills, status, ' +
  'expires_at, created_at';

serveFunction({
  schema: candidateDataOperationSchema,
  async handle(ctx, body) {
    requireSelf(ctx, body.userId);
    if (ctx.accountRole !== 'candidate' && !ctx.isPlatformAdmin) {
      throw forbidden('Only candidates can access candidate data');
    }
    // A platform admin looking at someone else cannot use their own JWT for that person's rows.
    const reader = body.userId === ctx.user.id ? ctx.userClient : ctx.admin;
    const candidate = await loadCandidate(reader, body.userId);

    switch (body.operation) {
      case 'get-candidate-id': {
        const missingFields = missingProfileFields(candidate);
        if (!candidate || missingFields.length > 0) {
          return {
            candidateId: candidate?.id ?? null,
            error: 'Candidate profile is incomplete',
            missingFields,
          };
        }
        return { candidateId: candidate.id };
      }
      case 'applications':
        return { applications: candidate ? await listApplications(ctx, candidate.id) : [] };
      case 'potential-jobs':
        return { jobs: await potentialJobs(ctx, candidate?.id ?? null) };
      case 'job-details':
        return { job: await jobDetails(ctx, body.jobId, candidate?.id ?? null) };
      case 'job-questions': {
        await jobDetails(ctx, body.jobId, candidate?.id ?? null);
        const questions = await loadQuestions(ctx.admin, body.jobId);
        return {
          questions: questions.map((q) => ({
            id: q.id,
            question: q.question,
            question_type: q.question_type,
            is_required: q.is_required,
            options: q.options,
          })),
        };
      }
      case 'application-detail':
        return {
          application: await applicationDetail(ctx, body.applicationId, candidate?.id ?? null),
        };
    }
  },
});

async function loadCandidate(client: SupabaseClient, userId: string) {
  const { data, error } = await client
    .from('candidates')
    .select('*')
    .eq('user_id', userId)
    .maybeSingle();
  if (error) throw new HttpError(500, `Failed to fetch profile: ${error.message}`);
  return data as ({ id: string } & Record<string, unknown>) | null;
}

/** Adds company_name/company and assigned_to to job rows. */
async function decorateJobs<T extends { id: string; company_id: string; created_at?: string }>(
  admin: SupabaseClient,
  jobs: T[],
) {
  if (jobs.length === 0) return [];
  const companyIds = [...new Set(jobs.map((j) => j.company_id))];
  const jobIds = jobs.map((j) => j.id);
  const [companies, assignments] = await Promise.all([
    admin.from('companies').select('id, name').in('id', companyIds),
    admin.from('job_assignments').select('job_id, assigned_to_user_id').in('job_id', jobIds),
  ]);
  const assigneeIds = [...new Set((assignments.data ?? []).map((a) => a.assigned_to_user_id))];
  const { data: staff } = assigneeIds.length
    ? await admin
        .from('company_users')
        .select('user_id, first_name, last_name')
        .in('user_id', assigneeIds)
    : { data: [] };
  const companyName = new Map((companies.data ?? []).map((c) => [c.id, c.name]));
  const assignee = new Map(
    (assignments.data ?? []).map((a) => {
      const person = (staff ?? []).find((s) => s.user_id === a.assigned_to_user_id);
      return [
        a.job_id,
        person ? { first_name: person.first_name, last_name: person.last_name } : null,
      ];
    }),
  );
  return jobs.map((job) => ({
    ...job,
    posted_at: job.created_at,
    company_name: companyName.get(job.company_id) ?? null,
    company: { name: companyName.get(job.company_id) ?? null },
    assigned_to: assignee.get(job.id) ?? null,
  }));
}

async function appliedJobIds(
  admin: SupabaseClient,
  candidateId: string | null,
): Promise<Set<string>> {
  if (!candidateId) return new Set();
  const { data } = await admin
    .from('applications')
    .select('job_id')
    .eq('candidate_id', candidateId);
  return new Set((data ?? []).map((a) => a.job_id));
}

async function listApplications(ctx: CallerContext, candidateId: string) {
  const { data, error } = await ctx.admin
    .from('applications')
    .select('id, status, applied_at, job_id, candidate_id')
    .eq('candidate_id', candidateId)
    .order('applied_at', { ascending: false });
  if (error) throw new HttpError(500, `Failed to fetch applications: ${error.message}`);
  const jobIds = [...new Set((data ?? []).map((a) => a.job_id))];
  const { data: jobs } = jobIds.length
    ? await ctx.admin.from('jobs').select(JOB_COLUMNS).in('id', jobIds)
    : { data: [] };
  const decorated = await decorateJobs(ctx.admin, (jobs ?? []) as unknown as JobRow[]);
  const byId = new Map(decorated.map((j) => [j.id, j]));
  return (data ?? []).map((a) => ({ ...a, job: byId.get(a.job_id) ?? null }));
}

interface JobRow {
  id: string;
  company_id: string;
  status: string;
  expires_at: string | null;
  created_at: string;
}

// Visible jobs come through the caller's JWT; only open, unexpired ones are offered.
async function potentialJobs(ctx: CallerContext, candidateId: string | null) {
  const { data, error } = await ctx.userClient
    .from('jobs')
    .select(JOB_COLUMNS)
    .in('status', OPEN_STATUSES)
    .order('created_at', { ascending: false });
  if (error) throw new HttpError(500, `Failed to fetch potential jobs: ${error.message}`);
  const applied = await appliedJobIds(ctx.admin, candidateId);
  const open = ((data ?? []) as unknown as JobRow[]).filter(
    (j) => isOpenForApplications(j) && !applied.has(j.id),
  );
  return decorateJobs(ctx.admin, open);
}

async function jobDetails(ctx: CallerContext, jobId: string, candidateId: string | null) {
  // Open jobs come through the caller's JWT; a job they applied to stays readable after it closes.
  const { data: visible, error } = await ctx.userClient
    .from('jobs')
    .select(JOB_COLUMNS)
    .eq('id', jobId)
    .maybeSingle();
  if (error) throw new HttpError(500, `Failed to load job details: ${error.message}`);
  let row = visible as unknown as JobRow | null;
  if (!row && (await appliedJobIds(ctx.admin, candidateId)).has(jobId)) {
    const { data } = await ctx.admin.from('jobs').select(JOB_COLUMNS).eq('id', jobId).maybeSingle();
    row = data as unknown as JobRow | null;
  }
  if (!row) throw notFound('Job not found');
  const [decorated] = await decorateJobs(ctx.admin, [row]);
  return decorated;
}

async function applicationDetail(
  ctx: CallerContext,
  applicationId: string,
  candidateId: string | null,
) {
  const { data: application, error } = await ctx.admin
    .from('applications')
    .select('id, status, applied_at, job_id, candidate_id')
    .eq('id', applicationId)
    .maybeSingle();
  if (error) throw new HttpError(500, `Failed to load application: ${error.message}`);
  if (!application || !candidateId || application.candidate_id !== candidateId) {
    throw notFound('Application not found');
  }
  const { data: job } = await ctx.admin
    .from('jobs')
    .select(JOB_COLUMNS)
    .eq('id', application.job_id)
    .maybeSingle();
  const [decorated] = job ? await decorateJobs(ctx.admin, [job as unknown as JobRow]) : [null];
  const answers = await loadAnswers(ctx.admin, application.id, application.job_id);
  return { ...application, job: decorated, answers };
}
