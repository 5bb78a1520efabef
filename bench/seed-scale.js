#!/usr/bin/env node
// Loads a production-sized data set into PostgreSQL 17: the demo seed plus 2,000 companies,
// 200,000 candidates, 20,000 jobs and 500,000 applications with the accounts, memberships,
// screening questions and answers they need; BENCH_SCALE=10 loads ten times as many of each into
// the 10x cluster. Rows are generated inside the database with
// generate_series; triggers are suspended during the bulk load (the rows are valid by
// construction) and the tables are analyzed afterwards.
//
//   npm run seed:scale                    # into .data/bench-postgres (port 56432, from npm)
//   BENCH_SCALE=10 npm run seed:scale     # 10x into .data/bench-postgres-10x (port 56441)
//   DATABASE_URL=postgres://... npm run seed:scale
import path from 'node:path';
import pg from 'pg';
import { fileURLToPath } from 'node:url';
import { openDatabase, wipePostgres } from '../backend/local/src/db/index.js';
import { prepareDatabase } from '../backend/local/src/db/migrate.js';
import { BENCH_SCALE, ROOT, benchPostgresUrl, startBenchPostgres } from './lib/bench-postgres.js';

export const SCALE = {
  companies: 2000 * BENCH_SCALE,
  candidates: 200000 * BENCH_SCALE,
  jobs: 20000 * BENCH_SCALE,
  applications: 500000 * BENCH_SCALE,
};
// The demo company carries a tenth of the jobs and managed candidates: the heavy tenant whose
// lists the benchmark reads. One of its open jobs also gets 2,000 more applications at every
// scale: the pipeline board the benchmark opens.
export const HEAVY_COMPANY_ID = 'c0000000-0000-4000-8000-000000000001';
const HEAVY_OWNER_ID = 'a0000000-0000-4000-8000-000000000002';

const uid = (prefix) => `(('${prefix}-0000-4000-8000-' || lpad(to_hex(n), 12, '0'))::uuid)`;
const ref = (prefix, expr) =>
  `(('${prefix}-0000-4000-8000-' || lpad(to_hex(${expr}), 12, '0'))::uuid)`;
const P = {
  owner: '5a000000',
  candUser: '5a100000',
  company: '5c000000',
  member: '59000000',
  cand: '5d000000',
  job: '5e000000',
  question: '5b000000',
  app: '5f000000',
  pipelineApp: '5f100000',
};
const { companies: C, candidates: N, jobs: J, applications: A } = SCALE;
export const PIPELINE_JOB_ID = '5e000000-0000-4000-8000-000000000003';
const PIPELINE_APPLICATIONS = 2000;
const heavyJobs = J / 10;

// the tables the steps below fill with most rows
const LOADED_TABLES = [
  'auth.users',
  'public.profiles',
  'public.candidates',
  'public.applications',
  'public.application_stage_history',
  'public.job_application_answers',
];

