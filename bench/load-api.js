#!/usr/bin/env node
// Load test of the hottest API calls through the local gateway with real JWTs (signed in through
// /auth/v1 as the demo accounts), 20 concurrent clients, and the same SQL run directly against
// the database under the same row-level security for the gateway-overhead ratio. For each call it
// also reports the CPU time per call of the gateway, the function workers and the database, and
// (on PostgreSQL) whether any plan behind it, nested ones included, reads a big table whole.
//
//   node bench/load-api.js --engine postgres   # PostgreSQL 17 with the scale seed (npm run seed:scale)
//   node bench/load-api.js --engine demo       # a fresh stack with the demo seed
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { POSTGREST_POOL } from '../backend/local/src/postgrest.js';
import { startStack } from '../backend/local/src/stack.js';
import { benchPostgresUrl, benchPostmaster, startBenchPostgres } from './lib/bench-postgres.js';
import { request } from './lib/http-client.js';
import { cpuSnapshot, runConcurrent } from './lib/stats.js';
import { HEAVY_COMPANY_ID, PIPELINE_JOB_ID, scaleSeedComplete, seedScale } from './seed-scale.js';
import { screenCalls, screenCallsSql, screenFixtures } from './lib/screen-calls.js';

const PASSWORD = 'DemoPass123';
const CANDIDATE_USER = 'a0000000-0000-4000-8000-000000000007';
const APPLICATION_ID = 'f4000000-0000-4000-8000-000000000001';
// Acme's first job (its applications include APPLICATION_ID) and a candidate Acme manages.
const HEAVY_JOB_ID = 'f0000000-0000-4000-8000-000000000001';
const MANAGED_CANDIDATE_ID = 'd0000000-0000-4000-8000-000000000002';
// Staffing Partners' Alex Kim, already submitted to HEAVY_JOB_ID by that vendor (demo seed).
const DUPLICATE_SUBMISSION = {
  p_job_id: HEAVY_JOB_ID,
  p_candidate_id: 'd0000000-0000-4000-8000-000000000005',
  p_answers: [{ question_id: 'f1000000-0000-4000-8000-000000000001', answer: 'Yes' }],
  p_pitch_note: null,
};
// The demo vendor, and an application it submitted (Alex Kim to the heavy job).
const SUBMITTING_VENDOR_ID = 'b0000000-0000-4000-8000-000000000001';
const VENDOR_APPLICATION_ID = 'f4000000-0000-4000-8000-000000000005';
// Acme's recruiter reports to its manager in the demo seed.
const RECRUITER_USER = 'a0000000-0000-4000-8000-000000000004';
const MANAGER_USER = 'a0000000-0000-4000-8000-000000000003';
// the candidate lists' default page size
const PAGE_SIZE = 20;
const PUBLIC_SEARCH = {
  p_query: 'engineer',
  p_remote: true,
  p_experience_level: 'senior_level',
  p_sort: 'salary',
};
const JOB_LIST_COLUMNS = 'id, company_id, created_by, title, status, created_at';
const CANDIDATE_COLUMNS = 'id, user_id, first_name, last_name, email, title, skills, created_at';
const COMPANY_COLUMNS = 'id, name, industry, location, is_approved, created_at, approved_at';
// BENCH_PORT_OFFSET moves the stack's ports, so two checkouts can run the bench side by side.
const PORT_OFFSET = Number(process.env.BENCH_PORT_OFFSET) || 0;
export const PORTS = { api: 56321 + PORT_OFFSET, db: 56322 + PORT_OFFSET, mail: 56324 + PORT_OFFSET, smtp: 56325 + PORT_OFFSET };

