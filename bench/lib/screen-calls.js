// The front end's remaining calls (most of them writes), each as its screen sends it and as the
// user of the right role. A write works on rows made for the bench or undoes itself in the same
// iteration, so the data stays as it was for the next one: `prepare` (not timed) sets up the rows
// a call consumes, `cleanup` (after the scenario) removes what the calls leave behind on purpose,
// such as cancelled interviews. Accounts that a call uses up (erasure, accepting an invitation) are
// the scale seed's candidate accounts, taken from the newest down.
import crypto from 'node:crypto';
import { PIPELINE_JOB_ID } from '../seed-scale.js';
import { request } from './http-client.js';

const BENCH_DOMAIN = 'bench.example.com';
const ACME = 'c0000000-0000-4000-8000-000000000001';
const ACME_JOB = 'f0000000-0000-4000-8000-000000000001';
// Jordan Lee's application to ACME_JOB (the demo candidate), under review.
const ACME_APPLICATION = 'f4000000-0000-4000-8000-000000000001';
const STAFFING_PARTNERS = 'b0000000-0000-4000-8000-000000000001';
const VENDOR_RECRUITER = 'b1000000-0000-4000-8000-000000000002';
const RECRUITER_USER = 'a0000000-0000-4000-8000-000000000004';
// Staffing Partners' own candidate, Alex Kim.
const VENDOR_CANDIDATE = 'd0000000-0000-4000-8000-000000000005';
const CANDIDATE_NOTICE = 'f5000000-0000-4000-8000-000000000001';
const CERTIFICATE_URL = 'candidate_certificates/bench/certificate.pdf';

// Scenarios that use accounts up stop after this many measured calls, so a run keeps enough for all.
const USED_UP_PER_RUN = 400;
// the measured calls of both phases and most of their warm-ups
const SIGNED_IN_AHEAD = USED_UP_PER_RUN + 100;

const uniqueEmail = (what) => `${what}-${crypto.randomUUID().slice(0, 12)}@${BENCH_DOMAIN}`;

/**
 * Hands out one item at a time, so no two concurrent calls work on the same rows (a call waits
 * while all are in use): `use` runs a call with one; `take` (in `prepare`) and `give` (when the
 * call is done) split that in two.
 */
export function exclusive(items) {
  if (!items.length) throw new Error('no bench rows to work on');
  const free = [...items];
  const waiting = [];
  const take = async () =>
    free.length ? free.shift() : new Promise((resolve) => waiting.push(resolve));
  const give = (item) => (waiting.length ? waiting.shift()(item) : free.push(item));
  const use = async (call) => {
    const item = await take();
    try {
      return await call(item);
    } finally {
      give(item);
    }
  };
  return { take, give, use };
}

/** Runs a call on an item `prepare` took, and frees the item afterwards. */
async function release(pool, item, call) {
  try {
    return await call();
  } finally {
    pool.give(item);
  }
}

/** Hands out each item once (accounts a call uses up). */
function consumable(items) {
  const left = [...items];
  return () => {
    const item = left.shift();
    if (item === undefined) throw new Error('no unused bench account left');
    return item;
  };
}

/** Rows the scenarios work on, read once before they run. */
export async function screenFixtures(sql, { candidateUserId, apiUrl, serviceRoleKey }) {
  const ids = async (text, args = []) =>
    (await sql(text, args)).rows.map((r) => Object.values(r)[0]);
  // the demo candidate saves and applies to open jobs it has not applied to
  const openJobs = await ids(
    `select j.id from public.jobs j
     where j.status in ('open', 'published', 'active') and (j.expires_at is null or j.expires_at > now() + interval '1 day')
       and not exists (select 1 from public.applications a join public.candidates c on c.id = a.candidate_id
                       where a.job_id = j.id and c.user_id = $1 and a.status <> 'withdrawn')
       and not exists (select 1 from public.job_questions q where q.job_id = j.id and q.is_required)
     order by j.id limit 200`,
    [candidateUserId],
  );
  const acmeJobs = await ids(
    `select id from public.jobs where company_id = $1 and status in ('open', 'published', 'active') order by id limit 100`,
    [ACME],
  );
  const acmeCandidates = await ids(
    `select id from public.candidates where managing_company_id = $1 order by id limit 100`,
    [ACME],
  );
  // the scale seed's accounts, newest first: each company's owner, and candidate accounts to use up
  const companies = await ids(
    `select id from public.companies where id <> $1 and is_approved order by id limit 200`,
    [ACME],
  );
  const accounts = (
    await sql(
      `select u.id, u.email from auth.users u join public.candidates c on c.user_id = u.id
       where u.email like 'candidate%@scale.example.com' and c.managing_company_id is null
         and not exists (select 1 from public.company_users cu where cu.user_id = u.id)
         and not exists (select 1 from public.vendors v where v.user_id = u.id)
       order by u.created_at desc, u.id limit 8000`,
    )
  ).rows;
  const [candidate] = (
    await sql(`select * from public.candidates where user_id = $1`, [candidateUserId])
  ).rows;
  const [pipelineApplication] = await ids(
    `select a.id from public.applications a join public.jobs j on j.id = a.job_id
     where j.company_id = $1 and a.status = 'reviewing' order by a.applied_at desc limit 1`,
    [ACME],
  );
  // an applicant's resume in storage: the newest open application's candidate, given a stored
  // file where the scale seed names none
  const [document] = (
    await sql(
      `with pick as (
         select a.id, a.candidate_id from public.applications a join public.candidates c on c.id = a.candidate_id
         where a.company_id = $1 and a.status <> 'withdrawn' and c.user_id is distinct from $2
         order by a.applied_at desc limit 1)
       update public.candidates c
       set resume_url = case when c.resume_url ~ '^https?://' then c.resume_url else 'bench/' || c.id || '/resume.pdf' end
       from pick where c.id = pick.candidate_id
       returning pick.id, c.resume_url`,
      [ACME, candidateUserId],
    )
  ).rows;
  const stored = /^https?:/.test(document.resume_url)
    ? { status: 200 }
    : await request(`${apiUrl}/storage/v1/object/candidate_resumes/${document.resume_url}`, {
        method: 'POST',
        headers: {
          apikey: serviceRoleKey,
          authorization: `Bearer ${serviceRoleKey}`,
          'content-type': 'application/pdf',
          'x-upsert': 'true',
        },
        body: '%PDF-1.4\n%%EOF\n',
      });
  if (stored.status >= 300) throw new Error(`bench resume: HTTP ${stored.status}`);
  // a saved search with its alert's unsubscribe link, made once for the bench
  const alert = (
    await sql(
      `with found as (select id from public.saved_searches where user_id = $1 and name = 'Bench alert'),
            made as (insert into public.saved_searches (user_id, name, query, alerts_enabled)
                     select $1, 'Bench alert', 'engineer', true where not exists (select 1 from found) returning id)
       select id, private.signed_link_token('job_alert_unsubscribe', id) as token
       from (select id from found union all select id from made) s`,
      [candidateUserId],
    )
  ).rows[0];
  const [company] = (await sql('select description from public.companies where id = $1', [ACME]))
    .rows;
  return {
    openJobs: exclusive(openJobs),
    acmeJobs: exclusive(acmeJobs),
    acmeCandidates: exclusive(acmeCandidates),
    pairs: exclusive(
      Array.from({ length: Math.floor(companies.length / 2) }, (_, i) => [
        companies[2 * i],
        companies[2 * i + 1],
      ]),
    ),
    companies: exclusive(companies.slice(0, 100)),
    // reversible changes (demote, deactivate, join a team) borrow accounts; the rest use them up
    borrowed: exclusive(accounts.slice(0, 100)),
    spare: consumable(accounts.slice(100)),
    candidate,
    pipelineApplication,
    documentApplication: document.id,
    alertToken: alert.token,
    companyDescription: company.description,
  };
}