const STEPS = [
  [
    'company owner accounts',
    C,
    `
    insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
      raw_app_meta_data, raw_user_meta_data, created_at, updated_at, confirmation_token, recovery_token,
      email_change_token_new, email_change)
    select '00000000-0000-0000-0000-000000000000', ${uid(P.owner)}, 'authenticated', 'authenticated',
      'owner' || n || '@scale.example.com', (select encrypted_password from auth.users where id = '${HEAVY_OWNER_ID}'),
      now(), '{"provider": "email", "providers": ["email"]}', '{"role": "company"}', now() - n * interval '1 hour',
      now(), '', '', '', ''
    from generate_series(1, ${C}) n;
    insert into public.profiles (id, email, role)
    select ${uid(P.owner)}, 'owner' || n || '@scale.example.com', 'company' from generate_series(1, ${C}) n;`,
  ],
  [
    'companies, subscriptions and owner memberships',
    C,
    `
    insert into public.companies (id, user_id, name, slug, industry, company_size, location, website, description,
      is_approved, approved_at, primary_contact_name, primary_contact_email, created_at)
    select ${uid(P.company)}, ${uid(P.owner)},
      (array['Northwind','Contoso','Initech','Umbrella','Stark','Wayne','Hooli','Vandelay','Soylent','Tyrell'])[n % 10 + 1]
        || ' ' || (array['Labs','Systems','Health','Logistics','Finance','Retail','Energy','Media'])[n % 8 + 1] || ' ' || n,
      -- The slug trigger is bypassed here; the names are unique, so their slugs are too.
      private.slugify((array['Northwind','Contoso','Initech','Umbrella','Stark','Wayne','Hooli','Vandelay','Soylent','Tyrell'])[n % 10 + 1]
        || ' ' || (array['Labs','Systems','Health','Logistics','Finance','Retail','Energy','Media'])[n % 8 + 1] || ' ' || n),
      (array['Technology','Healthcare','Finance','Manufacturing','Retail','Education'])[n % 6 + 1],
      '1-10', (array['Austin, TX','Boston, MA','Chicago, IL','Denver, CO','Seattle, WA'])[n % 5 + 1],
      'https://company' || n || '.example.com', 'A generated company for load testing.',
      n % 10 <> 0, case when n % 10 <> 0 then now() - n * interval '50 minutes' end,
      'Owner ' || n, 'owner' || n || '@scale.example.com', now() - n * interval '1 hour'
    from generate_series(1, ${C}) n;
    insert into public.company_subscriptions (company_id, tier, status, expires_at)
    select ${uid(P.company)}, case when n % 10 <> 0 then 'pro' else 'none' end,
      case when n % 10 <> 0 then 'active' else 'inactive' end,
      case when n % 10 <> 0 then now() + interval '1 year' end
    from generate_series(1, ${C}) n;
    insert into public.company_users (id, user_id, company_id, first_name, last_name, email, role)
    select ${uid(P.member)}, ${uid(P.owner)}, ${uid(P.company)}, 'Owner', n::text, 'owner' || n || '@scale.example.com', 'company_admin'
    from generate_series(1, ${C}) n;`,
  ],
  [
    'candidate accounts (self-registered half)',
    N / 2,
    `
    insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
      raw_app_meta_data, raw_user_meta_data, created_at, updated_at, confirmation_token, recovery_token,
      email_change_token_new, email_change)
    select '00000000-0000-0000-0000-000000000000', ${uid(P.candUser)}, 'authenticated', 'authenticated',
      'candidate' || n || '@scale.example.com', (select encrypted_password from auth.users where id = '${HEAVY_OWNER_ID}'),
      now(), '{"provider": "email", "providers": ["email"]}', '{"role": "candidate"}', now() - n * interval '1 minute',
      now(), '', '', '', ''
    from generate_series(1, ${N}, 2) n;
    insert into public.profiles (id, email, role)
    select ${uid(P.candUser)}, 'candidate' || n || '@scale.example.com', 'candidate' from generate_series(1, ${N}, 2) n;`,
  ],
  [
    'candidates',
    N,
    `
    insert into public.candidates (id, user_id, first_name, last_name, title, email, city, state, country,
      experience_years, skills, managing_company_id, is_managed_by_company, created_by_user_id, created_at)
    select ${uid(P.cand)},
      case when n % 2 = 1 then ${uid(P.candUser)} end,
      (array['James','Mary','Robert','Patricia','John','Jennifer','Michael','Linda','David','Elizabeth',
             'William','Barbara','Richard','Susan','Joseph','Jessica','Thomas','Sarah','Charles','Karen',
             'Priya','Wei','Carlos','Aisha','Mateo','Yuki','Olga','Kwame','Fatima','Liam'])[n % 30 + 1],
      (array['Smith','Johnson','Williams','Brown','Jones','Garcia','Miller','Davis','Rodriguez','Martinez',
             'Hernandez','Lopez','Gonzalez','Wilson','Anderson','Thomas','Taylor','Moore','Jackson','Martin',
             'Lee','Perez','Thompson','White','Harris','Sanchez','Clark','Ramirez','Lewis','Robinson',
             'Walker','Young','Allen','King','Wright','Scott','Torres','Nguyen','Hill','Flores'])[(n / 30) % 40 + 1],
      (array['Software Engineer','Data Analyst','Product Designer','Nurse','Accountant','Sales Manager'])[n % 6 + 1],
      'candidate' || n || '@scale.example.com',
      (array['Austin','Boston','Chicago','Denver','Seattle'])[n % 5 + 1], 'TX', 'United States', n % 25,
      array[(array['React','SQL','Python','Excel','Figma','Java','Go','AWS'])[n % 8 + 1]],
      case when n % 2 = 0 then
        case when n % 20 = 0 then '${HEAVY_COMPANY_ID}'::uuid else ${ref(P.company, `(n / 2) % ${C} + 1`)} end end,
      n % 2 = 0,
      case when n % 2 = 0 then
        case when n % 20 = 0 then '${HEAVY_OWNER_ID}'::uuid else ${ref(P.owner, `(n / 2) % ${C} + 1`)} end end,
      now() - n * interval '3 minutes'
    from generate_series(1, ${N}) n;`,
  ],
  [
    'jobs',
    J,
    `
    insert into public.jobs (id, company_id, created_by, title, description, location, locations, job_type,
      experience_level, salary_min, salary_max, skills_required, status, created_at)
    select ${uid(P.job)},
      case when n <= ${heavyJobs} then '${HEAVY_COMPANY_ID}'::uuid else ${ref(P.company, `(n - ${heavyJobs} - 1) % ${C} + 1`)} end,
      case when n <= ${heavyJobs} then '${HEAVY_OWNER_ID}'::uuid else ${ref(P.owner, `(n - ${heavyJobs} - 1) % ${C} + 1`)} end,
      (array['Senior','Junior','Lead','Staff','Principal'])[n % 5 + 1] || ' ' ||
        (array['Backend Engineer','Frontend Developer','Data Scientist','Registered Nurse','Financial Analyst',
               'Account Executive','DevOps Engineer','UX Designer','Warehouse Supervisor','Teacher'])[(n / 5) % 10 + 1],
      'Generated job for load testing. ' || repeat('Responsibilities include collaborating with the team. ', 6),
      (array['Austin, TX','Boston, MA','Chicago, IL','Denver, CO','Remote'])[n % 5 + 1],
      array[(array['Austin, TX','Boston, MA','Chicago, IL','Denver, CO','Remote'])[n % 5 + 1]],
      (array['FULL_TIME','PART_TIME','CONTRACT','INTERNSHIP','REMOTE'])[n % 5 + 1],
      (array['entry_level','mid_level','senior_level','lead','executive'])[n % 5 + 1],
      50000 + (n % 50) * 1000, 90000 + (n % 50) * 1000,
      array[(array['React','SQL','Python','Excel','Figma','Java','Go','AWS'])[n % 8 + 1]],
      case when n % 10 in (0, 1) then 'draft' when n % 10 = 2 then 'closed' else 'open' end,
      now() - n * interval '7 minutes'
    from generate_series(1, ${J}) n;`,
  ],
  [
    'screening questions (2 per job)',
    J * 2,
    `
    insert into public.job_questions (id, job_id, question, question_type, is_required, position)
    select ${uid(P.question)}, ${ref(P.job, `(n + 1) / 2`)},
      case when n % 2 = 1 then 'Why do you want this role?' else 'Years of relevant experience?' end,
      case when n % 2 = 1 then 'TEXTAREA' else 'TEXT' end, true, (n + 1) % 2
    from generate_series(1, ${J * 2}) n;`,
  ],
  [
    'applications',
    A,
    `
    insert into public.applications (id, job_id, company_id, candidate_id, status, source, applied_by_company_id,
      applied_by_user_id, applied_at, created_at)
    select ${uid(P.app)}, ${ref(P.job, `((c * 37 + r * 6007) % ${J}) + 1`)},
      -- the trigger that copies the job's company is suspended during the load
      (select j.company_id from public.jobs j where j.id = ${ref(P.job, `((c * 37 + r * 6007) % ${J}) + 1`)}),
      ${ref(P.cand, 'c')},
      (array['applied','reviewing','interview','offered','hired','rejected'])[n % 6 + 1],
      case when c % 2 = 1 then 'candidate' else 'company' end,
      case when c % 2 = 0 then
        case when c % 20 = 0 then '${HEAVY_COMPANY_ID}'::uuid else ${ref(P.company, `(c / 2) % ${C} + 1`)} end end,
      case when c % 2 = 1 then ${ref(P.candUser, 'c')}
           when c % 20 = 0 then '${HEAVY_OWNER_ID}'::uuid else ${ref(P.owner, `(c / 2) % ${C} + 1`)} end,
      now() - (n % 5000) * interval '5 minutes', now() - (n % 5000) * interval '5 minutes'
    from (select n, n % ${N} + 1 as c, n / ${N} as r from generate_series(0, ${A - 1}) n) g;`,
  ],
  [
    'pipeline job applications',
    PIPELINE_APPLICATIONS,
    `
    insert into public.applications (id, job_id, company_id, candidate_id, status, source, applied_by_company_id,
      applied_by_user_id, applied_at, created_at, status_changed_at)
    select ${uid(P.pipelineApp)}, '${PIPELINE_JOB_ID}', '${HEAVY_COMPANY_ID}', ${ref(P.cand, `${N} - n`)},
      (array['applied','reviewing','interview','offered','hired','rejected','withdrawn'])[n % 7 + 1],
      case when n % 2 = 1 then 'candidate' else 'company' end,
      case when n % 2 = 0 then '${HEAVY_COMPANY_ID}'::uuid end,
      case when n % 2 = 1 then ${ref(P.candUser, `${N} - n`)} else '${HEAVY_OWNER_ID}'::uuid end,
      now() - n * interval '30 minutes', now() - n * interval '30 minutes', now() - n * interval '10 minutes'
    from generate_series(1, ${PIPELINE_APPLICATIONS}) n
    on conflict (candidate_id, job_id) do nothing;`,
  ],
  [
    'application people and source labels',
    A,
    `
    update public.applications a set person_id = c.person_id,
      source_label = case a.source when 'candidate' then 'Direct' when 'company' then 'Company-managed' else 'Vendor' end
    from public.candidates c
    where c.id = a.candidate_id and a.person_id is null;`,
  ],
  [
    'stage history (submission, then the current stage)',
    A * 2,
    `
    update public.applications set status_changed_at = applied_at + interval '1 day'
    where status <> 'applied' and job_id <> '${PIPELINE_JOB_ID}';
    update public.applications set status_changed_at = applied_at where status = 'applied' and job_id <> '${PIPELINE_JOB_ID}';
    insert into public.application_stage_history (application_id, from_status, to_status, actor_id, created_at)
    select a.id, null, 'applied', a.applied_by_user_id, a.applied_at from public.applications a
    where not exists (select 1 from public.application_stage_history h where h.application_id = a.id)
    union all
    select a.id, 'applied', a.status, null, a.status_changed_at from public.applications a
    where a.status <> 'applied' and not exists (select 1 from public.application_stage_history h where h.application_id = a.id);`,
  ],
  [
    'application answers (2 per application)',
    A * 2,
    `
    insert into public.job_application_answers (application_id, question_id, answer)
    select a.id, q.id, case when q.position = 0 then 'I enjoy this kind of work and my background fits.' else '5' end
    from public.applications a
    join public.job_questions q on q.job_id = a.job_id
    where a.id::text like '${P.app}-%';`,
  ],
];

