// Property-based fuzzing of every public entry point of the gateway with hostile input.
// Pass criteria: no 5xx, no hang, every error a JSON body with a message, and the database and
// stored files exactly as they were before the run.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import path from 'node:path';
import fc from 'fast-check';
import { bootStack, forgeJwt, now, snapshot, fileTree, errorMessage } from './helpers.js';

const RUNS_SCALE = Number(process.env.FUZZ_SCALE) || 1;
// A fixed seed keeps CI reproducible; FUZZ_SEED=random explores new inputs, any number replays a run.
const SEED =
  process.env.FUZZ_SEED === 'random'
    ? Date.now() % 2 ** 31
    : Number(process.env.FUZZ_SEED) || 20261122;
const REQUEST_TIMEOUT_MS = 20_000;

const TABLES = [
  'profiles',
  'companies',
  'company_users',
  'company_subscriptions',
  'company_relationships',
  'vendors',
  'talent_vendors',
  'talent_vendor_users',
  'candidates',
  'candidate_assignments',
  'jobs',
  'job_questions',
  'job_assignments',
  'vendor_job_assignments',
  'applications',
  'job_application_answers',
  'invitations',
  'notifications',
];
const COLUMNS = [
  'id',
  'name',
  'email',
  'status',
  'user_id',
  'company_id',
  'title',
  'created_at',
  'description',
  'role',
];
const OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'in',
  'is',
  'fts',
  'plfts',
  'phfts',
  'wfts',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
  'not.eq',
  'not.in',
  'isdistinct',
];
// Functions whose effect is limited to reading, or to rows a random argument can never match.
const READ_RPCS = [
  'get_user_company_membership_safe',
  'get_candidate_by_user_id',
  'get_candidate_documents',
  'get_candidate_applications',
  'get_candidate_job',
  'get_candidate_job_questions',
  'get_invitation_by_token',
  'admin_dashboard_stats',
  'mark_notification_read',
  'accept_invitation',
];
const WRITE_RPCS = [
  'update_candidate_profile',
  'update_candidate_document_url',
  'remove_certificate_url',
  'create_application_safe',
  'apply_to_job',
];
const FUNCTIONS = [
  'check-user-company-membership-direct',
  'create-company-user-relation',
  'get-application-detail',
  'get-company-by-id-direct',
  'get-job-applications',
  'get-pending-companies-direct',
  'get-user-company-id-direct',
  'manage-company-subscription',
  'manage-job-posting',
  'send-admin-invitation',
  'send-candidate-invitation',
  'send-company-invitation',
  'send-vendor-recruiter-invitation',
  'update-company-approval-direct',
  'update-company-direct',
];
const FUNCTION_FIELDS = [
  'companyId',
  'userId',
  'jobId',
  'applicationId',
  'candidateId',
  'email',
  'action',
  'operation',
  'tier',
  'role',
  'isApproved',
  'companyName',
  'firstName',
  'lastName',
  'jobData',
  'questions',
  'status',
  'data',
  'invitationUrl',
  'expiresAt',
  'method',
  'name',
  'id',
];
const BUCKETS = [
  'company-logos',
  'company-documents',
  'candidate_resumes',
  'candidate_cover_letters',
  'candidate_certificates',
  'no-such-bucket',
  '..',
  '%2e%2e',
];

const INJECTIONS = [
  "' or '1'='1",
  "'; drop table public.jobs; --",
  '"; delete from public.companies; --',
  '1); select pg_sleep(30); --',
  '$$; truncate public.profiles; $$',
  "') or true --",
  'id.eq.1,id.neq.1',
  'or=(id.not.is.null)',
  '*,companies(*)',
  'companies!inner(*)',
  'id::text',
  'id->>0',
  'id;select',
  '(select 1)',
  '1 union select null',
  '\\x00',
  '\u0000',
  '../../../../etc/passwd',
  '..%2f..%2f..%2fetc%2fpasswd',
  '%00',
  '%',
  '%%',
  '%zz',
  '{"$ne":null}',
  '${jndi:ldap://x}',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  "x' ; copy (select '') to program 'touch /tmp/pwned' --",
  '\u202e\u200b\ufeff',
  '\ud83d\ude00',
  '\ud800',
  'NaN',
  'Infinity',
  '-1',
  '9'.repeat(40),
  'null',
  'true',
  '[]',
  '{}',
  'eq.',
  '.',
  ',',
  '()',
  '(',
  ')',
  '"',
  '\\',
  'a'.repeat(300),
  '*',
  'count()',
  'id.desc.nullsfirst,,',
];