/** The scenarios, in the style of load-api.js: `http` is timed, `prepare` is not. */
export function screenCalls({
  apiUrl,
  anonKey,
  owner,
  admin,
  candidate,
  vendor,
  sql,
  signIn,
  fixtures: fx,
}) {
  const headers = (token, extra = {}) => ({
    apikey: anonKey,
    authorization: `Bearer ${token}`,
    'content-type': 'application/json',
    ...extra,
  });
  /** One call; returns the parsed answer, throws unless the status is the expected one. */
  const send = async (token, method, path, body, { prefer, expect = null } = {}) => {
    const res = await request(`${apiUrl}/${path}`, {
      method,
      headers: headers(token, prefer ? { prefer } : {}),
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const ok = expect === null ? res.status < 300 : res.status === expect;
    if (!ok)
      throw new Error(
        `${method} ${path.split('?')[0]}: HTTP ${res.status}: ${res.body.toString().slice(0, 200)}`,
      );
    const text = res.body.toString();
    return text ? JSON.parse(text) : null;
  };
  const get = (token, query) => send(token, 'GET', `rest/v1/${query}`);
  const rpc = (token, name, args = {}, options) =>
    send(token, 'POST', `rest/v1/rpc/${name}`, args, options);
  const fn = (token, name, body, options) =>
    send(token, 'POST', `functions/v1/${name}`, body, options);
  const insert = (token, table, row, select = 'id') =>
    send(token, 'POST', `rest/v1/${table}?select=${select}`, row, {
      prefer: 'return=representation',
    });
  const patch = (token, query, changes) =>
    send(token, 'PATCH', `rest/v1/${query}`, changes, { prefer: 'return=representation' });
  const remove = (token, query) =>
    send(token, 'DELETE', `rest/v1/${query}`, undefined, { prefer: 'return=representation' });
  /**
   * Unused accounts signed in by `before`, ahead of a scenario's clients: a sign-in beside the
   * timed calls would put its password hash and session writes into their latencies. `beforeSignIn`
   * readies an account (its role) first; `take` hands out the next, or signs one in when the clients'
   * warm-up has used them all.
   */
  const signedInAhead = (beforeSignIn = async () => {}) => {
    const ready = [];
    const fresh = async () => {
      const account = fx.spare();
      await beforeSignIn(account);
      return signIn(account.email);
    };
    return {
      before: async () => {
        ready.length = 0;
        for (let i = 0; i < SIGNED_IN_AHEAD; i += 1) ready.push(await fresh());
      },
      take: () => ready.shift() ?? fresh(),
    };
  };
  const accepting = signedInAhead();
  const erasing = signedInAhead();
  const registering = signedInAhead((account) =>
    sql(`update public.profiles set role = 'company' where id = $1`, [account.id]),
  );
  const joining = signedInAhead();
  const inFuture = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const page = 'offset=0&limit=10';

  return [
    {
      name: 'saved jobs, save, list and remove',
      calls: ['rest:saved_jobs:insert', 'rest:saved_jobs:select', 'rest:saved_jobs:delete'],
      http: () =>
        fx.openJobs.use(async (jobId) => {
          const [saved] = await insert(candidate.token, 'saved_jobs', { job_id: jobId });
          await get(
            candidate.token,
            `saved_jobs?select=id,job_id,created_at,job:jobs(id,title,location,locations,job_type)&user_id=eq.${candidate.userId}&order=created_at.desc,id.asc&offset=0&limit=1000`,
          );
          await remove(candidate.token, `saved_jobs?id=eq.${saved.id}`);
        }),
    },
    {
      name: 'saved searches, save, list, alert off and remove',
      calls: [
        'rest:saved_searches:insert',
        'rest:saved_searches:select',
        'rest:saved_searches:update',
        'rest:saved_searches:delete',
      ],
      http: async () => {
        const [saved] = await insert(candidate.token, 'saved_searches', {
          name: 'Remote engineer',
          query: 'engineer',
          location: null,
          remote: true,
          job_type: null,
          experience_level: 'senior_level',
          min_salary: 120000,
        });
        await get(
          candidate.token,
          `saved_searches?select=id,name,query,location,remote,job_type,experience_level,min_salary,alerts_enabled,created_at&user_id=eq.${candidate.userId}&order=created_at.desc,id.asc&offset=0&limit=1000`,
        );
        await patch(candidate.token, `saved_searches?id=eq.${saved.id}&select=id`, {
          alerts_enabled: false,
        });
        await remove(candidate.token, `saved_searches?id=eq.${saved.id}`);
      },
    },
    {
      // the link in a job alert e-mail, opened signed out
      name: 'job alert turned off from the e-mail',
      calls: ['rpc:turn_off_job_alert'],
      http: () => rpc(anonKey, 'turn_off_job_alert', { p_token: fx.alertToken }),
    },
    {
      // apply to an open job with an answer, then withdraw; `prepare` removes the withdrawn
      // application the last round on that job left, so the candidate can apply again
      name: 'apply with answers, then withdraw',
      calls: ['rpc:apply_to_job', 'rpc:withdraw_application'],
      prepare: async () => {
        const jobId = await fx.openJobs.take();
        await sql(
          `delete from public.applications where job_id = $1 and candidate_id = $2 and status = 'withdrawn'`,
          [jobId, fx.candidate.id],
        );
        return jobId;
      },
      http: (jobId) =>
        release(fx.openJobs, jobId, async () => {
          const questions = await get(
            candidate.token,
            `job_questions?select=id&job_id=eq.${jobId}&limit=1`,
          );
          const { application_id: applicationId } = await rpc(candidate.token, 'apply_to_job', {
            p_job_id: jobId,
            p_answers: questions.map((q) => ({ question_id: q.id, answer: 'Yes' })),
          });
          await rpc(candidate.token, 'withdraw_application', {
            p_application_id: applicationId,
            p_reason: 'Bench',
          });
        }),
    },
    {
      name: 'candidate profile saved as it is',
      calls: ['rpc:update_candidate_profile'],
      http: () =>
        rpc(candidate.token, 'update_candidate_profile', {
          p_user_id: candidate.userId,
          p_first_name: fx.candidate.first_name,
          p_last_name: fx.candidate.last_name,
          p_title: fx.candidate.title ?? '',
          p_bio: fx.candidate.bio ?? '',
          p_skills: fx.candidate.skills ?? [],
          p_phone: fx.candidate.phone ?? '',
          p_email: fx.candidate.email,
          p_alternate_phone: fx.candidate.alternate_phone ?? '',
          p_gender: fx.candidate.gender ?? '',
          p_work_authorization: fx.candidate.work_authorization ?? '',
          p_unit: fx.candidate.unit ?? '',
          p_street: fx.candidate.street ?? '',
          p_city: fx.candidate.city ?? '',
          p_state: fx.candidate.state ?? '',
          p_zip_code: fx.candidate.zip_code ?? '',
          p_country: fx.candidate.country ?? '',
        }),
    },
    {
      // a certificate added and removed, and the cover letter cleared as its removal does
      name: 'candidate documents, certificate added and removed',
      calls: ['rpc:update_candidate_document_url', 'rpc:remove_certificate_url'],
      http: async () => {
        await rpc(candidate.token, 'update_candidate_document_url', {
          p_user_id: candidate.userId,
          p_document_type: 'certificate',
          p_url: CERTIFICATE_URL,
        });
        await rpc(candidate.token, 'remove_certificate_url', {
          p_user_id: candidate.userId,
          p_certificate_url: CERTIFICATE_URL,
        });
        await rpc(candidate.token, 'update_candidate_document_url', {
          p_user_id: candidate.userId,
          p_document_type: 'cover_letter',
          p_url: '',
        });
      },
    },
    {
      // the first visit's insert; the candidate has a profile, so the database answers with the
      // duplicate key the screen expects when two tabs create it at once
      name: 'candidate profile created on the first visit',
      calls: ['rest:candidates:insert'],
      http: () =>
        send(
          candidate.token,
          'POST',
          'rest/v1/candidates',
          {
            user_id: candidate.userId,
            first_name: 'candidate',
            last_name: '',
            email: fx.candidate.email,
            skills: [],
          },
          { expect: 409 },
        ),
    },
    {
      name: 'candidate interviews and document views',
      calls: ['rpc:get_my_upcoming_interviews', 'rpc:my_document_access'],
      http: async () => {
        await rpc(candidate.token, 'get_my_upcoming_interviews');
        await rpc(candidate.token, 'my_document_access');
      },
    },
    {
      // the company's invitation accepted, then left; `prepare` gives each account a fresh one
      name: 'company invitation accepted, then the company left',
      requests: USED_UP_PER_RUN,
      calls: ['rest:candidates:update', 'rpc:mark_notification_read', 'rpc:leave_managing_company'],
      before: accepting.before,
      prepare: async () => {
        const user = await accepting.take();
        await sql(
          `insert into public.invitations (token, type, status, email, company_id, role, management_terms, invited_by_user_id)
           values ($1, 'candidate', 'pending', $2, $3, 'candidate', 'Bench terms', $4)`,
          [crypto.randomUUID(), user.email, ACME, owner.userId],
        );
        const notice = await sql(
          `insert into public.notifications (user_id, type, title, message, data)
           values ($1, 'company_invitation', 'Acme Corp wants to manage your profile', 'Bench', jsonb_build_object('company_id', $2::uuid))
           returning id`,
          [user.userId, ACME],
        );
        return { ...user, noticeId: notice.rows[0].id };
      },
      http: async (user) => {
        await patch(user.token, `candidates?user_id=eq.${user.userId}&select=id`, {
          managing_company_id: ACME,
          is_managed_by_company: true,
        });
        await rpc(user.token, 'mark_notification_read', { notification_id: user.noticeId });
        await rpc(user.token, 'leave_managing_company');
      },
    },
    {
      name: 'notice dismissed',
      calls: ['rest:notifications:delete'],
      prepare: async () =>
        (
          await sql(
            `insert into public.notifications (user_id, type, title, message) values ($1, 'company_invitation', 'Bench', 'Bench') returning id`,
            [candidate.userId],
          )
        ).rows[0].id,
      http: (noticeId) =>
        send(
          candidate.token,
          'DELETE',
          `rest/v1/notifications?id=eq.${noticeId}&user_id=eq.${candidate.userId}`,
        ),
    },
    {
      name: 'notice marked read',
      calls: ['rpc:mark_notification_read'],
      http: () =>
        rpc(candidate.token, 'mark_notification_read', { notification_id: CANDIDATE_NOTICE }),
    },
    {
      name: 'account erased by its candidate',
      requests: USED_UP_PER_RUN,
      calls: ['fn:erase-candidate-account'],
      before: erasing.before,
      prepare: () => erasing.take(),
      http: (user) => fn(user.token, 'erase-candidate-account', { confirmation: 'ERASE' }),
    },
    {
      name: 'admin invitations, sent, listed, resent and revoked',
      calls: [
        'fn:send-admin-invitation',
        'fn:send-company-invitation',
        'rest:invitations:select',
        'fn:resend-invitation',
        'rest:invitations:update',
      ],
      cleanup: () =>
        sql(`delete from public.invitations where email like $1`, [`%@${BENCH_DOMAIN}`]),
      http: async () => {
        const email = uniqueEmail('admin');
        await fn(admin.token, 'send-admin-invitation', {
          email,
          firstName: 'Bench',
          lastName: 'Admin',
          message: '',
          adminEmail: 'admin@example.com',
        });
        await fn(admin.token, 'send-company-invitation', {
          email: uniqueEmail('company'),
          companyName: 'Bench Company',
          message: '',
          adminEmail: 'admin@example.com',
        });
        const [sent] = await get(
          admin.token,
          `invitations?select=id,email,type,status,expires_at,created_at,accepted_at,company_data&or=(type.eq.admin_invitation,and(type.eq.company_invitation,company_id.is.null))&email=ilike.${encodeURIComponent(email)}&order=created_at.desc,id.asc&${page}`,
        );
        await fn(admin.token, 'resend-invitation', { invitationId: sent.id });
        await patch(admin.token, `invitations?id=eq.${sent.id}&status=eq.pending&select=id`, {
          status: 'revoked',
        });
      },
    },
    {
      name: 'admin users directory',
      calls: ['rpc:admin_list_users'],
      http: () =>
        rpc(admin.token, 'admin_list_users', { p_search: 'acme', p_page: 1, p_page_size: 20 }),
    },
    {
      // deactivating ends the account's sessions; it is reactivated at once
      name: 'admin deactivates and reactivates an account',
      calls: ['fn:manage-user-access'],
      http: () =>
        fx.borrowed.use(async (account) => {
          await fn(admin.token, 'manage-user-access', { userId: account.id, action: 'deactivate' });
          await fn(admin.token, 'manage-user-access', { userId: account.id, action: 'reactivate' });
        }),
    },
    {
      // `prepare` makes a borrowed account an administrator for the demotion to undo
      name: 'admin demoted',
      calls: ['rest:profiles:update'],
      prepare: async () => {
        const account = await fx.borrowed.take();
        await sql(`update public.profiles set role = 'admin' where id = $1`, [account.id]);
        return account;
      },
      http: (account) =>
        release(fx.borrowed, account, () =>
          patch(admin.token, `profiles?id=eq.${account.id}&role=eq.admin&select=id`, {
            role: 'candidate',
          }),
        ),
    },
    {
      name: 'partnership created, changed and ended',
      calls: [
        'rest:company_relationships:insert',
        'rest:company_relationships:update',
        'rest:company_relationships:delete',
      ],
      http: () =>
        fx.pairs.use(async ([a, b]) => {
          const [made] = await insert(
            admin.token,
            'company_relationships',
            { company_a_id: a, company_b_id: b, can_share_jobs: true, can_share_candidates: false },
            'id,company_a_id,company_b_id',
          );
          await patch(admin.token, `company_relationships?id=eq.${made.id}&select=id`, {
            can_share_candidates: true,
          });
          await remove(admin.token, `company_relationships?id=eq.${made.id}&select=id`);
        }),
    },
    {
      // a company put back to pending, then approved (its owner is e-mailed the decision)
      name: 'company approved, subscription set',
      calls: ['fn:update-company-approval-direct', 'fn:manage-company-subscription:update'],
      prepare: async () => {
        const companyId = await fx.companies.take();
        await sql(`update public.companies set is_approved = false where id = $1`, [companyId]);
        return companyId;
      },
      http: (companyId) =>
        release(fx.companies, companyId, async () => {
          await fn(admin.token, 'update-company-approval-direct', { companyId, isApproved: true });
          await fn(admin.token, 'manage-company-subscription', {
            method: 'update',
            companyId,
            tier: 'basic',
            expiresAt: null,
          });
        }),
    },
    {
      name: 'audit trail, page, export record and chain check',
      // the check recomputes every entry's hash; its target is a report's
      p95Target: 300,
      calls: ['rpc:list_audit_entries', 'rpc:record_audit_trail_export', 'rpc:verify_audit_trail'],
      http: async () => {
        await rpc(admin.token, 'list_audit_entries', { p_limit: 25, p_offset: 0 });
        await rpc(admin.token, 'record_audit_trail_export', { p_rows: 25 });
        await rpc(admin.token, 'verify_audit_trail');
      },
    },
    {
      name: 'company profile saved, company registered',
      requests: USED_UP_PER_RUN,
      calls: ['fn:update-company-direct', 'fn:create-company-user-relation'],
      // the account signed up as a company (its profile's role) and has none yet
      before: registering.before,
      prepare: () => registering.take(),
      cleanup: () => sql(`delete from public.companies where name = 'Bench Registered Company'`),
      http: async (user) => {
        await fn(owner.token, 'update-company-direct', {
          companyId: ACME,
          companyData: { description: fx.companyDescription },
        });
        await fn(user.token, 'create-company-user-relation', {
          companyData: {
            name: 'Bench Registered Company',
            industry: 'Technology',
            location: 'Austin, TX',
          },
          userId: user.userId,
          role: 'company_admin',
          email: user.email,
        });
      },
    },
    {
      name: 'staff invitation accepted',
      requests: USED_UP_PER_RUN,
      calls: ['rpc:accept_invitation'],
      before: joining.before,
      prepare: async () => {
        const user = await joining.take();
        const token = crypto.randomUUID();
        await sql(
          `insert into public.invitations (token, type, status, email, company_id, role, company_data, invited_by_user_id)
           values ($1, 'company_invitation', 'pending', $2, $3, 'recruiter',
                   '{"companyName": "Acme Corp", "firstName": "Bench", "lastName": "Recruiter", "role": "recruiter", "isEmployeeInvitation": true}', $4)`,
          [token, user.email, ACME, owner.userId],
        );
        return { ...user, invitationToken: token };
      },
      http: (user) =>
        rpc(user.token, 'accept_invitation', {
          p_token: user.invitationToken,
          p_type: 'employee_invitation',
        }),
    },
    {
      // `prepare` has a borrowed account join the team; the owner removes it
      name: 'employee removed from the team',
      calls: ['rest:company_users:delete'],
      prepare: async () => {
        const account = await fx.borrowed.take();
        const { rows } = await sql(
          `insert into public.company_users (user_id, company_id, first_name, last_name, email, role)
           values ($1, $2, 'Bench', 'Employee', $3, 'recruiter') returning id`,
          [account.id, ACME, account.email],
        );
        return { account, employeeId: rows[0].id };
      },
      http: ({ account, employeeId }) =>
        release(fx.borrowed, account, () =>
          remove(owner.token, `company_users?id=eq.${employeeId}`),
        ),
    },
    {
      name: 'job created, closed and deleted',
      calls: [
        'fn:manage-job-posting:create',
        'fn:manage-job-posting:update',
        'fn:manage-job-posting:delete',
      ],
      http: async () => {
        const { job } = await fn(owner.token, 'manage-job-posting', {
          method: 'create',
          userId: owner.userId,
          jobData: {
            title: 'Bench Platform Engineer',
            description: 'Runs the platform the bench measures.',
            location: 'Austin, TX',
            locations: [],
            job_type: 'FULL_TIME',
            experience_level: 'mid_level',
            experience_required: null,
            education_required: null,
            salary_min: 100000,
            salary_max: 130000,
            skills_required: ['Node.js', 'PostgreSQL'],
            requirements: [],
            preferred_skills: [],
            status: 'draft',
            expires_at: null,
            questions: [
              {
                question: 'When could you start?',
                questionType: 'TEXT',
                isRequired: false,
                options: null,
              },
            ],
          },
        });
        await fn(owner.token, 'manage-job-posting', {
          method: 'update',
          userId: owner.userId,
          jobId: job.id,
          jobData: { id: job.id, status: 'closed' },
        });
        await fn(owner.token, 'manage-job-posting', {
          method: 'delete',
          userId: owner.userId,
          jobId: job.id,
        });
      },
    },
    {
      // the same assignee again: the job's assignment removed and upserted, the candidate's replaced
      name: 'job and candidate reassigned',
      calls: [
        'rest:job_assignments:delete',
        'rest:job_assignments:upsert',
        'rest:candidate_assignments:delete',
        'rest:candidate_assignments:insert',
      ],
      http: () =>
        fx.acmeJobs.use((jobId) =>
          fx.acmeCandidates.use(async (candidateId) => {
            await send(owner.token, 'DELETE', `rest/v1/job_assignments?job_id=eq.${jobId}`);
            await send(
              owner.token,
              'POST',
              'rest/v1/job_assignments?on_conflict=job_id',
              {
                job_id: jobId,
                assigned_to_user_id: RECRUITER_USER,
                assigned_by_user_id: owner.userId,
                updated_at: new Date().toISOString(),
              },
              { prefer: 'resolution=merge-duplicates,return=minimal' },
            );
            await send(
              owner.token,
              'DELETE',
              `rest/v1/candidate_assignments?candidate_id=eq.${candidateId}`,
            );
            await send(
              owner.token,
              'POST',
              'rest/v1/candidate_assignments',
              {
                candidate_id: candidateId,
                assigned_to_user_id: RECRUITER_USER,
                assigned_by_user_id: owner.userId,
              },
              { prefer: 'return=minimal' },
            );
          }),
        ),
    },
    {
      // `prepare` removes the last round's assignment of the job
      name: 'job given to a vendor, its tier set',
      calls: ['rest:vendor_job_assignments:insert', 'rest:vendor_job_assignments:update'],
      prepare: async () => {
        const jobId = await fx.acmeJobs.take();
        await sql(
          `delete from public.vendor_job_assignments where job_id = $1 and vendor_id = $2`,
          [jobId, STAFFING_PARTNERS],
        );
        return jobId;
      },
      http: (jobId) =>
        release(fx.acmeJobs, jobId, async () => {
          const [made] = await insert(owner.token, 'vendor_job_assignments', {
            job_id: jobId,
            vendor_id: STAFFING_PARTNERS,
            assigned_by_user_id: owner.userId,
            assigned_to_recruiter_id: VENDOR_RECRUITER,
            tier: 1,
          });
          await patch(owner.token, `vendor_job_assignments?id=eq.${made.id}&select=id`, {
            tier: 2,
          });
        }),
    },
    {
      name: 'vendor registered by the company',
      calls: ['rest:vendors:insert'],
      cleanup: () => sql(`delete from public.vendors where vendor_name = 'Bench Staffing'`),
      http: () =>
        insert(
          owner.token,
          'vendors',
          {
            vendor_name: 'Bench Staffing',
            vendor_id: `BENCH-${crypto.randomUUID().slice(0, 8).toUpperCase()}`,
            company_id: ACME,
            phone_number: '+1 512 555 0100',
            mailing_address: '1 Bench Way, Austin, TX',
            state: 'TX',
            zip: '78701',
            year_established: 2015,
            primary_contact_name: 'Bench Contact',
            primary_contact_email: `contact@${BENCH_DOMAIN}`,
            certifying_name: 'Bench Contact',
            certifying_title: 'Director',
            certifying_date: inFuture(0),
          },
          'id,vendor_id',
        ),
    },
    {
      name: 'talent vendor invited, link opened, account registered',
      calls: [
        'fn:send-talent-vendor-invitation',
        'fn:accept-talent-vendor-invitation:lookup',
        'fn:accept-talent-vendor-invitation:register',
      ],
      http: async () => {
        const email = uniqueEmail('talent');
        await fn(owner.token, 'send-talent-vendor-invitation', {
          company_id: ACME,
          email,
          first_name: 'Bench',
          last_name: 'Vendor',
          message: null,
        });
        const { rows } = await sql(
          `select invitation_token from public.talent_vendors where email = $1`,
          [email],
        );
        const token = rows[0].invitation_token;
        await fn(anonKey, 'accept-talent-vendor-invitation', { action: 'lookup', token });
        await fn(anonKey, 'accept-talent-vendor-invitation', {
          action: 'register',
          token,
          first_name: 'Bench',
          last_name: 'Vendor',
          vendor_name: 'Bench Talent',
          password: 'BenchPass123',
        });
      },
    },
    {
      // a signed-in account accepts; another invitation is revoked before it is used
      name: 'talent vendor invitation accepted, another revoked',
      requests: USED_UP_PER_RUN,
      calls: ['fn:accept-talent-vendor-invitation:accept', 'rpc:revoke_talent_vendor_invitation'],
      prepare: async () => {
        const user = await signIn(fx.spare().email);
        await fn(owner.token, 'send-talent-vendor-invitation', {
          company_id: ACME,
          email: user.email,
          first_name: 'Bench',
          last_name: 'Vendor',
          message: null,
        });
        const revoked = uniqueEmail('revoked');
        await fn(owner.token, 'send-talent-vendor-invitation', {
          company_id: ACME,
          email: revoked,
          first_name: 'Bench',
          last_name: 'Revoked',
          message: null,
        });
        const { rows } = await sql(
          `select email, id, invitation_token from public.talent_vendors where company_id = $1 and email in ($2, $3)`,
          [ACME, user.email, revoked],
        );
        const of = (e) => rows.find((r) => r.email === e);
        return {
          ...user,
          token: user.token,
          invitationToken: of(user.email).invitation_token,
          revokeId: of(revoked).id,
        };
      },
      http: async (user) => {
        await fn(user.token, 'accept-talent-vendor-invitation', {
          action: 'accept',
          token: user.invitationToken,
          first_name: 'Bench',
          last_name: 'Vendor',
          vendor_name: 'Bench Talent',
        });
        await rpc(owner.token, 'revoke_talent_vendor_invitation', {
          p_invitation_id: user.revokeId,
        });
      },
    },
    {
      name: 'vendor recruiter invited, reminded and revoked',
      calls: [
        'fn:send-vendor-recruiter-invitation',
        'fn:manage-vendor-recruiter-invitation:resend',
        'fn:manage-vendor-recruiter-invitation:revoke',
      ],
      http: async () => {
        const email = uniqueEmail('recruiter');
        await fn(vendor.token, 'send-vendor-recruiter-invitation', {
          vendor_id: STAFFING_PARTNERS,
          email,
          first_name: 'Bench',
          last_name: 'Recruiter',
        });
        const [member] = await get(
          vendor.token,
          `talent_vendor_users?select=user_id&vendor_id=eq.${STAFFING_PARTNERS}&email=eq.${encodeURIComponent(email)}`,
        );
        const target = { vendor_id: STAFFING_PARTNERS, user_id: member.user_id };
        await fn(vendor.token, 'manage-vendor-recruiter-invitation', {
          action: 'resend',
          ...target,
        });
        await fn(vendor.token, 'manage-vendor-recruiter-invitation', {
          action: 'revoke',
          ...target,
        });
      },
    },
    {
      name: "vendor reads a job's questions",
      calls: ['rest:job_questions:select'],
      http: () =>
        get(
          vendor.token,
          `job_questions?select=id,question,question_type,is_required,options&job_id=eq.${ACME_JOB}&order=position.asc,id.asc`,
        ),
    },
    {
      name: 'candidate invited by the company',
      calls: ['fn:send-candidate-invitation'],
      cleanup: () =>
        sql(`delete from public.invitations where email like $1`, [`%@${BENCH_DOMAIN}`]),
      http: () =>
        fn(owner.token, 'send-candidate-invitation', {
          email: uniqueEmail('candidate'),
          candidateData: { firstName: 'Bench', lastName: 'Candidate', skills: ['React'] },
          companyName: 'Acme Corp',
          invitationType: 'candidate',
          managementTerms: null,
        }),
    },
    {
      name: 'notes, added, listed and deleted',
      calls: ['rest:notes:insert', 'rest:notes:select', 'rest:notes:delete'],
      http: async () => {
        const [note] = await insert(owner.token, 'notes', {
          application_id: ACME_APPLICATION,
          body: 'Strong portfolio; ask about the design system work.',
          mentioned_user_ids: [],
        });
        await get(
          owner.token,
          `notes?select=id,application_id,candidate_id,author_id,body,mentioned_user_ids,created_at&application_id=eq.${ACME_APPLICATION}&order=created_at.desc&limit=200`,
        );
        await remove(owner.token, `notes?id=eq.${note.id}&select=id`);
      },
    },
    {
      // the owner interviews; the interview is moved, scored and cancelled (cancelled ones are
      // removed after the scenario)
      name: 'interview scheduled, scored, moved and cancelled',
      calls: [
        'fn:manage-interview',
        'rest:interviews:select',
        'rest:scorecards:upsert',
        'rest:scorecards:select',
      ],
      cleanup: () =>
        sql(`delete from public.interviews where application_id = $1 and status = 'cancelled'`, [
          ACME_APPLICATION,
        ]),
      http: async () => {
        const plan = {
          timeZone: 'America/Los_Angeles',
          durationMinutes: 45,
          interviewerIds: [owner.userId],
          localStart: `${inFuture(14)}T10:00`,
          location: null,
          videoLink: 'https://meet.example.com/bench',
        };
        const { interview } = await fn(owner.token, 'manage-interview', {
          action: 'schedule',
          applicationId: ACME_APPLICATION,
          ...plan,
        });
        await get(
          owner.token,
          `interviews?select=*&application_id=eq.${ACME_APPLICATION}&order=starts_at.desc&limit=100`,
        );
        await send(
          owner.token,
          'POST',
          'rest/v1/scorecards?on_conflict=interview_id,interviewer_id',
          { interview_id: interview.id, rating: 4, recommendation: 'yes', notes: null },
          { prefer: 'resolution=merge-duplicates,return=minimal' },
        );
        await get(
          owner.token,
          `scorecards?select=id,interview_id,application_id,interviewer_id,rating,recommendation,notes,updated_at&application_id=eq.${ACME_APPLICATION}&order=updated_at.desc&limit=1000`,
        );
        const moved = await fn(owner.token, 'manage-interview', {
          action: 'reschedule',
          interviewId: interview.id,
          sequence: interview.sequence,
          ...plan,
          localStart: `${inFuture(15)}T11:00`,
        });
        await fn(owner.token, 'manage-interview', {
          action: 'cancel',
          interviewId: interview.id,
          sequence: moved.interview.sequence,
        });
      },
    },
    {
      name: 'pipeline settings, read and saved as they are',
      calls: [
        'rpc:get_pipeline_settings',
        'rest:company_pipeline_settings:upsert',
        'rest:stage_email_templates:upsert',
      ],
      http: async () => {
        const settings = await rpc(owner.token, 'get_pipeline_settings');
        const template = settings.templates.find((t) => t.status === 'interview');
        await send(
          owner.token,
          'POST',
          'rest/v1/company_pipeline_settings?on_conflict=company_id',
          { company_id: ACME, rejection_reasons: settings.rejection_reasons },
          { prefer: 'resolution=merge-duplicates,return=minimal' },
        );
        await send(
          owner.token,
          'POST',
          'rest/v1/stage_email_templates?on_conflict=company_id,status',
          { company_id: ACME, status: 'interview', subject: template.subject, body: template.body },
          { prefer: 'resolution=merge-duplicates,return=minimal' },
        );
      },
    },
    {
      // a suggested candidate invited to apply (e-mailed and notified), then the job's invitations
      // read again; `prepare` removes the last round's invitation of that candidate
      name: 'candidate invited to apply, invitations listed',
      calls: ['fn:invite-candidate-to-job', 'rest:job_invitations:select'],
      prepare: async () => {
        const candidateId = await fx.acmeCandidates.take();
        await sql(`delete from public.job_invitations where job_id = $1 and candidate_id = $2`, [
          ACME_JOB,
          candidateId,
        ]);
        return candidateId;
      },
      http: (candidateId) =>
        release(fx.acmeCandidates, candidateId, async () => {
          await fn(owner.token, 'invite-candidate-to-job', { jobId: ACME_JOB, candidateId });
          await get(
            owner.token,
            `job_invitations?select=candidate_id&job_id=eq.${ACME_JOB}&order=candidate_id.asc&offset=0&limit=1000`,
          );
        }),
    },
    {
      // the company's vendors page: every vendor's figures, then one vendor's with its documents
      name: 'vendor performance and documents',
      calls: ['rpc:get_company_vendor_performance', 'rpc:get_vendor_documents'],
      http: async () => {
        await rpc(owner.token, 'get_company_vendor_performance');
        await rpc(owner.token, 'get_company_vendor_performance', {
          p_vendor_id: STAFFING_PARTNERS,
        });
        await rpc(owner.token, 'get_vendor_documents', { p_vendor_id: STAFFING_PARTNERS });
      },
    },
    {
      name: 'vendor tier delays, read and saved as they are',
      calls: ['rpc:get_vendor_tier_delays', 'rpc:set_vendor_tier_delays'],
      http: async () => {
        const delays = await rpc(owner.token, 'get_vendor_tier_delays');
        await rpc(owner.token, 'set_vendor_tier_delays', {
          p_tier2_hours: delays.tier2_hours,
          p_tier3_hours: delays.tier3_hours,
        });
      },
    },
    {
      name: 'whom an application is credited to',
      calls: ['rpc:get_application_credits'],
      http: () => rpc(owner.token, 'get_application_credits', { p_application_ids: [ACME_APPLICATION] }),
    },
    {
      name: 'stages vendors see, read and saved as they are',
      calls: ['rpc:get_vendor_visible_stages', 'rpc:set_vendor_visible_stages'],
      http: async () => {
        const stages = await rpc(owner.token, 'get_vendor_visible_stages');
        await rpc(owner.token, 'set_vendor_visible_stages', { p_stages: stages });
      },
    },
    {
      name: 'ownership settings and conflicts, read and saved as they are',
      calls: [
        'rpc:get_ownership_settings',
        'rpc:list_ownership_conflicts',
        'rpc:save_ownership_settings',
      ],
      http: async () => {
        const settings = await rpc(owner.token, 'get_ownership_settings');
        await rpc(owner.token, 'list_ownership_conflicts', { p_page: 1, p_page_size: 10 });
        await rpc(owner.token, 'save_ownership_settings', {
          p_window_months: settings.ownership_window_months,
          p_confirm_vendor_submissions: settings.confirm_vendor_submissions,
        });
      },
    },
    {
      // a vendor's submission held for the person's confirmation: the vendor reads it, the person
      // opens the e-mailed link signed out and declines; `prepare` makes the request
      name: 'submission held for confirmation, link opened and declined',
      calls: [
        'rest:representation_requests:select',
        'rpc:get_representation_request',
        'rpc:respond_to_representation_request',
      ],
      cleanup: () => sql(`delete from public.representation_requests where pitch_note = 'Bench'`),
      prepare: async () =>
        (
          await sql(
            `insert into public.representation_requests (company_id, job_id, candidate_id, person_id, vendor_id, requested_by, pitch_note)
             select $1, $2, c.id, c.person_id, $3, $4, 'Bench' from public.candidates c where c.id = $5
             returning id, private.signed_link_token('representation_request', id) as token`,
            [ACME, ACME_JOB, STAFFING_PARTNERS, vendor.userId, VENDOR_CANDIDATE],
          )
        ).rows[0],
      http: async (request) => {
        await get(vendor.token, `representation_requests?select=id&id=eq.${request.id}`);
        await rpc(anonKey, 'get_representation_request', { p_token: request.token });
        await rpc(anonKey, 'respond_to_representation_request', {
          p_token: request.token,
          p_confirm: false,
        });
      },
    },
    {
      // every applicant of the pipeline job (about 2,000) as CSV rows; a report's target
      name: 'job applicants exported',
      p95Target: 300,
      calls: ['rpc:export_job_applicants'],
      http: () => rpc(owner.token, 'export_job_applicants', { p_job_id: PIPELINE_JOB_ID }),
    },
    {
      name: 'application page, neighbours, timeline, e-mails and a document link',
      calls: [
        'rpc:get_pipeline_neighbors',
        'rpc:get_application_timeline',
        'rest:application_messages:select',
        'fn:sign-candidate-document',
      ],
      http: async () => {
        await rpc(owner.token, 'get_pipeline_neighbors', {
          p_application_id: fx.pipelineApplication,
        });
        await rpc(owner.token, 'get_application_timeline', {
          p_application_id: fx.pipelineApplication,
        });
        await get(
          owner.token,
          `application_messages?select=id,stage,recipient,subject,body,created_at,sent_at&application_id=eq.${fx.pipelineApplication}&order=created_at.desc`,
        );
        await fn(owner.token, 'sign-candidate-document', {
          applicationId: fx.documentApplication,
          document: 'resume',
          index: 0,
        });
      },
    },
  ];
}

/** The direct-SQL twins of the plain reads above, run with the caller's claims. */
export function screenCallsSql({ asUser, asAnon }, { owner, admin, candidate, vendor, fixtures }) {
  // one transaction per request, as each call through the API is
  const perRequest =
    (user, ...statements) =>
    async () => {
      for (const statement of statements) await asUser(user, statement)();
    };
  return {
    'candidate interviews and document views': perRequest(
      candidate,
      (c) => c.query('select * from public.get_my_upcoming_interviews()'),
      (c) => c.query('select * from public.my_document_access()'),
    ),
    'admin users directory': asUser(admin, async (c) => {
      await c.query(
        'select public.admin_list_users(p_search => $1, p_page => 1, p_page_size => 20)',
        ['acme'],
      );
    }),
    "vendor reads a job's questions": asUser(vendor, async (c) => {
      await c.query(
        'select id, question, question_type, is_required, options from public.job_questions where job_id = $1 order by position, id',
        [ACME_JOB],
      );
    }),
    'notice marked read': asUser(candidate, async (c) => {
      await c.query('select public.mark_notification_read($1)', [CANDIDATE_NOTICE]);
    }),
    'job alert turned off from the e-mail': asAnon(async (c) => {
      await c.query('select public.turn_off_job_alert($1)', [fixtures.alertToken]);
    }),
    // on the job its scenario's `prepare` cleared, one transaction per request as through the API
    'apply with answers, then withdraw': Object.assign(
      (jobId) =>
        release(fixtures.openJobs, jobId, async () => {
          let questions = [];
          let applicationId;
          await asUser(candidate, async (c) => {
            ({ rows: questions } = await c.query(
              'select id from public.job_questions where job_id = $1 limit 1',
              [jobId],
            ));
          })();
          await asUser(candidate, async (c) => {
            const { rows } = await c.query('select public.apply_to_job($1, $2) as r', [
              jobId,
              JSON.stringify(questions.map((q) => ({ question_id: q.id, answer: 'Yes' }))),
            ]);
            applicationId = rows[0].r.application_id;
          })();
          await asUser(candidate, async (c) => {
            await c.query('select public.withdraw_application($1, $2)', [applicationId, 'Bench']);
          })();
        }),
      { prepared: true },
    ),
    'vendor performance and documents': perRequest(
      owner,
      (c) => c.query('select public.get_company_vendor_performance()'),
      (c) => c.query('select public.get_company_vendor_performance($1)', [STAFFING_PARTNERS]),
      (c) => c.query('select public.get_vendor_documents($1)', [STAFFING_PARTNERS]),
    ),
    'job applicants exported': asUser(owner, async (c) => {
      await c.query('select * from public.export_job_applicants($1)', [PIPELINE_JOB_ID]);
    }),
    // the document link is a function's work, which has no twin
    'application page, neighbours, timeline, e-mails and a document link': perRequest(
      owner,
      (c) => c.query('select public.get_pipeline_neighbors($1)', [fixtures.pipelineApplication]),
      (c) => c.query('select * from public.get_application_timeline($1)', [fixtures.pipelineApplication]),
      (c) =>
        c.query(
          'select id, stage, recipient, subject, body, created_at, sent_at from public.application_messages where application_id = $1 order by created_at desc',
          [fixtures.pipelineApplication],
        ),
    ),
  };
}