/** What the database holds of a scale seed of this size: every row loaded, and what the last steps build. */
async function seedProgress(client) {
  const { rows } = await client.query(
    `select to_regclass('public.applications') is not null and to_regclass('private.match_job_lists') is not null
       and to_regclass('private.application_report_facts') is not null as ok`,
  );
  if (!rows[0].ok) return { rows: false, finished: false };
  const { rows: found } = await client.query(
    `select (select count(*) from public.applications)::int >= $1
         and (select count(*) from public.job_application_answers)::int >= $2
         and (select count(*) from public.applications where job_id = $4)::int >= $5 as rows,
       (select count(*) from private.match_candidates)::int >= $3
         and exists (select 1 from private.match_job_suggestions)
         and exists (select 1 from private.application_report_facts) as finished`,
    [SCALE.applications, SCALE.applications * 2, SCALE.candidates, PIPELINE_JOB_ID, PIPELINE_APPLICATIONS * 0.95],
  );
  return found[0];
}

/**
 * Whether the database holds a whole scale seed of this size: every application, and the match
 * inputs, best-match lists and report figures that only its last steps build.
 */
export async function scaleSeedComplete(client) {
  const progress = await seedProgress(client);
  return progress.rows && progress.finished;
}

const since = (started) => `${((Date.now() - started) / 1000).toFixed(1)} s`;

