import type { SupabaseClient } from '@supabase/supabase-js';
import { missingProfileFields } from '../_shared/candidates.ts';
import { type CallerContext, requireSelf } from '../_shared/context.ts';
import { serveFunction } from '../_shared/handler.ts';
import { forbidden, HttpError, notFound } from '../_shared/http.ts';
import { loadQuestions, OPEN_STATUSES } from '../_shared/jobs.ts';
import { candidateDataOperationSchema } from '../_shared/schemas.ts';
import { pageRange, type Paging, pagingSchema } from './paging.ts';

const JOB_COLUMNS =
  'id, company_id, title, description, location, locations, job_type, experience_level, experience_required, ' +
  'education_required, salary_min, salary_max, skills_required, requirements, preferred_skills, status, ' +
  'expires_at, created_at';

serveFunction({
  schema: candidateDataOperationSchema.and(pagingSchema),
  async handle(ctx, body) {
    requireSelf(ctx, body.userId);
    if (ctx.accountRole !== 'candidate' && !ctx.isPlatformAdmin) {
      throw forbidden('Only candidates can access candidate data');
    }
    // A platform admin looking at someone else cannot use their own JWT for that person's rows.
    const reader = body.userId === ctx.user.id ? ctx.userClient : ctx.admin;
    if (body.operation === 'potential-jobs') {
      // Needs only the jobs applied to, read by user id: one round trip less on the busiest call.
      const paging = { page: body.page, pageSize: body.pageSize };
      return { ...(await potentialJobs(ctx, body.userId, paging)), ...paging };
    }
    if (body.operation === 'application-detail') {
      return { application: await applicationDetail(ctx, body.userId, body.applicationId) };
    }
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
      case 'applications': {
        const paging = { page: body.page, pageSize: body.pageSize };
        if (!candidate) return { applications: [], total: 0, interviewCount: 0, ...paging };
        return { ...(await listApplications(ctx, candidate.id, paging)), ...paging };
      }
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

interface JobLinks {
  companies: { id: string; name: string | null }[];
  assignments: { job_id: string; assigned_to_user_id: string }[];
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
  return withLinks(admin, jobs, {
    companies: companies.data ?? [],
    assignments: assignments.data ?? [],
  });
}

/** decorateJobs for rows whose company and assignment were already read with them. */
async function withLinks<T extends { id: string; company_id: string; created_at?: string }>(
  admin: SupabaseClient,
  jobs: T[],
  links: JobLinks,
) {
  const assigneeIds = [...new Set(links.assignments.map((a) => a.assigned_to_user_id))];
  const { data: staff } = assigneeIds.length
    ? await admin
        .from('company_users')
        .select('user_id, first_name, last_name')
        .in('user_id', assigneeIds)
    : { data: [] };
  const companyName = new Map(links.companies.map((c) => [c.id, c.name]));
  const assignee = new Map(
    links.assignments.map((a) => {
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

async function listApplications(ctx: CallerContext, candidateId: string, paging: Paging) {
  const columns = 'id, status, applied_at, job_id, candidate_id';
  const [page, interviews] = await Promise.all([
    readPage<ApplicationRow>('applications', paging, (range) => {
      const query = ctx.admin
        .from('applications')
        .select(columns, { count: 'exact', head: range === null })
        .eq('candidate_id', candidateId)
        .order('applied_at', { ascending: false })
        .order('id', { ascending: false });
      return range ? query.range(...range) : query;
    }),
    ctx.admin
      .from('applications')
      .select('id', { count: 'exact', head: true })
      .eq('candidate_id', candidateId)
      .ilike('status', 'interview'),
  ]);
  if (interviews.error) {
    throw new HttpError(500, `Failed to fetch applications: ${interviews.error.message}`);
  }
  const jobIds = [...new Set(page.rows.map((a) => a.job_id))];
  const { data: jobs } = jobIds.length
    ? await ctx.admin.from('jobs').select(JOB_COLUMNS).in('id', jobIds)
    : { data: [] };
  const decorated = await decorateJobs(ctx.admin, (jobs ?? []) as unknown as JobRow[]);
  const byId = new Map(decorated.map((j) => [j.id, j]));
  return {
    applications: page.rows.map((a) => ({ ...a, job: byId.get(a.job_id) ?? null })),
    total: page.total,
    interviewCount: interviews.count ?? 0,
  };
}

interface ApplicationRow {
  id: string;
  status: string;
  applied_at: string;
  job_id: string;
  candidate_id: string;
}

interface PageResult {
  data: unknown;
  error: { code?: string; message: string } | null;
  count: number | null;
}

/**
 * Reads one page with the exact total; `query(null)` must count only. Past the last page PostgREST
 * answers 416, so the caller gets an empty page with the total and can page back.
 */
async function readPage<T>(
  what: string,
  paging: Paging,
  query: (range: [number, number] | null) => PromiseLike<PageResult>,
): Promise<{ rows: T[]; total: number }> {
  let result = await query(pageRange(paging));
  if (result.error?.code === 'PGRST103') result = await query(null);
  if (result.error) throw new HttpError(500, `Failed to fetch ${what}: ${result.error.message}`);
  const rows = Array.isArray(result.data) ? (result.data as T[]) : [];
  return { rows, total: result.count ?? rows.length };
}

interface JobRow {
  id: string;
  company_id: string;
  status: string;
  expires_at: string | null;
  created_at: string;
}

/**
 * Open jobs the candidate has not applied to, newest first, one page with the total.
 *
 * The filters are those of the candidates' row-level policy (private.open_job_ids: approved company,
 * open status, not expired), applied with the service role: under the caller's JWT the policy rebuilds
 * the set of every open job on each statement, tens of milliseconds at scale even for one page. Status
 * is matched as equalities so the partial index jobs_open_created_idx serves both the page (read in
 * order) and the count (index-only). The count leaves applied jobs out of the SQL, where a list
 * parameter would be re-read for every open job, and subtracts the open ones the candidate applied to.
 */
async function potentialJobs(ctx: CallerContext, userId: string, paging: Paging) {
  const now = new Date();
  const applied = await appliedJobs(ctx.admin, userId);
  // The company name and the assignment come with the page, saving a round trip per call.
  let pageQuery = openJobs(
    ctx.admin,
    `${JOB_COLUMNS}, companies!inner(name, is_approved), job_assignments(assigned_to_user_id)`,
    now,
  );
  if (applied.length) {
    pageQuery = pageQuery.not('id', 'in', `(${applied.map((a) => a.jobId).join(',')})`);
  }
  const [page, open] = await Promise.all([
    pageQuery
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .range(...pageRange(paging)),
    // A GET for one row rather than HEAD: the local gateway builds the whole body even for HEAD.
    openJobs(ctx.admin, 'id, companies!inner(is_approved)', now, { count: 'exact' }).limit(1),
  ]);
  const error = page.error ?? open.error;
  if (error) throw new HttpError(500, `Failed to fetch potential jobs: ${error.message}`);
  const appliedOpen = applied.filter((a) => a.openAt(now)).length;
  type Row = JobRow & {
    companies: { name: string | null } | null;
    // One-to-one (job_id is unique) in PostgREST, a list in the local gateway.
    job_assignments: Assignment | Assignment[] | null;
  };
  type Assignment = { assigned_to_user_id: string };
  const rows = (page.data ?? []) as unknown as Row[];
  const jobs = rows.map(({ companies: _company, job_assignments: _assignments, ...job }) => job);
  const links: JobLinks = {
    companies: rows.map((row) => ({ id: row.company_id, name: row.companies?.name ?? null })),
    assignments: rows.flatMap((row) =>
      [row.job_assignments ?? []].flat().map((a) => ({ job_id: row.id, ...a })),
    ),
  };
  return {
    jobs: await withLinks(ctx.admin, jobs, links),
    total: Math.max(0, (open.count ?? 0) - appliedOpen),
  };
}

function openJobs(admin: SupabaseClient, columns: string, now: Date, options?: { count: 'exact' }) {
  return admin
    .from('jobs')
    .select(columns, options)
    .eq('companies.is_approved', true)
    .or(OPEN_STATUSES.map((status) => `status.eq.${status}`).join(','))
    .or(`expires_at.is.null,expires_at.gt.${now.toISOString()}`);
}

/** The user's applied jobs with whether each is still open (as private.open_job_ids decides). */
async function appliedJobs(admin: SupabaseClient, userId: string) {
  const { data, error } = await admin
    .from('applications')
    .select(
      'job_id, job:jobs(status, expires_at, company:companies(is_approved)), candidates!inner(user_id)',
    )
    .eq('candidates.user_id', userId);
  if (error) throw new HttpError(500, `Failed to fetch potential jobs: ${error.message}`);
  type Row = {
    job_id: string;
    job: {
      status: string;
      expires_at: string | null;
      company: { is_approved: boolean | null } | null;
    } | null;
  };
  return ((data ?? []) as unknown as Row[]).map((row) => ({
    jobId: row.job_id,
    openAt: (now: Date) =>
      !!row.job &&
      OPEN_STATUSES.includes(row.job.status) &&
      (!row.job.expires_at || new Date(row.job.expires_at).getTime() > now.getTime()) &&
      row.job.company?.is_approved === true,
  }));
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

/**
 * One of the user's applications with its job (company name, assignee) and answers, in one read.
 * The SQL function checks that the caller is the user or a platform admin and returns null for an
 * application that is not theirs.
 */
async function applicationDetail(ctx: CallerContext, userId: string, applicationId: string) {
  const { data, error } = await ctx.userClient.rpc('get_candidate_application_detail', {
    p_user_id: userId,
    p_application_id: applicationId,
  });
  if (error) throw new HttpError(500, `Failed to load application: ${error.message}`);
  if (!data) throw notFound('Application not found');
  return data as Record<string, unknown>;
}