async function signIn(apiUrl, anonKey, email) {
  const res = await fetch(`${apiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const body = await res.json();
  if (!res.ok) throw new Error(`sign-in ${email}: ${res.status} ${JSON.stringify(body)}`);
  const claims = JSON.parse(Buffer.from(body.access_token.split('.')[1], 'base64url'));
  return { token: body.access_token, userId: body.user.id, sessionId: claims.session_id ?? null };
}

/**
 * Applications of the pipeline job handed out one at a time, so no two concurrent moves touch the
 * same one and each move knows the stage it expects: it goes between Under Review and Interview.
 */
function moverPool(ids) {
  const free = ids.map((id) => ({ id, status: 'reviewing' }));
  return async (move) => {
    const app = free.shift();
    if (!app) throw new Error('no free application to move');
    const to = app.status === 'reviewing' ? 'interview' : 'reviewing';
    try {
      await move(app.id, app.status, to);
      app.status = to;
    } finally {
      free.push(app);
    }
  };
}

export const PIPELINE_BOARD_ARGS = { p_job_id: PIPELINE_JOB_ID, p_page_size: 20 };
const SUGGESTIONS_ARGS = { p_job_id: HEAVY_JOB_ID, p_limit: 10 };
const MATCH_ARGS = { p_job_id: HEAVY_JOB_ID, p_candidate_id: MANAGED_CANDIDATE_ID };
const SAVED_PREFERENCES = {
  p_desired_titles: ['Full-Stack Developer'],
  p_locations: ['Oakland, CA'],
  p_work_arrangement: 'any',
  p_job_types: ['FULL_TIME'],
  p_minimum_salary: 120000,
  p_experience_level: null,
};

/** The reports' default ranges: the company's and the vendor's 90 days, the platform's 12 weeks. */
function reportRange(days) {
  const to = new Date();
  const from = new Date(to.getTime() - (days - 1) * 86_400_000);
  return { p_from: from.toISOString().slice(0, 10), p_to: to.toISOString().slice(0, 10) };
}
const COMPANY_REPORT_ARGS = reportRange(90);
const ADMIN_REPORT_ARGS = reportRange(84);

/** The calls the portal makes, as supabase-js sends them. */
function scenarios(users) {
  const { apiUrl, anonKey, owner, manager, admin, candidate, vendor, slug, movers } = users;
  const headers = (token, extra = {}) => ({
    apikey: anonKey,
    authorization: `Bearer ${token}`,
    ...extra,
  });
  const rest =
    (token, query, { count = true } = {}) =>
    async () => {
      const res = await request(`${apiUrl}/rest/v1/${query}`, {
        headers: headers(token, count ? { prefer: 'count=exact' } : {}),
      });
      if (res.status >= 300) throw new Error(`${query}: HTTP ${res.status}`);
    };
  const rpc =
    (name, args, token = anonKey) =>
    async () => {
      const res = await request(`${apiUrl}/rest/v1/rpc/${name}`, {
        method: 'POST',
        headers: headers(token, { 'content-type': 'application/json' }),
        body: JSON.stringify(args),
      });
      if (res.status >= 300)
        throw new Error(`${name}: HTTP ${res.status}: ${res.body.toString().slice(0, 200)}`);
    };
  const fn =
    (token, body, name) =>
    async () => {
      const res = await request(`${apiUrl}/functions/v1/${name}`, {
        method: 'POST',
        headers: headers(token, { 'content-type': 'application/json' }),
        body: JSON.stringify(body),
      });
      if (res.status >= 300)
        throw new Error(
          `${name} ${body.operation ?? body.method ?? ''}: HTTP ${res.status}: ${res.body.toString().slice(0, 200)}`,
        );
    };
  const expectOk = (what, res) => {
    if (res.status >= 300)
      throw new Error(`${what}: HTTP ${res.status}: ${res.body.toString().slice(0, 200)}`);
  };
  const write = async (token, method, query, body, prefer) =>
    expectOk(
      `${method} ${query}`,
      await request(`${apiUrl}/rest/v1/${query}`, {
        method,
        headers: headers(token, { 'content-type': 'application/json', prefer }),
        body: JSON.stringify(body),
      }),
    );
  const pdf = Buffer.from(`%PDF-1.4\n${'x'.repeat(20_000)}\n%%EOF\n`);
  const storage = {
    upload: async (token, bucket, name) =>
      expectOk(
        'upload',
        await request(`${apiUrl}/storage/v1/object/${bucket}/${name}`, {
          method: 'POST',
          headers: headers(token, { 'content-type': 'application/pdf', 'x-upsert': 'true' }),
          body: pdf,
        }),
      ),
    sign: async (token, bucket, name) =>
      expectOk(
        'sign',
        await request(`${apiUrl}/storage/v1/object/sign/${bucket}/${name}`, {
          method: 'POST',
          headers: headers(token, { 'content-type': 'application/json' }),
          body: JSON.stringify({ expiresIn: 3600 }),
        }),
      ),
    remove: async (token, bucket, name) =>
      expectOk(
        'remove',
        await request(`${apiUrl}/storage/v1/object/${bucket}`, {
          method: 'DELETE',
          headers: headers(token, { 'content-type': 'application/json' }),
          body: JSON.stringify({ prefixes: [name] }),
        }),
      ),
  };
  return [
    {
      name: 'company jobs, title search',
      calls: ['rest:jobs:select'],
      http: rest(
        owner.token,
        `jobs?select=${JOB_LIST_COLUMNS.replaceAll(' ', '')}&company_id=eq.${HEAVY_COMPANY_ID}&search_text=like.%25engineer%25&order=created_at.desc&offset=0&limit=10`,
      ),
    },
    {
      name: 'manage candidates, name search',
      calls: ['rest:candidates:select'],
      http: rest(
        owner.token,
        `candidates?select=${CANDIDATE_COLUMNS.replaceAll(' ', '')}&managing_company_id=eq.${HEAVY_COMPANY_ID}` +
          '&search_text=like.%25mar%25&order=created_at.desc&offset=0&limit=10',
      ),
    },
    {
      name: 'candidate potential jobs',
      calls: ['rpc:get_candidate_potential_jobs'],
      http: rpc(
        'get_candidate_potential_jobs',
        { p_user_id: candidate.userId, p_page: 1, p_page_size: PAGE_SIZE, p_min_score: 0 },
        candidate.token,
      ),
    },
    {
      // the best matches among the company's candidates and its partners' shared ones
      name: 'job suggestions, heavy company',
      // the matching issue's figure: suggestions over 200,000 candidates
      p95Target: 100,
      calls: ['rpc:get_job_suggestions'],
      http: rpc('get_job_suggestions', SUGGESTIONS_ARGS, owner.token),
    },
    {
      name: 'match reasons of a job and a candidate',
      calls: ['rpc:get_match'],
      http: rpc('get_match', MATCH_ARGS, owner.token),
    },
    {
      name: 'applicant scores of the pipeline job',
      calls: ['rpc:get_application_scores'],
      http: rpc('get_application_scores', { p_job_id: PIPELINE_JOB_ID }, owner.token),
    },
    {
      name: 'vendor candidates ranked for an assigned job',
      calls: ['rpc:get_vendor_job_matches'],
      http: rpc('get_vendor_job_matches', { p_job_id: HEAVY_JOB_ID, p_limit: 20 }, vendor.token),
    },
    {
      // the stage of each submission mapped to what its company lets vendors see
      name: 'vendor submissions, first page',
      calls: ['rpc:list_vendor_submissions'],
      http: rpc('list_vendor_submissions', { p_page: 1, p_page_size: 10 }, vendor.token),
    },
    {
      name: 'public job search, signed out',
      calls: ['rpc:search_public_jobs'],
      http: rpc('search_public_jobs', PUBLIC_SEARCH),
    },
    {
      // What PostgREST and the gateway cost for a call that does nothing: the floor under every
      // other figure (the function exists only in the bench's cluster).
      name: 'floor: an rpc returning a constant',
      reference: true,
      calls: [],
      http: rpc('bench_constant', {}, owner.token),
    },
    {
      // the page and its total in the one call the list makes
      name: 'company applications list',
      calls: ['rpc:list_company_applications'],
      http: rpc('list_company_applications', { p_company_id: HEAVY_COMPANY_ID, p_offset: 0, p_limit: 10 }, owner.token),
    },
    {
      name: 'admin approvals list',
      calls: ['rest:companies:select'],
      http: rest(
        admin.token,
        `companies?select=${COMPANY_COLUMNS.replaceAll(' ', '')}&is_approved=eq.false&order=created_at.desc&offset=0&limit=10`,
      ),
    },
    {
      name: 'pipeline board, first page of every column',
      calls: ['rpc:get_pipeline_board'],
      http: rpc('get_pipeline_board', PIPELINE_BOARD_ARGS, owner.token),
    },
    {
      name: 'pipeline column, next page',
      calls: ['rpc:get_pipeline_column'],
      http: rpc('get_pipeline_column', { p_job_id: PIPELINE_JOB_ID, p_status: 'interview', p_offset: 20, p_limit: 20 }, owner.token),
    },
    {
      name: 'pipeline move',
      calls: ['rpc:move_applications'],
      http: () =>
        movers.http((id, from, to) =>
          rpc('move_applications', { p_application_ids: [id], p_expected_statuses: [from], p_to_status: to }, owner.token)(),
        ),
    },
    {
      name: 'company report, the heavy company over 90 days',
      // Reports read many rows per call; their target is the report's own.
      p95Target: 300,
      calls: ['rpc:get_company_report'],
      http: rpc('get_company_report', COMPANY_REPORT_ARGS, owner.token),
    },
    {
      // the manager sees all but one of the heavy company's jobs (the team hierarchy decides)
      name: 'company report, a manager of most of the heavy company',
      p95Target: 300,
      calls: ['rpc:get_company_report'],
      http: rpc('get_company_report', COMPANY_REPORT_ARGS, manager.token),
    },
    {
      name: 'platform report, 12 weeks',
      p95Target: 300,
      calls: ['rpc:get_admin_report'],
      http: rpc('get_admin_report', ADMIN_REPORT_ARGS, admin.token),
    },
    {
      name: 'vendor report, 90 days',
      p95Target: 300,
      calls: ['rpc:get_vendor_report'],
      http: rpc('get_vendor_report', COMPANY_REPORT_ARGS, vendor.token),
    },
    {
      name: 'application detail',
      calls: ['rpc:get_candidate_application_detail'],
      http: rpc(
        'get_candidate_application_detail',
        { p_user_id: candidate.userId, p_application_id: APPLICATION_ID },
        candidate.token,
      ),
    },
    {
      // refused every time (the person is in process), so no rows pile up: the cost a
      // submission pays for the duplicate check, with the required answer the job asks for
      name: 'vendor submission, duplicate check',
      calls: ['rpc:submit_vendor_candidate'],
      http: async () => {
        const res = await request(`${apiUrl}/rest/v1/rpc/submit_vendor_candidate`, {
          method: 'POST',
          headers: headers(vendor.token, { 'content-type': 'application/json' }),
          body: JSON.stringify(DUPLICATE_SUBMISSION),
        });
        if (res.status !== 409)
          throw new Error(`duplicate submission: HTTP ${res.status}: ${res.body.toString().slice(0, 200)}`);
      },
    },
    {
      // the submit dialog's list of the candidate's stored documents, one described (the same row
      // each time, so none pile up) and the company reading what a submission sent
      name: 'vendor submission documents, listed, described and read by the company',
      calls: [
        'rest:submission_documents:select',
        'rest:submission_documents:insert',
        'rest:application_documents:select',
      ],
      http: async () => {
        const candidateId = DUPLICATE_SUBMISSION.p_candidate_id;
        await rest(
          vendor.token,
          `submission_documents?select=id,kind,file_name,path,created_at&candidate_id=eq.${candidateId}&order=created_at.desc&limit=50`,
          { count: false },
        )();
        await write(
          vendor.token,
          'POST',
          'submission_documents?on_conflict=path',
          {
            vendor_id: SUBMITTING_VENDOR_ID,
            candidate_id: candidateId,
            kind: 'resume',
            file_name: 'bench.pdf',
            path: `${SUBMITTING_VENDOR_ID}/${candidateId}/bench.pdf`,
            uploaded_by: vendor.userId,
          },
          'resolution=ignore-duplicates,return=minimal',
        );
        await rest(
          owner.token,
          `application_documents?select=document:submission_documents(id,kind,file_name,path)&application_id=eq.${VENDOR_APPLICATION_ID}`,
          { count: false },
        )();
      },
    },
    {
      name: 'candidate job preferences, read and save',
      calls: ['rest:candidate_preferences:select', 'rpc:save_job_preferences'],
      http: async () => {
        await rest(candidate.token, 'candidate_preferences?select=*', { count: false })();
        await rpc('save_job_preferences', SAVED_PREFERENCES, candidate.token)();
      },
    },
    {
      // the catalogue screen's list, an alias change (re-maps the jobs and candidates using it),
      // and a new skill refused as taken, so no rows pile up
      name: 'skills catalogue, list and edit',
      calls: ['rest:skills:select', 'rest:skills:update', 'rest:skills:insert'],
      http: async () => {
        await rest(admin.token, 'skills?select=id,name,industry,aliases&order=industry,name,id&offset=0&limit=1000', {
          count: false,
        })();
        await write(admin.token, 'PATCH', 'skills?name=eq.GraphQL', { aliases: ['GQL'] }, 'return=minimal');
        const res = await request(`${apiUrl}/rest/v1/skills`, {
          method: 'POST',
          headers: headers(admin.token, { 'content-type': 'application/json' }),
          body: JSON.stringify({ name: 'GQL', industry: 'Technology', aliases: [] }),
        });
        if (res.status !== 409) throw new Error(`taken skill: HTTP ${res.status}: ${res.body.toString().slice(0, 200)}`);
      },
    },
    {
      name: 'who represents the candidate',
      calls: ['rpc:get_my_representation'],
      http: rpc('get_my_representation', {}, candidate.token),
    },
    ...otherReads({ rest, rpc, fn, write, storage, owner, admin, candidate, vendor, slug }),
    ...screenCalls(users),
  ];
}

/**
 * The rest of the front end's reads (and the writes that can repeat without piling up rows), as
 * each screen sends them, measured through the gateway only.
 */
function otherReads({ rest, rpc, fn, write, storage, owner, admin, candidate, vendor, slug }) {
  const page = 'offset=0&limit=10';
  return [
    {
      name: 'own profile',
      calls: ['rest:profiles:select'],
      http: rest(owner.token, `profiles?select=*&id=eq.${owner.userId}`, { count: false }),
    },
    {
      name: 'company membership',
      calls: ['rpc:get_user_company_membership_safe'],
      http: rpc('get_user_company_membership_safe', { user_id: owner.userId }, owner.token),
    },
    {
      name: 'a candidate\'s applications to the company',
      calls: ['rest:applications:select'],
      http: rest(
        owner.token,
        `applications?select=id,status,applied_at,job_id,job:jobs(title)&candidate_id=eq.${MANAGED_CANDIDATE_ID}&company_id=eq.${HEAVY_COMPANY_ID}&order=applied_at.desc`,
        { count: false },
      ),
    },
    {
      name: 'company team list',
      calls: ['rest:company_users:select'],
      http: rest(
        owner.token,
        `company_users?select=id,user_id,first_name,last_name,email,role,created_at&company_id=eq.${HEAVY_COMPANY_ID}&order=created_at.desc&${page}`,
      ),
    },
    {
      name: 'company private details',
      calls: ['rpc:get_company_private_details'],
      http: rpc('get_company_private_details', { p_company_id: HEAVY_COMPANY_ID }, owner.token),
    },
    {
      name: 'company subscription',
      calls: ['rest:company_subscriptions:select'],
      http: rest(owner.token, `company_subscriptions?select=*&company_id=eq.${HEAVY_COMPANY_ID}`, {
        count: false,
      }),
    },
    {
      name: 'job applications (company)',
      calls: ['fn:get-job-applications'],
      http: fn(owner.token, { userId: owner.userId, jobId: HEAVY_JOB_ID }, 'get-job-applications'),
    },
    {
      name: 'application detail (company)',
      calls: ['fn:get-application-detail'],
      http: fn(
        owner.token,
        { userId: owner.userId, applicationId: APPLICATION_ID },
        'get-application-detail',
      ),
    },
    {
      name: 'job for editing',
      calls: ['fn:manage-job-posting:get'],
      http: fn(
        owner.token,
        { method: 'get', userId: owner.userId, jobId: HEAVY_JOB_ID },
        'manage-job-posting',
      ),
    },
    {
      name: 'job and candidate assignments of a page',
      calls: ['rest:job_assignments:select', 'rest:candidate_assignments:select'],
      http: async () => {
        await rest(
          owner.token,
          `job_assignments?select=job_id,assigned_to_user_id&job_id=in.(${HEAVY_JOB_ID})`,
          { count: false },
        )();
        await rest(
          owner.token,
          `candidate_assignments?select=candidate_id,assigned_to_user_id&candidate_id=in.(${MANAGED_CANDIDATE_ID})`,
          { count: false },
        )();
      },
    },
    {
      name: 'vendors of a company and of a job',
      calls: ['rest:vendor_job_assignments:select', 'rest:talent_vendors:select'],
      http: async () => {
        await rest(
          owner.token,
          `vendor_job_assignments?select=id,created_at,vendor:vendors(vendor_name),recruiter:talent_vendor_users(first_name,last_name)&job_id=eq.${HEAVY_JOB_ID}&order=created_at.desc,id.asc&offset=0&limit=1000`,
          { count: false },
        )();
        await rest(
          owner.token,
          `talent_vendors?select=*&company_id=eq.${HEAVY_COMPANY_ID}&order=created_at.desc&${page}`,
        )();
      },
    },
    {
      name: 'vendor membership',
      calls: ['rest:vendors:select', 'rest:talent_vendor_users:select'],
      http: async () => {
        await rest(
          vendor.token,
          `vendors?select=id,vendor_id,vendor_name,company_id,company:companies(id,name)&user_id=eq.${vendor.userId}&order=created_at.asc&limit=1`,
          { count: false },
        )();
        await rest(
          vendor.token,
          `talent_vendor_users?select=id,vendor_id,role&user_id=eq.${vendor.userId}`,
          { count: false },
        )();
      },
    },
    {
      name: 'notifications page',
      calls: ['rest:notifications:select', 'rest:notification_preferences:select'],
      http: async () => {
        await rest(
          candidate.token,
          `notifications?select=id,type,title,message,link,is_read,created_at&user_id=eq.${candidate.userId}&order=created_at.desc,id.desc&${page}`,
        )();
        await rest(
          candidate.token,
          `notification_preferences?select=type,email&user_id=eq.${candidate.userId}`,
          { count: false },
        )();
      },
    },
    {
      // the same value each time, so the rows stay as they are
      name: 'email preference and manager saved',
      calls: ['rest:notification_preferences:upsert', 'rest:company_users:update'],
      http: async () => {
        await write(
          candidate.token,
          'POST',
          'notification_preferences?on_conflict=user_id,type',
          { user_id: candidate.userId, type: 'application_update', email: true },
          'resolution=merge-duplicates,return=minimal',
        );
        await write(
          owner.token,
          'PATCH',
          `company_users?user_id=eq.${RECRUITER_USER}&select=id`,
          { manager_id: MANAGER_USER },
          'return=representation',
        );
      },
    },
    {
      name: 'mark all notifications read',
      calls: ['rpc:mark_all_notifications_read'],
      http: rpc('mark_all_notifications_read', {}, candidate.token),
    },
    {
      name: 'admin partnerships',
      calls: ['rest:company_relationships:select'],
      http: rest(
        admin.token,
        'company_relationships?select=id,company_a_id,company_b_id,can_share_jobs,can_share_candidates,created_at&order=created_at.desc,id.asc&offset=0&limit=1000',
        { count: false },
      ),
    },
    {
      name: 'admin company detail',
      calls: ['fn:get-company-by-id-direct'],
      http: fn(admin.token, { companyId: HEAVY_COMPANY_ID }, 'get-company-by-id-direct'),
    },
    {
      name: 'admin subscription',
      calls: ['fn:manage-company-subscription:get'],
      http: fn(
        admin.token,
        { method: 'get', companyId: HEAVY_COMPANY_ID },
        'manage-company-subscription',
      ),
    },
    {
      name: 'candidate applications',
      calls: ['rpc:get_candidate_applications'],
      http: rpc(
        'get_candidate_applications',
        { p_user_id: candidate.userId, p_page: 1, p_page_size: 5 },
        candidate.token,
      ),
    },
    {
      name: 'job details and questions before applying',
      calls: ['rpc:get_candidate_job', 'rpc:get_candidate_job_questions'],
      http: async () => {
        const args = { p_user_id: candidate.userId, p_job_id: HEAVY_JOB_ID };
        await rpc('get_candidate_job', args, candidate.token)();
        await rpc('get_candidate_job_questions', args, candidate.token)();
      },
    },
    {
      name: 'candidate profile',
      calls: ['rpc:get_candidate_by_user_id', 'rpc:get_managing_company'],
      http: async () => {
        await rpc('get_candidate_by_user_id', { p_user_id: candidate.userId }, candidate.token)();
        await rpc('get_managing_company', {}, candidate.token)();
      },
    },
    {
      name: 'public job page and careers page',
      calls: ['rpc:get_public_job', 'rpc:get_careers_page'],
      http: async () => {
        await rpc('get_public_job', { p_job_id: HEAVY_JOB_ID })();
        await rpc('get_careers_page', { p_slug: slug })();
      },
    },
    {
      name: 'invitation link lookup',
      calls: ['rpc:get_invitation_by_token'],
      http: rpc('get_invitation_by_token', { p_token: 'no-such-invitation', p_type: 'company' }),
    },
    {
      name: 'resume upload, link and removal',
      calls: ['storage:upload', 'storage:createSignedUrl', 'storage:remove'],
      http: async () => {
        await storage.upload(candidate.token, 'candidate_resumes', `${candidate.userId}/bench.pdf`);
        await storage.sign(candidate.token, 'candidate_resumes', `${candidate.userId}/bench.pdf`);
        await storage.remove(
          candidate.token,
          'candidate_resumes',
          `${candidate.userId}/bench-missing.pdf`,
        );
      },
    },
  ];
}

/**
 * What PostgREST 12.0.2 sends before a call, in the call's transaction, as prepared statements:
 * one statement setting the search path, the role's settings, the role, the token's claims and the
 * request's method, path, headers and cookies, then the pre-request session check. The direct
 * twins send the same, so the overhead they measure is what the gateway and PostgREST add
 * (docs/performance.md, "How overhead is measured").
 */
function requestSetup(client, { role, token, anonKey, roleSettings }) {
  const claims = Buffer.from(token.split('.')[1], 'base64url').toString('utf8');
  const headers = JSON.stringify({
    host: '127.0.0.1',
    'content-type': 'application/json',
    apikey: anonKey,
    authorization: `Bearer ${token}`,
    'content-length': '2',
    connection: 'keep-alive',
  });
  const settings = roleSettings[role] ?? [];
  const values = [...settings.flat(), role, claims, 'POST', '/rpc/call', headers, '{}'];
  const setConfig = settings.map((_, i) => `set_config($${2 * i + 2}, $${2 * i + 3}, true), `).join('');
  const n = 2 * settings.length + 1;
  return client
    .query({
      name: `pgrst-setup-${settings.length}`,
      text:
        `select set_config('search_path', $1, true), ${setConfig}set_config('role', $${n + 1}, true), ` +
        `set_config('request.jwt.claims', $${n + 2}, true), set_config('request.method', $${n + 3}, true), ` +
        `set_config('request.path', $${n + 4}, true), set_config('request.headers', $${n + 5}, true), ` +
        `set_config('request.cookies', $${n + 6}, true)`,
      values: ['"public", "public", "extensions"', ...values],
    })
    .then(() => client.query({ name: 'pgrst-pre-request', text: 'select "private"."check_token_session"()' }));
}

/**
 * A list read with `count=exact`: the first page, newest first, and the total, in one prepared
 * statement with the filters' values as parameters, as PostgREST sends it (it reads the rows
 * twice, once for the page and once for the count).
 */
const pageAndCount = (client, name, columns, table, where, args) =>
  client.query({
    name,
    text: `select t.total, p.* from (select count(*) as total from ${table} where ${where}) t
     left join lateral (select ${columns} from ${table} where ${where} order by created_at desc limit 10) p on true`,
    values: args,
  });

/** Each API role's own settings (`alter role ... set`), which PostgREST applies per request. */
async function apiRoleSettings(sql) {
  const { rows } = await sql(
    `select r.rolname, s.setconfig from pg_db_role_setting s join pg_roles r on r.oid = s.setrole
     where r.rolname in ('anon', 'authenticated') and s.setdatabase = 0`,
  );
  return Object.fromEntries(
    rows.map((r) => [r.rolname, r.setconfig.map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)])]),
  );
}

/**
 * The statements each call causes, issued directly with the caller's claims: the list queries as
 * the portal sends them and the rpcs it calls.
 */
function directSql(tx, users) {
  const { owner, manager, admin, candidate, vendor, movers, anonKey, roleSettings } = users;
  const asUser =
    ({ token }, statements) =>
    () =>
      tx(async (client) => {
        await requestSetup(client, { role: 'authenticated', token, anonKey, roleSettings });
        await statements(client);
      });
  const asAnon = (statements) => () =>
    tx(async (client) => {
      await requestSetup(client, { role: 'anon', token: anonKey, anonKey, roleSettings });
      await statements(client);
    });
  return {
    'company jobs, title search': asUser(owner, (c) =>
      pageAndCount(c, 'company-jobs', JOB_LIST_COLUMNS, 'public.jobs', 'company_id = $1 and search_text like $2', [
        HEAVY_COMPANY_ID,
        '%engineer%',
      ]),
    ),
    'manage candidates, name search': asUser(owner, (c) =>
      pageAndCount(c, 'managed-candidates', CANDIDATE_COLUMNS, 'public.candidates', 'managing_company_id = $1 and search_text like $2', [
        HEAVY_COMPANY_ID,
        '%mar%',
      ]),
    ),
    'candidate potential jobs': asUser(candidate, async (c) => {
      await c.query('select public.get_candidate_potential_jobs($1, 1, $2)', [
        candidate.userId,
        PAGE_SIZE,
      ]);
    }),
    'job suggestions, heavy company': asUser(owner, async (c) => {
      await c.query('select * from public.get_job_suggestions($1, $2)', [
        SUGGESTIONS_ARGS.p_job_id,
        SUGGESTIONS_ARGS.p_limit,
      ]);
    }),
    // /jobs as a visitor searches it: a skill or title, remote, one level, by salary.
    'public job search, signed out': asAnon(async (c) => {
      await c.query(
        'select public.search_public_jobs(p_query => $1, p_remote => $2, p_experience_level => $3, p_sort => $4)',
        [
          PUBLIC_SEARCH.p_query,
          PUBLIC_SEARCH.p_remote,
          PUBLIC_SEARCH.p_experience_level,
          PUBLIC_SEARCH.p_sort,
        ],
      );
    }),
    'floor: an rpc returning a constant': asUser(owner, async (c) => {
      await c.query('select public.bench_constant()');
    }),
    // what PostgREST runs for the list: the one function call
    'company applications list': asUser(owner, async (c) => {
      await c.query('select * from public.list_company_applications($1, 0, 10)', [HEAVY_COMPANY_ID]);
    }),
    'admin approvals list': asUser(admin, (c) =>
      pageAndCount(c, 'approvals', COMPANY_COLUMNS, 'public.companies', 'is_approved = $1', [false]),
    ),
    'pipeline board, first page of every column': asUser(owner, async (c) => {
      await c.query('select public.get_pipeline_board($1, p_page_size => $2)', [PIPELINE_JOB_ID, 20]);
    }),
    'pipeline column, next page': asUser(owner, async (c) => {
      await c.query('select public.get_pipeline_column($1, $2, p_offset => 20, p_limit => 20)', [PIPELINE_JOB_ID, 'interview']);
    }),
    'pipeline move': () =>
      movers.sql((id, from, to) =>
        asUser(owner, async (c) => {
          await c.query('select * from public.move_applications($1, $2, $3)', [[id], [from], to]);
        })(),
      ),
    // the refusal is answered (HTTP 409 through response.status), not raised
    'vendor submission, duplicate check': asUser(vendor, async (c) => {
      const { rows } = await c.query(
        'select public.submit_vendor_candidate($1, $2, $3, $4) as answer',
        Object.values(DUPLICATE_SUBMISSION).map((v) => (typeof v === 'object' && v ? JSON.stringify(v) : v)),
      );
      if (rows[0].answer?.code !== '23505') throw new Error('the duplicate submission was accepted');
    }),
    'company report, the heavy company over 90 days': asUser(owner, async (c) => {
      await c.query('select public.get_company_report($1, $2)', [COMPANY_REPORT_ARGS.p_from, COMPANY_REPORT_ARGS.p_to]);
    }),
    'company report, a manager of most of the heavy company': asUser(manager, async (c) => {
      await c.query('select public.get_company_report($1, $2)', [COMPANY_REPORT_ARGS.p_from, COMPANY_REPORT_ARGS.p_to]);
    }),
    'platform report, 12 weeks': asUser(admin, async (c) => {
      await c.query('select public.get_admin_report($1, $2)', [ADMIN_REPORT_ARGS.p_from, ADMIN_REPORT_ARGS.p_to]);
    }),
    'vendor report, 90 days': asUser(vendor, async (c) => {
      await c.query('select public.get_vendor_report($1, $2)', [COMPANY_REPORT_ARGS.p_from, COMPANY_REPORT_ARGS.p_to]);
    }),
    'application detail': asUser(candidate, async (c) => {
      await c.query('select public.get_candidate_application_detail($1, $2)', [
        candidate.userId,
        APPLICATION_ID,
      ]);
    }),
    ...screenCallsSql({ asUser, asAnon }, users),
  };
}

/** Whether a scenario is one of `only`: texts separated by `|`, any of which its name contains. */
export const matchesScenario = (name, only) => !only || only.split('|').some((text) => name.includes(text));

/** The call ids (as `bench/lib/api-calls.js` names them) that the scenarios measure. */
export function benchedCalls() {
  const nobody = { token: '', userId: '', sessionId: null };
  const users = {
    apiUrl: '',
    anonKey: '',
    owner: nobody,
    manager: nobody,
    admin: nobody,
    candidate: nobody,
    vendor: nobody,
    slug: '',
    fixtures: {},
  };
  return new Map(scenarios(users).flatMap((s) => s.calls.map((id) => [id, s.name])));
}

export const formatCpu = (cpu) =>
  cpu
    ? Object.entries(cpu)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')
    : 'n/a';

// The tables that grow with the platform; a hot call must never read one of them whole.
const BIG_TABLES = new Set([
  'jobs',
  'candidates',
  'applications',
  'job_application_answers',
  'users',
]);

/**
 * Runs one call's statements once with auto_explain reporting every plan, nested ones included (the
 * policies' helpers and the functions' statements), and returns the big tables read by a
 * sequential scan.
 */
export async function sequentialScans(databaseUrl, run) {
  const client = new pg.Client({ connectionString: databaseUrl });
  const plans = [];
  client.on('notice', (notice) => {
    const text = String(notice.message ?? '');
    const start = text.indexOf('{');
    if (start >= 0) plans.push(text.slice(start));
  });
  await client.connect();
  try {
    await client.query(`load 'auto_explain'`);
    await client.query(`set auto_explain.log_min_duration = 0; set auto_explain.log_nested_statements = on;
      set auto_explain.log_format = json; set auto_explain.log_level = notice`);
    await client.query('begin');
    await run(client);
  } finally {
    await client.query('rollback').catch(() => {});
    await client.end();
  }
  const found = new Set();
  const walk = (node) => {
    if (node['Node Type'] === 'Seq Scan' && BIG_TABLES.has(node['Relation Name'])) {
      found.add(`${node.Schema ?? 'public'}.${node['Relation Name']}`);
    }
    for (const child of node.Plans ?? []) walk(child);
  };
  for (const text of plans) {
    try {
      walk(JSON.parse(text).Plan);
    } catch {
      // a notice that is not a plan
    }
  }
  return { statements: plans.length, seqScans: [...found] };
}

/**
 * Two separate pools of the pipeline job's applications (through the API and direct), each put
 * under review first so every move knows where it starts.
 */
async function pipelineMovers(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `update public.applications set status = 'reviewing'
       where id in (select id from public.applications where job_id = $1 and status <> 'withdrawn' order by id limit 400)
       returning id`,
      [PIPELINE_JOB_ID],
    );
    const ids = rows.map((r) => r.id);
    return { http: moverPool(ids.slice(0, 200)), sql: moverPool(ids.slice(200)) };
  } finally {
    await client.end();
  }
}

/** The constant the floor scenario asks for, made before PostgREST reads the schema. */
async function createFloorFunction(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`create or replace function public.bench_constant() returns integer
      language sql immutable set search_path = '' as 'select 1';
      revoke all on function public.bench_constant() from public, anon;
      grant execute on function public.bench_constant() to authenticated`);
  } finally {
    await client.end();
  }
}

async function scaleSeeded(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    if (!(await scaleSeedComplete(client))) return false;
    // a seed from before the pipeline job existed is loaded again
    const pipeline = await client.query('select count(*)::int as n from public.applications where job_id = $1', [
      PIPELINE_JOB_ID,
    ]);
    return pipeline.rows[0].n >= 1900;
  } finally {
    await client.end();
  }
}

/**
 * Measures the scenarios (those whose name matches `only`, or all) at `concurrency` clients.
 * `onResult` gets each scenario's figures as soon as they are measured, so a long run that stops
 * part way still leaves what it measured.
 */
export async function runLoad({
  engine = 'postgres',
  concurrency = 20,
  seconds = 10,
  only = null,
  log = console.log,
  onResult = null,
} = {}) {
  let stopCluster = null;
  let databaseUrl;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-stack-'));
  if (engine === 'postgres') {
    databaseUrl = process.env.DATABASE_URL;
    if (!databaseUrl) {
      stopCluster = await startBenchPostgres();
      databaseUrl = benchPostgresUrl();
    }
    if (!(await scaleSeeded(databaseUrl))) await seedScale({ databaseUrl, log });
    await createFloorFunction(databaseUrl);
  }
  log(`[load-api] starting the gateway on ${engine}`);
  const stack = await startStack({
    dataDir,
    databaseUrl,
    reset: engine === 'demo',
    ports: PORTS,
    quiet: true,
    // the scenarios sign in the accounts their calls use up, far more than a person's 30 per 5 minutes
    rateLimits: { signInPerIpPer5Min: 1_000_000 },
  });
  // the demo engine's stack runs its own cluster
  const sqlUrl = databaseUrl ?? stack.dbUrl;
  // as many connections as PostgREST has: the direct twins reach the database as the API does
  const pool = new pg.Pool({ connectionString: sqlUrl, max: Math.min(concurrency, POSTGREST_POOL) });
  const tx = async (fn) => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      await fn(client);
      await client.query('commit');
    } catch (err) {
      await client.query('rollback').catch(() => {});
      throw err;
    } finally {
      client.release();
    }
  };
  try {
    const [owner, manager, admin, candidate, vendor] = await Promise.all(
      ['owner@example.com', 'manager@example.com', 'admin@example.com', 'candidate@example.com', 'vendor@example.com'].map(
        (e) => signIn(stack.apiUrl, stack.anonKey, e),
      ),
    );
    if (candidate.userId !== CANDIDATE_USER) throw new Error('unexpected demo candidate');
    const movers = await pipelineMovers(sqlUrl);
    const { rows } = await pool.query('select slug from public.companies where id = $1', [
      HEAVY_COMPANY_ID,
    ]);
    const users = {
      apiUrl: stack.apiUrl,
      anonKey: stack.anonKey,
      owner,
      manager,
      admin,
      candidate,
      vendor,
      slug: rows[0].slug,
      movers,
      sql: (text, args) => pool.query(text, args),
      signIn: async (email) => ({ email, ...(await signIn(stack.apiUrl, stack.anonKey, email)) }),
    };
    users.roleSettings = await apiRoleSettings(users.sql);
    users.fixtures = await screenFixtures(users.sql, {
      candidateUserId: candidate.userId,
      apiUrl: stack.apiUrl,
      serviceRoleKey: stack.serviceRoleKey,
    });
    const direct = directSql(tx, users);
    const results = [];
    // The pipeline job exists only in the scale seed.
    const runs = scenarios(users).filter(
      (x) => matchesScenario(x.name, only) && (engine === 'postgres' || !x.name.startsWith('pipeline')),
    );
    for (const s of runs) {
      // A scenario that breaks is reported as failed and the others still run.
      let result;
      try {
        result = await measureScenario(s);
      } catch (err) {
        result = { name: s.name, calls: s.calls, failed: String(err.message ?? err).split('\n')[0] };
        log(`[load-api] ${engine} ${s.name}: failed: ${result.failed}`);
      }
      results.push(result);
      onResult?.(result);
    }
    async function measureScenario(s) {
      // what the scenario's calls use up and cannot make in `prepare` without loading the machine
      await s.before?.();
      // One client first: the cost of a call without queueing behind the other clients.
      const single = await runConcurrent(s.http, {
        concurrency: 1,
        requests: 30,
        seconds: 5,
        warmupSeconds: 0.5,
        prepare: s.prepare,
      });
      // Where each request's CPU goes: the gateway and load generator (node), the function workers
      // (deno) and the database server (postgres).
      const postmaster =
        engine === 'postgres' && !process.env.DATABASE_URL ? benchPostmaster() : null;
      const cpu = () => cpuSnapshot(postmaster);
      const http = await runConcurrent(s.http, {
        concurrency,
        seconds,
        cpu,
        prepare: s.prepare,
        requests: s.requests,
      });
      // what the calls leave behind on purpose (cancelled interviews, bench invitations)
      await s.cleanup?.();
      // the direct-SQL side exists for the calls whose statements are written out below
      // a twin marked `prepared` works on what the scenario's `prepare` made for it, as the calls do
      const twin = direct[s.name];
      const prepare = twin?.prepared ? s.prepare : null;
      const sql = twin ? await runConcurrent(twin, { concurrency, seconds, cpu, prepare }) : null;
      const ratio = sql ? Math.round((http.p50 / sql.p50) * 100) / 100 : null;
      const plans =
        databaseUrl && sql
          ? await sequentialScans(sqlUrl, async (client) =>
              directSql((fn) => fn(client), users)[s.name](prepare ? await prepare() : undefined),
            )
          : null;
      const result = { name: s.name, calls: s.calls, p95Target: s.p95Target ?? 50, reference: s.reference ?? false, single, http, sql, ratio, plans };
      log(
        `[load-api] ${engine} ${s.name}: 1 client p50 ${single.p50} ms | gateway p50 ${http.p50} p95 ${http.p95} p99 ${http.p99} ms` +
          ` (${http.requests} req, ${http.errors} err)` +
          (sql
            ? ` | SQL p50 ${sql.p50} p95 ${sql.p95} p99 ${sql.p99} ms | overhead ${ratio}x`
            : '') +
          ` | CPU ms per call: gateway ${formatCpu(http.cpu)}${sql ? `; direct ${formatCpu(sql.cpu)}` : ''}` +
          (plans
            ? ` | ${plans.statements} plans, sequential scans of big tables: ${plans.seqScans.join(', ') || 'none'}`
            : '') +
          (http.firstError ? ` | ${http.firstError}` : ''),
      );
      return result;
    }
    // A run of every scenario, or one whose `only` names the freshness, measures it after the
    // scenarios; its failure is reported too.
    const freshness =
      engine === 'postgres' && matchesScenario('match freshness', only)
        ? await matchFreshness(pool, log).catch((err) => ({ failed: String(err.message ?? err) }))
        : null;
    return { engine, concurrency, results, freshness };
  } finally {
    await pool.end();
    await stack.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    await stopCluster?.();
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * How fresh the kept best matches are: the time from a change (the demo candidate's experience,
 * the heavy job's pay) to the refreshed list, by the database's clock, while the scheduler runs
 * refresh-matches every 2 s. Each change is undone by the next, so the data ends as it began.
 */
async function matchFreshness(pool, log) {
  const waitFor = async (sql, params, changedAt) => {
    for (const started = Date.now(); Date.now() - started < 60_000; await sleep(25)) {
      const { rows } = await pool.query(sql, params);
      if (rows[0]?.refreshed_at && rows[0].refreshed_at > changedAt) return rows[0].refreshed_at - changedAt;
    }
    throw new Error('the kept matches were not refreshed within 60 s');
  };
  // what the sign-ins and the scenarios queued is worked through first
  for (const started = Date.now(); Date.now() - started < 120_000; await sleep(200)) {
    const { rows } = await pool.query('select count(*)::int as n from private.match_queue');
    if (rows[0].n === 0) break;
  }
  const { rows: who } = await pool.query('select id from public.candidates where user_id = $1', [CANDIDATE_USER]);
  const measure = async (change, list, id) => {
    const times = [];
    for (let i = 0; i < 6; i += 1) {
      const { rows } = await pool.query(change, [id, i % 2 === 0 ? 1 : -1]);
      times.push(await waitFor(list, [id], rows[0].changed_at));
    }
    times.sort((a, b) => a - b);
    return { p50: times[Math.floor(times.length / 2)], max: times[times.length - 1], changes: times.length };
  };
  const candidate = await measure(
    `update public.candidates set experience_years = coalesce(experience_years, 1) + $2 where id = $1
     returning clock_timestamp() as changed_at`,
    'select refreshed_at from private.match_candidate_lists where candidate_id = $1',
    who[0].id,
  );
  const job = await measure(
    `update public.jobs set salary_max = coalesce(salary_max, 100000) + $2 where id = $1
     returning clock_timestamp() as changed_at`,
    'select refreshed_at from private.match_job_lists where job_id = $1',
    HEAVY_JOB_ID,
  );
  log(
    `[load-api] match freshness: candidate's jobs p50 ${candidate.p50} ms, max ${candidate.max} ms;` +
      ` job's suggestions p50 ${job.p50} ms, max ${job.max} ms`,
  );
  return { candidate, job };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const i = process.argv.indexOf('--engine');
  const engine = i > 0 ? process.argv[i + 1] : 'postgres';
  const o = process.argv.indexOf('--only');
  const t = process.argv.indexOf('--seconds');
  runLoad({
    engine,
    only: o > 0 ? process.argv[o + 1] : null,
    seconds: t > 0 ? Number(process.argv[t + 1]) : 10,
  })
    .then((r) => process.stdout.write(`${JSON.stringify(r, null, 2)}\n`))
    .catch((err) => {
      console.error(err);
      process.exitCode = 1;
    });
}