/**
 * Loads the scale seed. A database whose rows are all loaded but whose last steps did not finish
 * (a seed stopped while it rebuilt the match lists) keeps its rows: the pending migrations are
 * applied and only the last steps run again.
 */
export async function seedScale({ databaseUrl, log = (m) => process.stdout.write(`${m}\n`) } = {}) {
  const started = Date.now();
  const resume = await withClient(databaseUrl, async (c) => (await seedProgress(c)).rows);
  if (resume) log(`[seed:scale] every row is loaded in ${databaseUrl}: finishing the last steps`);
  else {
    log(`[seed:scale] resetting ${databaseUrl}`);
    await wipePostgres(databaseUrl);
  }
  const db = await openDatabase({ databaseUrl });
  try {
    await prepareDatabase(db, {
      migrationsDir: path.join(ROOT, 'backend/supabase/migrations'),
      seedFile: path.join(ROOT, 'backend/supabase/seed.sql'),
      seed: !resume,
      fresh: !resume,
      log: (m) => log(`[seed:scale] ${m}`),
    });
    const client = await db.pool.connect();
    try {
      await client.query('set session_replication_role = replica; set statement_timeout = 0');
      if (!resume) await loadRows(client, log);
      await finishSeed(client, log, resume);
      const { rows } = await client.query(`select
        (select count(*) from public.companies)::int as companies, (select count(*) from public.candidates)::int as candidates,
        (select count(*) from public.jobs)::int as jobs, (select count(*) from public.applications)::int as applications,
        (select count(*) from auth.users)::int as users, (select count(*) from public.job_application_answers)::int as answers,
        pg_size_pretty(pg_database_size(current_database())) as size`);
      log(`[seed:scale] totals (demo seed included): ${JSON.stringify(rows[0])}`);
    } finally {
      client.release();
    }
  } finally {
    await db.close();
  }
  const seconds = (Date.now() - started) / 1000;
  log(`[seed:scale] done in ${seconds.toFixed(1)} s`);
  return { seconds };
}