const hostile = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...INJECTIONS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...INJECTIONS), fc.string({ maxLength: 10 }))
      .map(([a, b]) => a + b),
  },
  { weight: 1, arbitrary: fc.integer({ min: 500, max: 3000 }).map((n) => 'x'.repeat(n)) },
);
// Far over any sensible field length but well under the 10 MB body limit.
const hugeString = fc
  .integer({ min: 100_000, max: 1_000_000 })
  .chain((n) => fc.constantFrom('A', '\u00e9', '\u0000', "'").map((c) => c.repeat(n)));

const jsonValue = fc.oneof(
  hostile,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostile, { maxLength: 4 }),
  fc.dictionary(hostile, hostile, { maxKeys: 3 }),
);
const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(jsonValue, { maxLength: 3 }),
  fc.dictionary(hostile, jsonValue, { maxKeys: 3 }),
);

/** A body that is never a valid request: malformed JSON, the wrong top-level type or wrongly typed fields. */
const invalidBody = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 60 }).map((s) => ({ raw: `{"a":${s}` })),
  fc
    .constantFrom(
      '{',
      '[',
      '{"a":}',
      '{"a" 1}',
      "{'a':1}",
      'undefined',
      '\u0000',
      '{"a":1}}',
      '{"__proto__":{"x":1}}x',
    )
    .map((raw) => ({ raw })),
  fc
    .oneof(
      fc.integer(),
      fc.string({ maxLength: 20 }).map((s) => JSON.stringify(s)),
      fc.constant('null'),
      fc.constant('true'),
    )
    .map((v) => ({ raw: String(v) })),
  fc.array(jsonValue, { maxLength: 3 }).map((v) => ({ json: v })),
  fc
    .dictionary(fc.constantFrom(...FUNCTION_FIELDS), wrongType, { minKeys: 1, maxKeys: 6 })
    .map((v) => ({ json: v })),
  hugeString.map((s) => ({ json: { email: s, companyId: s, name: s } })),
);
/** Any body, valid-looking or not: only sent with credentials that must not be able to change anything. */
const anyBody = fc.oneof(
  invalidBody,
  fc
    .dictionary(fc.constantFrom(...FUNCTION_FIELDS, ...COLUMNS), jsonValue, { maxKeys: 6 })
    .map((v) => ({ json: v })),
  fc
    .record({
      companyId: fc.uuid(),
      userId: fc.uuid(),
      email: fc.emailAddress(),
      isApproved: fc.boolean(),
    })
    .map((v) => ({ json: v })),
);

// Leaves PostgREST grammar characters raw so they reach the parser; encodes what a URL cannot carry.
function encodeLoose(value, strict) {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const ch = String.fromCharCode(byte);
    const raw = byte > 0x20 && byte < 0x7f && ch !== '#' && !(strict && '&=%+?/'.includes(ch));
    out += raw ? ch : `%${byte.toString(16).padStart(2, '0').toUpperCase()}`;
  }
  return out;
}

const filterParam = fc
  .tuple(
    fc.oneof(fc.constantFrom(...COLUMNS), hostile),
    fc.oneof(fc.constantFrom(...OPERATORS), hostile),
    hostile,
    fc.boolean(),
  )
  .map(
    ([col, op, val, strict]) => `${encodeLoose(col, true)}=${encodeLoose(`${op}.${val}`, strict)}`,
  );
