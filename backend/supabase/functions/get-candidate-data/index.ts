import type { SupabaseClient } from '@supabase/supabase-js';
import type { z } from 'zod';
import { missingProfileFields } from '../_shared/candidates.ts';
import { rpcTextAsCaller } from '../_shared/caller-reads.ts';
import { bearerToken, type CallerContext, requireSelf } from '../_shared/context.ts';
import { serveFunction } from '../_shared/handler.ts';
import { forbidden, HttpError, jsonText, notFound } from '../_shared/http.ts';
import { loadQuestions } from '../_shared/jobs.ts';
import { candidateDataOperationSchema } from '../_shared/schemas.ts';
import { pageRange, type Paging, pagingSchema } from './paging.ts';

const JOB_COLUMNS =
  'id, company_id, title, description, location, locations, job_type, experience_level, experience_required, ' +
  'education_required, salary_min, salary_max, skills_required, requirements, preferred_skills, status, ' +
  'expires_at, created_at';

const OWN_DATA = 'You can only access your own data';
const CANDIDATES_ONLY = 'Only candidates can access candidate data';

const schema = candidateDataOperationSchema.and(pagingSchema);

/**
 * The operations whose SQL checks the caller itself (live session, the user asked about, the
 * role) in the same order as handle() below; undefined for the others.
 */
function callerCheckedRead(token: string, body: z.output<typeof schema>) {
  if (body.operation === 'potential-jobs') {
    return potentialJobs(token, body.userId, { page: body.page, pageSize: body.pageSize }, body.minMatch ?? 0);
  }
  if (body.operation === 'application-detail') {
    return applicationDetail(token, body.userId, body.applicationId);
  }
  return undefined;
}

serveFunction({
  schema,
  // The SQL compares ids as uuids; upper-case ids keep the string comparison of requireSelf.
  withoutCaller: (token, body) =>
    body.userId === body.userId.toLowerCase() ? callerCheckedRead(token, body) : undefined,
  async handle(ctx, body, req) {
    requireSelf(ctx, body.userId);
    if (ctx.accountRole !== 'candidate' && !ctx.isPlatformAdmin) {
      throw forbidden(CANDIDATES_ONLY);
    }
    if (body.operation === 'potential-jobs' || body.operation === 'application-detail') {
      return await callerCheckedRead(bearerToken(req) ?? '', body);
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
      case 'applications': {
        const paging = { page: body.page, pageSize: body.pageSize };
        if (!candidate) return { applications: [], total: 0, interviewCount: 0, ...paging };
        // The candidate's own applications and those companies and vendors made for them.
        const candidateIds =
          body.userId === ctx.user.id ? await linkedCandidateIds(ctx) : [candidate.id];
        return { ...(await listApplications(ctx, candidateIds, paging)), ...paging };
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

/** The caller's candidate records: their own and those kept under their sign-up e-mail. */
async function linkedCandidateIds(ctx: CallerContext): Promise<string[]> {
  const { data, error } = await ctx.userClient.rpc('get_my_candidate_ids');
  if (error) throw new HttpError(500, `Failed to fetch applications: ${error.message}`);
  return (data ?? []) as string[];
}

async function listApplications(ctx: CallerContext, candidateIds: string[], paging: Paging) {
  const columns = 'id, status, applied_at, job_id, candidate_id';
  const [page, interviews] = await Promise.all([
    readPage<ApplicationRow>('applications', paging, (range) => {
      const query = ctx.admin
        .from('applications')
        .select(columns, { count: 'exact', head: range === null })
        .in('candidate_id', candidateIds)
        .order('applied_at', { ascending: false })
        .order('id', { ascending: false });
      return range ? query.range(...range) : query;
    }),
    ctx.admin
      .from('applications')
      .select('id', { count: 'exact', head: true })
      .in('candidate_id', candidateIds)
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
 * Open jobs the candidate has not applied to, best match first (then newest), scoring at least
 * minMatch, one page with the total, page and page size, each with its company name, assignee and
 * match score: one read (get_candidate_potential_jobs), which
 * checks the caller. Its answer is the response body as it stands, so it is passed on unparsed.
 */
async function potentialJobs(token: string, userId: string, paging: Paging, minMatch: number) {
  const { text, error } = await rpcTextAsCaller(
    token,
    'get_candidate_potential_jobs',
    { p_user_id: userId, p_page: paging.page, p_page_size: paging.pageSize, p_min_score: minMatch },
    [OWN_DATA, CANDIDATES_ONLY],
  );
  if (error || text === null) {
    throw new HttpError(500, `Failed to fetch potential jobs: ${error?.message ?? 'no answer'}`);
  }
  return jsonText(text);
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
 * The SQL function checks the caller and returns null for an application that is not theirs.
 */
async function applicationDetail(token: string, userId: string, applicationId: string) {
  const { text, error } = await rpcTextAsCaller(
    token,
    'get_candidate_application_detail',
    { p_user_id: userId, p_application_id: applicationId },
    [OWN_DATA, CANDIDATES_ONLY],
  );
  if (error) throw new HttpError(500, `Failed to load application: ${error.message}`);
  if (text === null) throw notFound('Application not found');
  // The rpc's object goes out as it came, inside the answer's envelope.
  return jsonText(`{"application":${text}}`);
}
