#!/usr/bin/env node
// Load bench: simulated users of the portal at once against the gateway on PostgreSQL 17 with the
// scale seed. All sign in at the same moment (the sign-in burst, measured apart); then, signed in,
// each loops over what the portal does for them, pausing before each action as a person does:
// candidates (dashboard, job search, applying with answers, uploading a resume, signing in again)
// and, one in five, company owners (Applications list, pipeline board, stage moves).
// Every failed call, and an apply the API answered without applying, counts as an error; every
// write the API acknowledged is looked up in the database afterwards, and the bench fails unless
// errors and lost writes are both zero.
//
//   node bench/load-users.js [--users 100] [--seconds 60] [--think 250-750]
//
// The think time ("100 users" in docs/decisions.md): 3 to 10 s before reading a page or clicking
// on it, 10 to 30 s before sending a form (applying, uploading, signing in). `--think a-b` puts
// every action a to b ms apart instead: a stress run, far more actions per user than people make.
//   DATABASE_URL=postgres://... node bench/load-users.js   # an existing PostgreSQL instead
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import bcrypt from 'bcrypt';
import pg from 'pg';
import { benchPostgresUrl, benchPostmaster, startBenchPostgres } from './lib/bench-postgres.js';
import { formatMemory, peakTreeMemory } from './lib/process-memory.js';
import { startStackProcess, stopStackProcess } from './lib/stack-process.js';
import { searchArguments } from '../shared/src/job-board/board-query.cjs';
import { summarize } from './lib/stats.js';
import { scaleSeedComplete, seedScale } from './seed-scale.js';

const PASSWORD = 'DemoPass123';
// BENCH_PORT_OFFSET moves the stack's ports, so two checkouts can run the bench side by side.
const PORT_OFFSET = Number(process.env.BENCH_PORT_OFFSET) || 0;
const PORTS = {
  api: 56521 + PORT_OFFSET,
  db: 56522 + PORT_OFFSET,
  mail: 56524 + PORT_OFFSET,
  smtp: 56525 + PORT_OFFSET,
};
// Scale-seed candidates with an account are the odd numbers; these are far from the demo rows.
const FIRST_CANDIDATE = 150001;
// Think time before each action, uniform in [min, max] ms: reading a page or clicking in it,
// and filling in a form.
const READ_MS = [3_000, 10_000];
const FORM_MS = [10_000, 30_000];
export const REALISTIC_THINK = {
  dashboard: READ_MS,
  'job search': READ_MS,
  'applications list': READ_MS,
  'pipeline board': READ_MS,
  'stage move': READ_MS,
  apply: FORM_MS,
  upload: FORM_MS,
  'sign-in': FORM_MS,
};
/** `{ action: [min, max] }` from `--think a-b` (the same range for every action), or the default. */
export function thinkTimes(range) {
  if (!range) return REALISTIC_THINK;
  const m = /^(\d+)-(\d+)$/.exec(range);
  if (!m || Number(m[1]) > Number(m[2]))
    throw new Error(`--think wants min-max in ms, not ${range}`);
  return Object.fromEntries(
    Object.keys(REALISTIC_THINK).map((name) => [name, [Number(m[1]), Number(m[2])]]),
  );
}
const MIX = [
  ['dashboard', 35],
  ['job search', 30],
  ['apply', 15],
  ['upload', 10],
  ['sign-in', 10],
];
// what a company owner does, each on their own company's busiest job
const RECRUITER_MIX = [
  ['applications list', 35],
  ['pipeline board', 30],
  ['stage move', 25],
  ['sign-in', 10],
];
const ACTIONS = [...new Set([...MIX, ...RECRUITER_MIX].map(([name]) => name))];
// One user in five is a company owner.
const recruiters = (users) => Math.round(users / 5);
const candidateEmail = (index) => `candidate${FIRST_CANDIDATE + index * 2}@scale.example.com`;

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const pick = (list) => list[Math.floor(Math.random() * list.length)];

function pickAction(mix) {
  const total = mix.reduce((sum, [, w]) => sum + w, 0);
  let roll = Math.random() * total;
  for (const [name, weight] of mix) {
    roll -= weight;
    if (roll < 0) return name;
  }
  return mix[0][0];
}

async function scaleSeeded(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await scaleSeedComplete(client);
  } finally {
    await client.end();
  }
}