const selectParam = fc
  .oneof(
    hostile,
    fc.constantFrom(
      '*',
      'id,name',
      '*,companies(*)',
      'id,companies!inner(id,name)',
      'count',
      'id::text,name->x',
      '*,jobs(*,applications(*,candidates(*)))',
      'x:id',
      'id,',
    ),
  )
  .map((v) => fc.boolean().map((strict) => `select=${encodeLoose(v, strict)}`))
  .chain((a) => a);
const orderParam = fc
  .tuple(
    fc.oneof(fc.constantFrom(...COLUMNS), hostile),
    fc.constantFrom('', '.asc', '.desc', '.nullsfirst', '.desc.nullslast', '.x'),
  )
  .map(([c, d]) => `order=${encodeLoose(c + d, false)}`);
const logicParam = fc
  .tuple(
    fc.constantFrom('or', 'and', 'not.or', 'not.and'),
    fc.array(fc.tuple(fc.constantFrom(...COLUMNS), fc.constantFrom(...OPERATORS), hostile), {
      maxLength: 3,
    }),
  )
  .map(
    ([k, parts]) =>
      `${k}=${encodeLoose(`(${parts.map(([c, o, v]) => `${c}.${o}.${v}`).join(',')})`, false)}`,
  );
const pagingParam = fc
  .tuple(
    fc.constantFrom('limit', 'offset', 'on_conflict', 'columns'),
    fc.oneof(hostile, fc.integer().map(String)),
  )
  .map(([k, v]) => `${k}=${encodeLoose(v, true)}`);
const query = fc
  .array(fc.oneof(filterParam, selectParam, orderParam, logicParam, pagingParam), { maxLength: 5 })
  .map((parts) => (parts.length ? `?${parts.join('&')}` : ''));

const headersArb = fc.record(
  {
    prefer: fc.constantFrom(
      'return=representation',
      'count=exact',
      'resolution=merge-duplicates',
      'tx=rollback',
      'params=single-object',
      'missing=default',
      'return=minimal, count=planned',
      'x=\u0001'.replace('\u0001', 'y'),
    ),
    range: fc.constantFrom('0-9', '5-1', 'a-b', '-1', '0-99999999999999999999', ''),
    accept: fc.constantFrom(
      'application/json',
      'application/vnd.pgrst.object+json',
      'text/csv',
      'application/geo+json',
      '*/*',
      'x/y',
    ),
    'accept-profile': fc.constantFrom('public', 'auth', 'storage', 'private', 'pg_catalog', 'x'),
    'content-profile': fc.constantFrom('public', 'auth', 'private', 'x'),
  },
  { requiredKeys: [] },
);

let env;
let tokens;
let baseline;
let files;
let sent = 0;
const failures = [];

before(async () => {
  env = await bootStack();
  const secret = env.jwtSecret;
  const demo = {};
  for (const who of ['candidate', 'owner', 'admin', 'vendor']) {
    demo[who] = (await env.signIn(`${who}@example.com`)).session.access_token;
  }
  const ownerSub = JSON.parse(Buffer.from(demo.owner.split('.')[1], 'base64url')).sub;
  // Credentials that must never be able to write anything.
  tokens = {
    anon: env.anonKey,
    forgedService: forgeJwt({ role: 'service_role', iss: 'supabase-demo', exp: now() + 3600 }),
    forgedUser: forgeJwt({
      role: 'authenticated',
      sub: ownerSub,
      aud: 'authenticated',
      exp: now() + 3600,
    }),
    algNone: forgeJwt({ role: 'service_role', exp: now() + 3600 }, { alg: 'none' }),
    algNoneUser: forgeJwt(
      { role: 'authenticated', sub: ownerSub, exp: now() + 3600 },
      { alg: 'none' },
    ),
    rs256: forgeJwt({ role: 'service_role', exp: now() + 3600 }, { alg: 'RS256', secret }),
    expiredService: forgeJwt({ role: 'service_role', exp: now() - 60 }, { secret }),
    expiredUser: forgeJwt({ role: 'authenticated', sub: ownerSub, exp: now() - 60 }, { secret }),
    badRole: forgeJwt(
      { role: 'postgres', exp: now() + 3600 },
      { secret: 'wrong-secret-wrong-secret-wrong-secret' },
    ),
    garbage: 'not.a.jwt',
    twoParts: 'eyJhbGciOiJIUzI1NiJ9.e30',
    empty: '',
  };
  // Real sessions: used only with requests that cannot change data.
  tokens.user = demo;
  tokens.service = env.serviceRoleKey;
  // The stack's own background work (mailing the seed's notices) finishes before the baseline, so
  // only the hostile requests below could change what it holds.
  // The second call is a fresh run after any that was already going.
  await env.runScheduled('send-notification-emails');
  await env.runScheduled('send-notification-emails');
  baseline = await snapshot(env.db);
  files = fileTree(path.join(env.dataDir, 'storage'));
});