async function withClient(databaseUrl, fn) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

// The rows, with triggers suspended (session_replication_role = replica).
async function loadRows(client, log) {
  // Indexes that enforce nothing are built once after the load: kept up row by row, the
  // big tables' indexes outgrow the cache and the load slows to a crawl at 10x.
  const { rows: deferred } = await client.query(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
     from pg_index i
     where i.indrelid = any ($1::regclass[]) and not i.indisunique and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
    [LOADED_TABLES],
  );
  for (const { name } of deferred) await client.query(`drop index ${name}`);
  for (const [index, [label, rows, sql]] of STEPS.entries()) {
    const t = Date.now();
    await client.query(sql);
    log(`[seed:scale] ${index + 1}/${STEPS.length} ${label}: ${rows.toLocaleString('en-US')} rows in ${since(t)}`);
  }
  const indexesStarted = Date.now();
  for (const { definition } of deferred) await client.query(definition);
  log(`[seed:scale] ${deferred.length} indexes built in ${since(indexesStarted)}`);
}

// What the triggers the load bypassed would have kept, each rebuilt in a few set-based statements.
async function finishSeed(client, log, resume) {
  const step = async (label, sql) => {
    const t = Date.now();
    await client.query(sql);
    log(`[seed:scale] ${label} in ${since(t)}`);
  };
  // the jobs of companies on the job board
  await step('listed jobs', 'update public.jobs j set company_listed = private.company_listed(j.company_id)');
  await client.query('set session_replication_role = origin');
  await step('job board', 'select private.rebuild_board_jobs()');
  await step(
    'open-job and application counts',
    'select private.rebuild_open_job_counts(), private.rebuild_application_counts()',
  );
  // a resumed seed keeps the inputs a stopped one finished (they take minutes at 10x)
  const { rows: inputs } = await client.query(
    `select (select count(*) from private.match_candidates) = (select count(*) from public.candidates)
       and (select count(*) from private.match_jobs) = (select count(*) from public.jobs) as built`,
  );
  if (resume && inputs[0].built) log('[seed:scale] match inputs kept from the stopped seed');
  else await step('match inputs', 'select private.rebuild_match_inputs()');
  await step('best-match lists', 'select private.rebuild_match_lists()');
  await step(
    'report figures',
    'select private.rebuild_report_facts_and_aggregates(), private.rebuild_report_counts()',
  );
  await step('vacuum analyze', 'vacuum analyze');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let databaseUrl = process.env.DATABASE_URL;
  let stop = null;
  if (!databaseUrl) {
    stop = await startBenchPostgres();
    databaseUrl = benchPostgresUrl();
    console.log(`[seed:scale] PostgreSQL 17 at ${databaseUrl} (${BENCH_SCALE}x)`);
  }
  try {
    await seedScale({ databaseUrl });
  } catch (err) {
    console.error(err);
    process.exitCode = 1;
  } finally {
    await stop?.();
  }
}