/** A client of the gateway as one user; every call throws on anything but success. */
function apiClient(apiUrl, anonKey) {
  let token = anonKey;
  async function request(method, pathAndQuery, { body, headers = {}, raw = false } = {}) {
    const res = await fetch(`${apiUrl}${pathAndQuery}`, {
      method,
      headers: {
        apikey: anonKey,
        authorization: `Bearer ${token}`,
        ...(raw ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : raw ? body : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    if (!res.ok) {
      throw new Error(
        `${method} ${pathAndQuery.split('?')[0]}: HTTP ${res.status} ${text.slice(0, 160)}`,
      );
    }
    return text ? JSON.parse(text) : null;
  }
  return {
    request,
    async signIn(email) {
      const body = await request('POST', '/auth/v1/token?grant_type=password', {
        body: { email, password: PASSWORD },
      });
      token = body.access_token;
      return body.user.id;
    },
    rpc: (name, body) => request('POST', `/rest/v1/rpc/${name}`, { body }),
    publicRpc: async (name, args) => {
      const res = await fetch(`${apiUrl}/rest/v1/rpc/${name}`, {
        method: 'POST',
        headers: {
          apikey: anonKey,
          authorization: `Bearer ${anonKey}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(args),
        signal: AbortSignal.timeout(30_000),
      });
      const text = await res.text();
      if (!res.ok)
        throw new Error(`POST /rest/v1/rpc/${name}: HTTP ${res.status} ${text.slice(0, 160)}`);
      return JSON.parse(text);
    },
  };
}

/** The time of one password check at GoTrue's cost (10), one at a time on an otherwise idle pool. */
async function hashMs() {
  const hash = await bcrypt.hash(PASSWORD, 10);
  await bcrypt.compare(PASSWORD, hash);
  const t = performance.now();
  for (let i = 0; i < 10; i += 1) await bcrypt.compare(PASSWORD, hash);
  return Math.round((performance.now() - t) / 10);
}

/**
 * Makes the bench's users what real, active users are. The seed stores its passwords at pgcrypto's
 * default bcrypt cost (6); accounts made through the auth service carry GoTrue's 10, sixteen times
 * the work, so the users get such a hash and their sign-ins cost what a real account's do. The
 * seed's candidates have no phone number, a field applying requires; a candidate who applies has
 * filled it in.
 */
async function prepareAccounts(databaseUrl, emails) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('update auth.users set encrypted_password = $1 where email = any($2)', [
      await bcrypt.hash(PASSWORD, 10),
      emails,
    ]);
    await client.query(
      `update public.candidates c set phone = '+1 512 555 ' || lpad((abs(hashtext(c.id::text)) % 10000)::text, 4, '0')
       from auth.users u
       where u.id = c.user_id and u.email = any($1) and coalesce(btrim(c.phone), '') = ''`,
      [emails],
    );
  } finally {
    await client.end();
  }
}

/**
 * Every user signs in at the same moment; the slowest answer is the figure. The sessions it opens
 * are the ones the users then work in, by e-mail.
 */
async function signInBurst(apiUrl, anonKey, emails) {
  const users = emails.length;
  const times = [];
  const sessions = new Map();
  let failed = 0;
  let firstError;
  await Promise.all(
    emails.map(async (email) => {
      const t = performance.now();
      try {
        const api = apiClient(apiUrl, anonKey);
        const userId = await api.signIn(email);
        times.push(performance.now() - t);
        sessions.set(email, { api, userId });
      } catch (err) {
        failed += 1;
        firstError ??= String(err.message ?? err);
      }
    }),
  );
  return {
    users,
    answered: times.length,
    failed,
    maxMs: Math.round(Math.max(0, ...times)),
    p95Ms: summarize(times, failed, 1).p95,
    sessions,
    ...(firstError ? { firstError } : {}),
  };
}

/**
 * Owners of the scale seed's active companies (approved, with a subscription), each with its
 * company's job with the most applications and up to 40 of them put under review, so every
 * stage move knows the stage it starts from.
 */
async function recruiterWork(databaseUrl, count) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select u.email, c.id as company_id, j.job_id
       from public.companies c
       join auth.users u on u.id = c.user_id and u.email like 'owner%@scale.example.com'
       cross join lateral (
         select a.job_id from public.applications a where a.company_id = c.id
         group by a.job_id order by count(*) desc limit 1
       ) j
       where private.company_is_active(c.id)
       order by c.id
       limit $1`,
      [count],
    );
    const work = new Map();
    for (const r of rows) {
      const moved = await client.query(
        `update public.applications set status = 'reviewing'
         where id in (select id from public.applications where job_id = $1 and status <> 'withdrawn' order by id limit 40)
         returning id`,
        [r.job_id],
      );
      work.set(r.email, {
        companyId: r.company_id,
        jobId: r.job_id,
        applications: moved.rows.map((m) => ({ id: m.id, status: 'reviewing' })),
      });
    }
    return work;
  } finally {
    await client.end();
  }
}

/** Picks an action of the mix, thinks before it, does it; again and again until the deadline. */
async function actUntil(deadline, mix, actions, timed, think) {
  while (performance.now() < deadline) {
    const name = pickAction(mix);
    const [min, max] = think[name];
    // a pause that would end past the deadline ends the user's run there
    const pause = min + Math.random() * (max - min);
    if (performance.now() + pause >= deadline) break;
    await sleep(pause);
    await timed(name, actions[name]);
  }
}

/** One simulated company owner: signs in, then acts until the deadline. */
async function simulatedRecruiter(email, work, { api, deadline, timed, acknowledged, think }) {
  const { rpc } = api;
  const actions = {
    // the page and its total in the one call the list makes
    'applications list': () =>
      rpc('list_company_applications', { p_company_id: work.companyId, p_offset: 0, p_limit: 10 }),
    'pipeline board': () => rpc('get_pipeline_board', { p_job_id: work.jobId, p_page_size: 20 }),
    // one card between Under Review and Interview, as a drag on the board sends it
    'stage move': async () => {
      const app = pick(work.applications);
      const to = app.status === 'reviewing' ? 'interview' : 'reviewing';
      await rpc('move_applications', {
        p_application_ids: [app.id],
        p_expected_statuses: [app.status],
        p_to_status: to,
      });
      app.status = to;
      acknowledged.moves.set(app.id, to);
    },
    'sign-in': () => api.signIn(email),
  };
  await actUntil(deadline, RECRUITER_MIX, actions, timed, think);
}

/** One simulated user: signs in, then acts until the deadline. */
async function simulatedUser(
  email,
  { apiUrl, anonKey, session, deadline, record, acknowledged, work, think },
) {
  const timed = async (name, action) => {
    const t = performance.now();
    try {
      await action();
      record(name, performance.now() - t);
    } catch (err) {
      record(name, null, err);
    }
  };

  // Users start in the session the burst opened; one whose burst sign-in failed signs in first.
  const api = session?.api ?? apiClient(apiUrl, anonKey);
  let userId = session?.userId;
  if (!session) await timed('sign-in', async () => (userId = await api.signIn(email)));
  if (!userId) return;

  if (work.has(email)) {
    return simulatedRecruiter(email, work.get(email), {
      api,
      deadline,
      timed,
      acknowledged,
      think,
    });
  }

  const actions = {
    // The dashboard's two lists, fetched together as the page does.
    dashboard: () =>
      Promise.all([
        api.rpc('get_candidate_applications', { p_user_id: userId, p_page: 1, p_page_size: 5 }),
        api.rpc('get_candidate_potential_jobs', {
          p_user_id: userId,
          p_page: 1,
          p_page_size: 5,
          p_min_score: 0,
        }),
      ]),
    // the job board's search as /jobs sends it (signed in or not, the board asks as a visitor)
    'job search': () =>
      api.publicRpc(
        'search_public_jobs',
        searchArguments({
          q: pick(['engineer', 'analyst', 'nurse', 'designer', 'teacher']),
          page: pick([1, 2, 3]),
        }),
      ),
    // Open a job the candidate has not applied to, answer its questions and submit.
    apply: async () => {
      const { jobs = [] } = await api.rpc('get_candidate_potential_jobs', {
        p_user_id: userId,
        p_page: pick([1, 2, 3]),
        p_page_size: 10,
        p_min_score: 0,
      });
      if (jobs.length === 0) return;
      const job = pick(jobs);
      const questions = await api.rpc('get_candidate_job_questions', {
        p_user_id: userId,
        p_job_id: job.id,
      });
      // the application and its answers in one call, as the apply page sends them
      const applied = await api.rpc('apply_to_job', {
        p_job_id: job.id,
        p_answers: questions.map((q) => ({
          question_id: q.id,
          answer: `Load bench answer ${crypto.randomUUID()}`,
        })),
      });
      // an apply refused for an incomplete profile answers 200 without applying: not a success
      if (!applied?.application_id) {
        throw new Error(`apply_to_job applied nothing: ${JSON.stringify(applied).slice(0, 160)}`);
      }
      acknowledged.applications.set(applied.application_id, questions.length);
    },
    upload: async () => {
      const objectPath = `${userId}/bench-${crypto.randomUUID()}.pdf`;
      const pdf = Buffer.from(`%PDF-1.4\n% ${objectPath}\n${'x'.repeat(20_000)}\n%%EOF\n`);
      await api.request('POST', `/storage/v1/object/candidate_resumes/${objectPath}`, {
        body: pdf,
        raw: true,
        headers: { 'content-type': 'application/pdf', 'x-upsert': 'true' },
      });
      acknowledged.uploads.add(objectPath);
    },
    'sign-in': () => api.signIn(email),
  };

  await actUntil(deadline, MIX, actions, timed, think);
}

/** Compares what the API acknowledged with what the database holds. */
async function verifyWrites(databaseUrl, storageDir, acknowledged) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const ids = [...acknowledged.applications.keys()];
    const { rows } = await client.query(
      `select a.id, count(x.question_id)::int as answers
       from public.applications a left join public.job_application_answers x on x.application_id = a.id
       where a.id = any($1::uuid[]) group by a.id`,
      [ids],
    );
    const stored = new Map(rows.map((r) => [r.id, r.answers]));
    const lostApplications = ids.filter((id) => !stored.has(id)).length;
    const lostAnswers = ids.filter(
      (id) => (stored.get(id) ?? 0) < acknowledged.applications.get(id),
    ).length;
    const paths = [...acknowledged.uploads];
    const objects = await client.query(
      `select name from storage.objects where bucket_id = 'candidate_resumes' and name = any($1::text[])`,
      [paths],
    );
    const names = new Set(objects.rows.map((r) => r.name));
    const moved = [...acknowledged.moves.keys()];
    const statuses = await client.query(
      'select id, status from public.applications where id = any($1::uuid[])',
      [moved],
    );
    const lostMoves = statuses.rows.filter((r) => acknowledged.moves.get(r.id) !== r.status).length;
    const lostUploads = paths.filter(
      (p) =>
        !names.has(p) ||
        !fs.existsSync(path.join(storageDir, 'candidate_resumes', ...p.split('/'))),
    ).length;
    return {
      applications: ids.length,
      answers: [...acknowledged.applications.values()].reduce((a, b) => a + b, 0),
      uploads: paths.length,
      moves: moved.length,
      lostMoves,
      lostApplications,
      lostAnswers,
      lostUploads,
    };
  } finally {
    await client.end();
  }
}

/** Leaves the shared scale seed as it was: the bench's applications and objects go again. */
async function removeBenchRows(databaseUrl, acknowledged) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const ids = [...acknowledged.applications.keys()];
    await client.query(
      'delete from public.job_application_answers where application_id = any($1::uuid[])',
      [ids],
    );
    await client.query('delete from public.applications where id = any($1::uuid[])', [ids]);
    await client.query(
      `delete from storage.objects where bucket_id = 'candidate_resumes' and name = any($1::text[])`,
      [[...acknowledged.uploads]],
    );
  } finally {
    await client.end();
  }
}

/** `think`: null for people's think times, or 'min-max' in ms for every action (a stress run). */
export async function runUserLoad({
  users = 100,
  seconds = 60,
  think = null,
  log = console.log,
} = {}) {
  const thinkMs = thinkTimes(think);
  let stopCluster = null;
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    stopCluster = await startBenchPostgres();
    databaseUrl = benchPostgresUrl();
  }
  if (!(await scaleSeeded(databaseUrl))) await seedScale({ databaseUrl, log });
  const work = await recruiterWork(databaseUrl, recruiters(users));
  const emails = [
    ...work.keys(),
    ...Array.from({ length: users - work.size }, (_, i) => candidateEmail(i)),
  ];
  await prepareAccounts(databaseUrl, emails);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-users-'));
  log(
    `[load-users] gateway on PostgreSQL 17, ${users} users for ${seconds} s, ` +
      (think
        ? `${think} ms between actions (stress)`
        : 'think time 3-10 s before a page, 10-30 s before a form'),
  );
  // The stack runs in a process of its own, so its memory is not the load generator's (this one).
  const stack = await startStackProcess(dataDir, {
    databaseUrl,
    reset: false,
    ports: PORTS,
    // Every simulated user comes from this machine's address: lift the per-client limits only.
    rateLimits: { signInPerIpPer5Min: 1_000_000 },
  });
  const samples = new Map();
  const errors = new Map();
  // the last stage each moved application was acknowledged in
  const acknowledged = { applications: new Map(), uploads: new Set(), moves: new Map() };
  const record = (name, ms, err) => {
    if (!samples.has(name)) samples.set(name, []);
    if (err) {
      if (!errors.has(name)) errors.set(name, []);
      errors.get(name).push(String(err.message ?? err));
    } else samples.get(name).push(ms);
  };
  try {
    const perHashMs = await hashMs();
    const burst = await signInBurst(stack.apiUrl, stack.anonKey, emails);
    log(
      `[load-users] ${users} simultaneous sign-ins: ${burst.answered} answered, ${burst.failed} failed, slowest ${burst.maxMs} ms,` +
        ` p95 ${burst.p95Ms} ms; one bcrypt check at cost 10: ${perHashMs} ms` +
        ` (floor ${Math.round((users * perHashMs) / os.availableParallelism())} ms on ${os.availableParallelism()} cores)` +
        (burst.firstError ? `; first error: ${burst.firstError}` : ''),
    );
    const begin = performance.now();
    const deadline = begin + seconds * 1000;
    // the stack's process (gateway) with what it started (PostgREST, Deno) and the database's
    // server; the load generator apart
    // (counted when this bench started it; another process's database is not measured)
    const postmaster = stopCluster ? benchPostmaster() : null;
    const stopSampling = peakTreeMemory([stack.pid, ...(postmaster ? [postmaster] : [])]);
    const stopGenerator = peakTreeMemory([process.pid], 1000, [stack.pid, postmaster]);
    await Promise.all(
      emails.map((email) =>
        simulatedUser(email, {
          session: burst.sessions.get(email),
          apiUrl: stack.apiUrl,
          anonKey: stack.anonKey,
          deadline,
          record,
          acknowledged,
          work,
          think: thinkMs,
        }),
      ),
    );
    const elapsed = (performance.now() - begin) / 1000;
    const memory = stopSampling();
    const generatorMemory = stopGenerator();
    const actions = {};
    for (const name of ACTIONS) {
      const failed = errors.get(name) ?? [];
      actions[name] = {
        ...summarize(samples.get(name) ?? [], failed.length, elapsed),
        ...(failed.length ? { firstError: failed[0] } : {}),
      };
    }
    const all = summarize(
      [...samples.values()].flat(),
      [...errors.values()].flat().length,
      elapsed,
    );
    const writes = await verifyWrites(databaseUrl, path.join(dataDir, 'storage'), acknowledged);
    const result = {
      users,
      think,
      seconds: Math.round(elapsed),
      all,
      actions,
      writes,
      burst: { ...burst, sessions: undefined },
      perHashMs,
      memory,
      generatorMemory,
    };
    for (const [name, s] of Object.entries(actions)) {
      log(
        `[load-users] ${name.padEnd(10)} ${String(s.requests).padStart(6)} ok ${String(s.errors).padStart(4)} err` +
          `  p50 ${s.p50} p95 ${s.p95} p99 ${s.p99} ms${s.firstError ? `  first error: ${s.firstError}` : ''}`,
      );
    }
    log(
      `[load-users] all        ${all.requests} ok ${all.errors} err  p50 ${all.p50} p95 ${all.p95} p99 ${all.p99} ms, ${all.rps} actions/s`,
    );
    log(
      `[load-users] writes acknowledged: ${writes.applications} applications with ${writes.answers} answers, ` +
        `${writes.uploads} uploads, ${writes.moves} moved applications; lost: ${writes.lostApplications} applications, ` +
        `${writes.lostAnswers} answer sets, ${writes.lostUploads} uploads, ${writes.lostMoves} stage moves`,
    );
    log(`[load-users] memory of the stack at the peak: ${formatMemory(memory)}`);
    log(`[load-users] memory of the load generator at the peak: ${formatMemory(generatorMemory)}`);
    await removeBenchRows(databaseUrl, acknowledged);
    return result;
  } finally {
    await stopStackProcess(stack);
    fs.rmSync(dataDir, { recursive: true, force: true });
    await stopCluster?.();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  runUserLoad({
    users: Number(arg('users', 100)),
    seconds: Number(arg('seconds', 60)),
    think: arg('think', null),
  })
    .then((r) => {
      const lost =
        r.writes.lostApplications +
        r.writes.lostAnswers +
        r.writes.lostUploads +
        r.writes.lostMoves;
      if (r.all.errors > 0 || lost > 0 || r.burst.failed > 0) process.exitCode = 1;
    })
    .catch((err) => {
      console.error(err);
      process.exitCode = 1;
    });
}