after(async () => {
  await env?.stop();
});

const hostileToken = () =>
  fc
    .constantFrom(
      ...Object.keys(tokens).filter((k) => typeof tokens[k] === 'string' && k !== 'service'),
    )
    .map((k) => tokens[k]);
const readToken = () =>
  fc.oneof(
    hostileToken(),
    fc.constantFrom(...Object.values(tokens.user)),
    fc.constant(tokens.service),
  );
const userToken = () => fc.oneof(hostileToken(), fc.constantFrom(...Object.values(tokens.user)));

function describe(req) {
  const body = req.body === undefined ? '' : ` body=${JSON.stringify(req.body).slice(0, 300)}`;
  return `${req.method} ${req.path.slice(0, 300)}${body}`;
}

/** Sends the path exactly as given: fetch would resolve dot segments and backslashes first. */
function requestAsIs(method, pathAsIs, headers, body) {
  const { port } = new URL(env.apiUrl);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method, path: pathAsIs, headers, timeout: REQUEST_TIMEOUT_MS },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({
            res: { status: res.statusCode },
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () =>
      req.destroy(Object.assign(new Error('no answer in time'), { name: 'TimeoutError' })),
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Sends one request and checks the answer meets the pass criteria; returns false on violation. */
async function send(req) {
  sent += 1;
  const headers = { ...(req.headers ?? {}) };
  if (req.token !== undefined) {
    headers.apikey = env.anonKey;
    headers.authorization = req.token === '' ? 'Bearer ' : `Bearer ${req.token}`;
  }
  let body;
  if (req.body?.raw !== undefined) {
    body = req.body.raw;
    headers['content-type'] ??= 'application/json';
  } else if (req.body?.json !== undefined) {
    body = JSON.stringify(req.body.json);
    headers['content-type'] ??= 'application/json';
  } else if (req.body?.bytes !== undefined) {
    body = req.body.bytes;
  }
  let res;
  let text;
  try {
    if (req.asIs) {
      ({ res, text } = await requestAsIs(req.method, req.path, headers, body));
    } else {
      res = await fetch(`${env.apiUrl}${req.path}`, {
        method: req.method,
        headers,
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      text = await res.text();
    }
  } catch (err) {
    failures.push(
      `${describe(req)} -> ${err.name === 'TimeoutError' ? 'no answer in time' : `${err.message} (${err.cause?.code ?? err.cause?.message ?? 'no cause'})`}`,
    );
    return false;
  }
  if (res.status >= 500) {
    failures.push(`${describe(req)} -> ${res.status} ${text.slice(0, 300)}`);
    return false;
  }
  if (/root:x:0:0|BEGIN (RSA |OPENSSH )?PRIVATE KEY/.test(text)) {
    failures.push(`${describe(req)} -> leaked a file from outside storage`);
    return false;
  }
  if (res.status >= 400 && req.method !== 'HEAD') {
    let parsed = null;
    try {
      parsed = JSON.parse(text);
    } catch {
      // reported below
    }
    if (!errorMessage(parsed)) {
      failures.push(
        `${describe(req)} -> ${res.status} without a JSON message: ${text.slice(0, 200)}`,
      );
      return false;
    }
  }
  return true;
}

async function fuzz(arbitrary, numRuns, seed) {
  const runs = Math.max(1, Math.round(numRuns * RUNS_SCALE));
  await fc.assert(fc.asyncProperty(arbitrary, send), {
    numRuns: runs,
    seed,
    endOnFailure: true,
    interruptAfterTimeLimit: 150_000,
  });
  return runs;
}

// Arbitraries that draw tokens are built after the sessions exist.
function buildPlan() {
  const restRead = fc.record({
    method: fc.constantFrom('GET', 'GET', 'HEAD'),
    path: fc
      .tuple(
        fc.oneof(
          { weight: 5, arbitrary: fc.constantFrom(...TABLES) },
          { weight: 1, arbitrary: hostile.map((h) => encodeLoose(h, true)) },
        ),
        query,
      )
      .map(([t, q]) => `/rest/v1/${t}${q}`),
    token: readToken(),
    headers: headersArb,
  });

  // Writes with real sessions only carry bodies no table accepts; valid-looking bodies go with tokens that cannot write.
  const restWrite = fc.oneof(
    fc.record({
      method: fc.constantFrom('POST', 'PATCH', 'PUT', 'DELETE'),
      path: fc.tuple(fc.constantFrom(...TABLES), query).map(([t, q]) => `/rest/v1/${t}${q}`),
      token: hostileToken(),
      headers: headersArb,
      body: fc.oneof(
        anyBody,
        fc
          .dictionary(fc.constantFrom(...COLUMNS), jsonValue, { minKeys: 1, maxKeys: 5 })
          .map((json) => ({ json })),
      ),
    }),
    fc.record({
      method: fc.constantFrom('POST', 'PATCH'),
      path: fc.tuple(fc.constantFrom(...TABLES), query).map(([t, q]) => `/rest/v1/${t}${q}`),
      token: fc.constantFrom(...Object.values(tokens.user)),
      headers: headersArb,
      body: fc.oneof(
        invalidBody.filter((b) => b.raw !== undefined),
        fc
          .dictionary(
            hostile.map((k) => `zz_${k}`),
            jsonValue,
            { minKeys: 1, maxKeys: 4 },
          )
          .map((json) => ({ json })),
      ),
    }),
  );

  const rpcArgs = fc.dictionary(
    fc.oneof(
      fc.constantFrom(
        'p_user_id',
        'user_id',
        'p_token',
        'p_type',
        'p_job_id',
        'p_candidate_id',
        'p_status',
        'notification_id',
        'p_document_type',
        'p_url',
        'p_certificate_url',
        'p_first_name',
        'p_title',
      ),
      hostile,
    ),
    fc.oneof(
      jsonValue,
      hugeString.map((s) => s.slice(0, 200_000)),
    ),
    { maxKeys: 5 },
  );
  const rpc = fc
    .oneof(
      fc.record({
        method: fc.constantFrom('POST', 'GET'),
        name: fc.oneof(
          fc.constantFrom(...READ_RPCS),
          hostile.map((h) => encodeLoose(h, true)),
        ),
        token: readToken(),
        args: rpcArgs,
        raw: fc.option(invalidBody, { nil: undefined }),
        headers: headersArb,
      }),
      fc.record({
        method: fc.constant('POST'),
        name: fc.constantFrom(...WRITE_RPCS),
        token: hostileToken(),
        args: rpcArgs,
        raw: fc.option(invalidBody, { nil: undefined }),
        headers: headersArb,
      }),
    )
    .map(({ method, name, token, args, raw, headers }) => {
      if (method === 'GET') {
        const q = Object.entries(args).map(
          ([k, v]) =>
            `${encodeLoose(k, true)}=${encodeLoose((typeof v === 'string' ? v : JSON.stringify(v)).slice(0, 300), true)}`,
        );
        return {
          method,
          path: `/rest/v1/rpc/${name}${q.length ? `?${q.join('&')}` : ''}`,
          token,
          headers,
        };
      }
      return { method, path: `/rest/v1/rpc/${name}`, token, headers, body: raw ?? { json: args } };
    });

  const emailLike = fc.oneof(
    hostile,
    fc.constantFrom('owner@example.com', 'candidate@example.com', 'admin@example.com'),
    hostile.map((h) => `${h}@example.com`),
  );
  const auth = fc.oneof(
    fc.record({
      method: fc.constant('POST'),
      path: fc.constantFrom(
        '/auth/v1/token?grant_type=password',
        '/auth/v1/token?grant_type=refresh_token',
        '/auth/v1/token?grant_type=id_token',
        '/auth/v1/token',
        '/auth/v1/recover',
        '/auth/v1/verify',
        '/auth/v1/otp',
      ),
      token: hostileToken(),
      body: fc.oneof(
        invalidBody,
        fc
          .record(
            {
              email: emailLike,
              password: fc.oneof(hostile, jsonValue),
              refresh_token: fc.oneof(hostile, jsonValue),
              token: hostile,
              token_hash: hostile,
              type: fc.oneof(hostile, fc.constantFrom('signup', 'recovery', 'invite', 'magiclink')),
              create_user: fc.constant(false),
            },
            { requiredKeys: ['create_user'] },
          )
          .map((json) => ({ json })),
      ),
    }),
    // Sign-up bodies that can never create an account: no usable address or a password that is too short.
    fc.record({
      method: fc.constant('POST'),
      path: fc.constant('/auth/v1/signup'),
      token: hostileToken(),
      body: fc.oneof(
        invalidBody,
        fc
          .record({
            email: hostile.map((h) => h.replace(/@/g, '')),
            password: hostile,
            data: jsonValue,
          })
          .map((json) => ({ json })),
        fc
          .record({
            email: hostile.map((h) => `${h}@example.com`),
            password: fc.string({ maxLength: 5 }),
            data: jsonValue,
          })
          .map((json) => ({ json })),
      ),
    }),
    fc
      .record({
        method: fc.constantFrom('GET', 'PUT', 'POST'),
        path: fc.constantFrom(
          '/auth/v1/user',
          '/auth/v1/logout',
          '/auth/v1/logout?scope=global',
          '/auth/v1/invite',
          '/auth/v1/admin/users',
          '/auth/v1/admin/generate_link',
        ),
        token: hostileToken(),
        body: fc.option(anyBody, { nil: undefined }),
      })
      .map((r) => (r.method === 'GET' ? { ...r, body: undefined } : r)),
    fc
      .record({
        method: fc.constantFrom('GET', 'PUT', 'DELETE'),
        path: fc
          .oneof(fc.uuid(), hostile)
          .map((id) => `/auth/v1/admin/users/${encodeLoose(id, true)}`),
        token: userToken(),
        body: fc.option(invalidBody, { nil: undefined }),
      })
      .map((r) => (r.method === 'GET' ? { ...r, body: undefined } : r)),
    fc.record({
      method: fc.constant('GET'),
      path: fc
        .tuple(hostile, fc.constantFrom('signup', 'recovery', 'invite', 'magiclink', 'x'), hostile)
        .map(
          ([t, type, r]) =>
            `/auth/v1/verify?token=${encodeLoose(t, true)}&type=${type}&redirect_to=${encodeLoose(r, true)}`,
        ),
    }),
  );

  const traversal = fc.oneof(
    fc.constantFrom(
      '../../../../etc/passwd',
      '..%2F..%2F..%2Fetc%2Fpasswd',
      '%2e%2e/%2e%2e/etc/passwd',
      '....//....//etc/passwd',
      '..\\..\\..\\etc\\passwd',
      '/etc/passwd',
      'a/../../b',
      '%00.pdf',
      'x%00/../../etc/passwd',
      '.',
      '..',
      'a//b',
      '~/.ssh/id_rsa',
      '%252e%252e%252fetc%252fpasswd',
      'db/PG_VERSION',
      '../db/PG_VERSION',
      '../../db/postmaster.pid',
    ),
    fc
      .array(
        fc.oneof(
          fc.constantFrom('..', '.', '%2e%2e', '%2f', ''),
          hostile.map((h) => encodeLoose(h, true)),
        ),
        { minLength: 1, maxLength: 6 },
      )
      .map((parts) => parts.join('/')),
  );
  const storage = fc.oneof(
    fc.record({
      method: fc.constantFrom('GET', 'HEAD'),
      path: fc
        .tuple(
          fc.constantFrom(
            'object',
            'object/public',
            'object/authenticated',
            'object/info',
            'object/sign',
            'render/image/public',
          ),
          fc.constantFrom(...BUCKETS),
          traversal,
        )
        .map(([k, b, p]) => `/storage/v1/${k}/${b}/${p}`),
      token: readToken(),
    }),
    fc.record({
      method: fc.constantFrom('POST', 'PUT', 'DELETE'),
      path: fc
        .tuple(
          fc.constantFrom('object', 'object/sign', 'object/upload/sign', 'bucket'),
          fc.constantFrom(...BUCKETS),
          traversal,
        )
        .map(([k, b, p]) => `/storage/v1/${k}/${b}/${p}`),
      token: hostileToken(),
      headers: fc.record({
        'content-type': fc.constantFrom(
          'application/pdf',
          'text/html',
          'image/svg+xml',
          'application/json',
          'multipart/form-data; boundary=x',
          'multipart/form-data',
        ),
      }),
      body: fc.oneof(
        anyBody,
        fc.uint8Array({ maxLength: 2048 }).map((a) => ({ bytes: Buffer.from(a) })),
      ),
    }),
    // Real sessions may only list and sign, both of which change nothing.
    fc.record({
      method: fc.constant('POST'),
      path: fc
        .tuple(
          fc.constantFrom('object/list', 'object/sign'),
          fc.constantFrom(...BUCKETS),
          traversal,
        )
        .map(([k, b, p]) =>
          k === 'object/list' ? `/storage/v1/${k}/${b}` : `/storage/v1/${k}/${b}/${p}`,
        ),
      token: userToken(),
      body: fc.oneof(
        invalidBody,
        fc
          .record(
            {
              prefix: traversal,
              limit: jsonValue,
              offset: jsonValue,
              search: hostile,
              expiresIn: jsonValue,
              sortBy: fc.record({ column: hostile, order: hostile }),
            },
            { requiredKeys: [] },
          )
          .map((json) => ({ json })),
      ),
    }),
    fc.record({
      method: fc.constantFrom('DELETE', 'POST'),
      path: fc.constantFrom(
        '/storage/v1/object/candidate_resumes',
        '/storage/v1/object/move',
        '/storage/v1/object/copy',
        '/storage/v1/bucket',
      ),
      token: hostileToken(),
      body: anyBody,
    }),
  );

  const functions = fc
    .oneof(
      fc.record({
        method: fc.constantFrom('POST', 'POST', 'GET', 'PUT', 'DELETE'),
        name: fc.constantFrom(...FUNCTIONS),
        token: hostileToken(),
        body: anyBody,
      }),
      fc.record({
        method: fc.constant('POST'),
        name: fc.constantFrom(...FUNCTIONS),
        token: fc.constantFrom(...Object.values(tokens.user)),
        body: invalidBody,
      }),
      fc.record({
        method: fc.constant('POST'),
        name: fc
          .oneof(
            hostile,
            fc.constantFrom('_shared', '_shared/handler.ts', '../functions', 'x/../../etc'),
          )
          .map((h) => encodeLoose(h, true)),
        token: hostileToken(),
        body: fc.option(anyBody, { nil: undefined }),
      }),
    )
    .map(({ method, name, token, body }) => ({
      method,
      path: `/functions/v1/${name}`,
      token,
      body: method === 'GET' ? undefined : body,
      headers: { origin: 'http://localhost:3000' },
    }));

  // Raw request targets: doubled slashes, dot segments and backslashes reach the gateway unresolved.
  const segment = fc.oneof(
    fc.constantFrom(
      '..',
      '.',
      '',
      '%2e%2e',
      '%2E%2e%2f',
      '\\..',
      '%00',
      '%F2%B1%8E%BF',
      'evil.example',
      '@evil.example',
      '%',
    ),
    hostile.map((h) => encodeLoose(h, true)),
  );
  const asIs = fc
    .record({
      asIs: fc.constant(true),
      method: fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'),
      path: fc
        .tuple(
          fc.constantFrom(
            '/',
            '//',
            '///',
            '/rest/v1/',
            '/rest/v1//',
            '/rest/v1/rpc/',
            '/auth/v1/',
            '/storage/v1/object/',
            '/storage/v1/object/public/company-logos/',
            '/storage/v1/bucket/',
            '/functions/v1/',
            '/health/',
            '\\',
            '*',
          ),
          fc.array(segment, { maxLength: 6 }),
          fc.constantFrom('/', '//', '\\'),
          fc.constantFrom('', '?', '?select=*', '#x', '?a=%', '??'),
        )
        .map(([prefix, parts, separator, q]) => prefix + parts.join(separator) + q),
      token: hostileToken(),
      body: fc.option(
        fc.uint8Array({ maxLength: 64 }).map((a) => ({ bytes: Buffer.from(a) })),
        { nil: undefined },
      ),
    })
    .map((r) => (r.method === 'GET' || r.method === 'HEAD' ? { ...r, body: undefined } : r));

  return [
    ['raw paths', asIs, 300],
    ['rest reads', restRead, 1300],
    ['rest writes', restWrite, 900],
    ['rpc', rpc, 700],
    ['auth', auth, 700],
    ['storage', storage, 800],
    ['functions', functions, 700],
  ];
}

test(
  'at least 5,000 hostile requests get clear 4xx answers and change nothing',
  { timeout: 600_000 },
  async (t) => {
    const started = Date.now();
    const plan = buildPlan();
    // One property per area, run side by side: bounded concurrency that keeps both cores busy.
    const results = await Promise.allSettled(
      plan.map(([, arb, runs], i) => fuzz(arb, runs, SEED + i)),
    );
    const ms = Date.now() - started;
    const errors = results
      .map((r, i) =>
        r.status === 'rejected'
          ? `${plan[i][0]}: ${String(r.reason?.message ?? r.reason)
              .split('\n')
              .slice(0, 4)
              .join(' ')}`
          : null,
      )
      .filter(Boolean);
    assert.deepEqual(
      failures.slice(0, 20),
      [],
      `violations (FUZZ_SEED=${SEED}):\n${failures.slice(0, 20).join('\n')}`,
    );
    assert.deepEqual(errors, []);
    assert.ok(sent >= 5000 * RUNS_SCALE, `only ${sent} requests were sent`);
    t.diagnostic(`${sent} requests in ${Math.round(ms / 1000)} s, FUZZ_SEED=${SEED}`);

    assert.deepEqual(await snapshot(env.db), baseline, 'the database changed');
    assert.deepEqual(fileTree(path.join(env.dataDir, 'storage')), files, 'stored files changed');
  },
);

test('the stack still serves a signed-in user normally after the fuzz run', async () => {
  const { client } = await env.signIn('candidate@example.com');
  const { data, error } = await client.from('jobs').select('id').limit(1);
  assert.equal(error, null);
  assert.ok(Array.isArray(data));
  const health = await fetch(`${env.apiUrl}/health`);
  assert.equal(health.status, 200);
});
