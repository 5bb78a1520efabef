import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { startTestStack, signedInClient, rest } from './helpers.js';

let stack;
let anon;
let alice;
let bob;
before(async () => {
  stack = await startTestStack({ autoconfirm: true });
  anon = stack.client();
  alice = await signedInClient(stack, 'alice@example.com');
  bob = await signedInClient(stack, 'bob@example.com');
  await alice.client.from('profiles').insert({ id: alice.user.id, email: 'alice@example.com', display_name: 'Alice' });
  await bob.client.from('profiles').insert({ id: bob.user.id, email: 'bob@example.com', display_name: 'Bob' });
  await stack.admin().from('messages').insert([
    { sender_id: alice.user.id, recipient_id: bob.user.id, body: 'hi bob' },
    { sender_id: bob.user.id, recipient_id: bob.user.id, body: 'note to self' },
  ]);
});
after(async () => {
  await stack?.stop();
});

const titles = (rows) => rows.map((r) => r.title);

test('selects columns, aliases, casts and JSON paths', async () => {
  const { data, error } = await anon
    .from('jobs')
    .select('job_title:title, salary::text, level:meta->>level, team_size:meta->team->size')
    .eq('id', 1)
    .single();
  assert.equal(error, null);
  assert.deepEqual(data, { job_title: 'Developer', salary: '100', level: 'senior', team_size: 5 });
});

test('embeds many-to-one objects and one-to-many arrays', async () => {
  const { data: jobs } = await anon.from('jobs').select('title, company:companies(name, tier)').order('id').limit(2);
  assert.deepEqual(jobs, [
    { title: 'Developer', company: { name: 'Acme', tier: 'pro' } },
    { title: 'Operator', company: { name: 'Acme', tier: 'pro' } },
  ]);
  const { data: companies } = await anon
    .from('companies')
    .select('name, jobs(title)')
    .order('name')
    .order('title', { referencedTable: 'jobs', ascending: false });
  assert.deepEqual(companies, [
    { name: 'Acme', jobs: [{ title: 'Operator' }, { title: 'Developer' }] },
    { name: 'Beta', jobs: [{ title: 'Tester' }] },
    { name: 'Gamma', jobs: [{ title: 'Designer (UI, UX)' }] },
  ]);
  const { data: counted } = await anon.from('companies').select('name, jobs(count)').eq('name', 'Acme').single();
  assert.deepEqual(counted, { name: 'Acme', jobs: [{ count: 2 }] });
});

test('inner joins, filters on embedded resources and nested embeds', async () => {
  const { data: remote } = await anon
    .from('companies')
    .select('name, jobs!inner(title)')
    .contains('jobs.tags', ['remote'])
    .order('name');
  assert.deepEqual(remote, [
    { name: 'Acme', jobs: [{ title: 'Developer' }] },
    { name: 'Beta', jobs: [{ title: 'Tester' }] },
  ]);
  const { data: left } = await anon.from('companies').select('name, jobs(title)').eq('jobs.title', 'Tester').order('name');
  assert.equal(left.length, 3);
  assert.deepEqual(left.find((c) => c.name === 'Acme').jobs, []);
  const { data: nested } = await anon.from('jobs').select('title, company:companies(name, jobs(count))').eq('id', 3).single();
  assert.deepEqual(nested, { title: 'Tester', company: { name: 'Beta', jobs: [{ count: 1 }] } });
  const { data: byCompany } = await anon.from('jobs').select('title, companies!inner(name)').eq('companies.name', 'Beta');
  assert.deepEqual(titles(byCompany), ['Tester']);
});

test('foreign key hints disambiguate two relationships to the same table', async () => {
  const ambiguous = await bob.client.from('messages').select('body, profiles(display_name)');
  assert.equal(ambiguous.error.code, 'PGRST201');
  assert.equal(ambiguous.status, 300);
  const { data, error } = await bob.client
    .from('messages')
    .select('body, sender:profiles!messages_sender_id_fkey(display_name), recipient:profiles!recipient_id(display_name)')
    .order('id');
  assert.equal(error, null);
  assert.deepEqual(data, [
    { body: 'hi bob', sender: { display_name: 'Alice' }, recipient: { display_name: 'Bob' } },
    { body: 'note to self', sender: { display_name: 'Bob' }, recipient: { display_name: 'Bob' } },
  ]);
  const missing = await anon.from('jobs').select('title, settings(key)');
  assert.equal(missing.error.code, 'PGRST200');
  assert.equal(missing.status, 400);
});

test('every filter operator', async () => {
  const q = () => anon.from('jobs').select('title').order('id');
  const cases = [
    [q().eq('salary', 100), ['Developer']],
    [q().neq('salary', 100), ['Operator', 'Tester']],
    [q().gt('salary', 60), ['Developer', 'Operator']],
    [q().gte('salary', 80), ['Developer', 'Operator']],
    [q().lt('salary', 80), ['Tester']],
    [q().lte('salary', 80), ['Operator', 'Tester']],
    [q().like('title', '%per%'), ['Developer', 'Operator']],
    [q().ilike('title', 'DE%'), ['Developer', 'Designer (UI, UX)']],
    [q().is('salary', null), ['Designer (UI, UX)']],
    [q().in('title', ['Tester', 'Designer (UI, UX)']), ['Tester', 'Designer (UI, UX)']],
    [q().contains('tags', ['remote']), ['Developer', 'Tester']],
    [q().containedBy('tags', ['remote', 'senior']), ['Developer', 'Tester', 'Designer (UI, UX)']],
    [q().overlaps('tags', ['onsite', 'senior']), ['Developer', 'Operator']],
    [q().contains('meta', { level: 'mid' }), ['Operator']],
    [q().not('salary', 'is', null).not('title', 'in', '(Developer,Operator)'), ['Tester']],
    [q().or('salary.gt.90,title.eq.Tester'), ['Developer', 'Tester']],
    [q().or('and(salary.gte.60,salary.lte.80),title.like.Des*'), ['Operator', 'Tester', 'Designer (UI, UX)']],
    [q().or('title.eq."Designer (UI, UX)",salary.eq.80'), ['Operator', 'Designer (UI, UX)']],
    [q().filter('meta->>level', 'eq', 'senior'), ['Developer']],
    [q().filter('title', 'imatch', '^(dev|op)'), ['Developer', 'Operator']],
    [q().filter('title', 'match', 'er$'), ['Developer', 'Tester']],
    [q().filter('salary', 'isdistinct', 100), ['Operator', 'Tester', 'Designer (UI, UX)']],
    [q().textSearch('title', 'tester'), ['Tester']],
    [q().textSearch('title', 'developer operator', { type: 'websearch', config: 'english' }), []],
    [q().textSearch('title', 'developer or operator', { type: 'websearch', config: 'english' }), ['Developer', 'Operator']],
    [q().textSearch('title', 'designer ux', { type: 'plain' }), ['Designer (UI, UX)']],
    [q().match({ salary: 80, title: 'Operator' }), ['Operator']],
  ];
  for (const [query, expected] of cases) {
    const { data, error } = await query;
    assert.equal(error, null, JSON.stringify(error));
    assert.deepEqual(titles(data), expected);
  }
});

test('order, limit, range and counts', async () => {
  const { data, count, status } = await anon
    .from('jobs')
    .select('title', { count: 'exact' })
    .order('salary', { ascending: false, nullsFirst: true })
    .range(0, 1);
  assert.deepEqual(titles(data), ['Designer (UI, UX)', 'Developer']);
  assert.equal(count, 4);
  assert.equal(status, 206);
  // a planned count is the planner's estimate, not the number of rows
  const head = await anon.from('jobs').select('*', { count: 'planned', head: true });
  assert.equal(typeof head.count, 'number');
  assert.equal(head.data, null);
  const res = await rest(stack, 'jobs?select=title&order=id', { headers: { range: '1-2', prefer: 'count=exact' } });
  assert.equal(res.headers.get('content-range'), '1-2/4');
  assert.deepEqual(titles(await res.json()), ['Operator', 'Tester']);
  const empty = await rest(stack, 'jobs?select=title&id=eq.999');
  assert.equal(empty.headers.get('content-range'), '*/*');
});

test('single and maybeSingle', async () => {
  const none = await anon.from('jobs').select('title').eq('id', 999).single();
  assert.equal(none.error.code, 'PGRST116');
  assert.equal(none.status, 406);
  assert.equal(none.error.details, 'The result contains 0 rows');
  const many = await anon.from('jobs').select('title').single();
  assert.equal(many.error.details, 'The result contains 4 rows');
  const maybe = await anon.from('jobs').select('title').eq('id', 999).maybeSingle();
  assert.equal(maybe.error, null);
  assert.equal(maybe.data, null);
});

test('row-level security decides per role', async () => {
  const hidden = await anon.from('jobs').select('title').eq('title', 'Secret role');
  assert.deepEqual(hidden.data, []);
  const service = await stack.admin().from('jobs').select('title').eq('title', 'Secret role');
  assert.deepEqual(titles(service.data), ['Secret role']);
  assert.deepEqual((await anon.from('profiles').select('id')).data, []);
  const { data: mine } = await alice.client.from('messages').select('body');
  assert.deepEqual(mine.map((m) => m.body), ['hi bob']);

  const denied = await anon.from('notes').insert({ body: 'x' });
  assert.equal(denied.status, 401);
  assert.equal(denied.error.code, '42501');
  const forged = await alice.client.from('notes').insert({ body: 'x', owner_id: bob.user.id });
  assert.equal(forged.status, 403);
  assert.equal(forged.error.code, '42501');
  const { data: own, error } = await alice.client.from('notes').insert({ body: 'mine' }).select().single();
  assert.equal(error, null);
  assert.equal(own.owner_id, alice.user.id);
  assert.deepEqual((await bob.client.from('notes').select('*')).data, []);
  const whoami = await alice.client.rpc('whoami');
  assert.equal(whoami.data, `${alice.user.id}:authenticated`);
});

test('insert, bulk insert, update, delete and return preferences', async () => {
  const admin = stack.admin();
  const minimal = await admin.from('companies').insert({ name: 'Delta' });
  assert.equal(minimal.status, 201);
  assert.equal(minimal.data, null);
  const { data: bulk } = await admin.from('companies').insert([{ name: 'Eps', tier: 'pro' }, { name: 'Zeta' }]).select('name, tier');
  assert.deepEqual(bulk, [{ name: 'Eps', tier: 'pro' }, { name: 'Zeta', tier: null }]);
  const { data: updated } = await admin.from('companies').update({ tier: 'basic' }).in('name', ['Eps', 'Zeta']).select('name, tier').order('name');
  assert.deepEqual(updated, [{ name: 'Eps', tier: 'basic' }, { name: 'Zeta', tier: 'basic' }]);
  const patched = await admin.from('companies').update({ tier: 'pro' }).eq('name', 'Delta');
  assert.equal(patched.status, 204);
  const { data: deleted } = await admin.from('companies').delete().in('name', ['Delta', 'Eps', 'Zeta']).select('name');
  assert.equal(deleted.length, 3);
  const dup = await admin.from('companies').insert({ name: 'Acme' });
  assert.equal(dup.status, 409);
  assert.equal(dup.error.code, '23505');
  const fk = await admin.from('jobs').insert({ company_id: 999, title: 'x' });
  assert.equal(fk.status, 409);
  assert.equal(fk.error.code, '23503');
  const notNull = await admin.from('jobs').insert({ company_id: 1 });
  assert.equal(notNull.status, 400);
  assert.equal(notNull.error.code, '23502');
  const check = await alice.client.from('notes').insert({ body: '' });
  assert.equal(check.error.code, '23514');
  const unknownColumn = await admin.from('companies').insert({ nope: 1 });
  assert.equal(unknownColumn.error.code, 'PGRST204');
});

test('upsert merges or ignores duplicates', async () => {
  const admin = stack.admin();
  const merged = await admin.from('settings').upsert({ key: 'theme', value: 'light' }).select();
  assert.deepEqual(merged.data, [{ key: 'theme', value: 'light' }]);
  const ignored = await admin.from('settings').upsert({ key: 'theme', value: 'blue' }, { ignoreDuplicates: true }).select();
  assert.deepEqual(ignored.data, []);
  const byName = await admin.from('companies').upsert({ name: 'Acme', tier: 'enterprise' }, { onConflict: 'name' }).select('name, tier');
  assert.deepEqual(byName.data, [{ name: 'Acme', tier: 'enterprise' }]);
  assert.equal((await admin.from('settings').select('value').eq('key', 'theme').single()).data.value, 'light');
});

test('rpc with scalar, set-returning and failing functions', async () => {
  assert.equal((await anon.rpc('add_numbers', { a: 2, b: 3 })).data, 5);
  const { data } = await anon.rpc('jobs_paying_over', { min_salary: 70 }).select('title, salary').order('salary');
  assert.deepEqual(titles(data), ['Operator', 'Developer']);
  const get = await anon.rpc('add_numbers', { a: 1, b: 1 }, { get: true });
  assert.equal(get.data, 2);
  const raised = await anon.rpc('fail_with', { msg: 'Not allowed here' });
  assert.equal(raised.status, 400);
  assert.equal(raised.error.code, 'P0001');
  assert.equal(raised.error.message, 'Not allowed here');
  const missing = await anon.rpc('nope', { a: 1 });
  assert.equal(missing.status, 404);
  assert.equal(missing.error.code, 'PGRST202');
  const bad = await anon.rpc('add_numbers', { a: 'x', b: 1 });
  assert.equal(bad.status, 400);
  assert.equal(bad.error.code, '22P02');
});

test('requests refused before their body is read leave the connection answering the next ones', async () => {
  // one client connection, so every request reaches PostgREST over the gateway's same kept-alive one
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const post = (pathAndQuery, body, headers = {}) =>
    new Promise((resolve, reject) => {
      const payload = Buffer.from(body);
      const req = http.request(`${stack.apiUrl}/rest/v1/${pathAndQuery}`, {
        method: 'POST',
        agent,
        headers: {
          apikey: stack.anonKey,
          authorization: `Bearer ${stack.anonKey}`,
          'content-type': 'application/json',
          'content-length': payload.length,
          ...headers,
        },
      });
      req.on('response', (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, body: JSON.parse(Buffer.concat(chunks).toString() || 'null') }));
      });
      req.on('error', reject);
      req.end(payload);
    });
  const args = (size) => JSON.stringify({ a: 2, b: 3, pad: 'x'.repeat(size) });
  try {
    // bodies below, at and above what PostgREST's server drops unread and still keeps the connection
    for (const size of [10, 8000, 8170, 20_000, 200_000]) {
      for (let i = 0; i < 3; i += 1) {
        const badToken = await post('rpc/add_numbers', args(size), { authorization: 'Bearer not-a-token' });
        assert.equal(badToken.status, 401, `bad token, ${size} bytes`);
        assert.equal(badToken.body.code, 'PGRST301');
        const otherSchema = await post('rpc/add_numbers', args(size), { 'content-profile': 'nope' });
        assert.equal(otherSchema.status, 406, `schema not served, ${size} bytes`);
        assert.equal(otherSchema.body.code, 'PGRST106');
        const served = await post('rpc/add_numbers', JSON.stringify({ a: 2, b: size }));
        assert.deepEqual(served, { status: 200, body: size + 2 }, `the next request, ${size} bytes`);
      }
    }
  } finally {
    agent.destroy();
  }
});

test('malformed requests get a clear 400', async () => {
  for (const q of ['jobs?salary=eq', 'jobs?salary=zz.1', 'jobs?or=(salary.eq.1', 'jobs?select=title,companies(', 'jobs?order=title.sideways']) {
    const res = await rest(stack, q);
    assert.equal(res.status, 400, q);
    const body = await res.json();
    assert.ok(body.code && body.message, q);
  }
  const unknownTable = await rest(stack, 'nope');
  assert.equal(unknownTable.status, 404);
});

test('SQL injection through filters, select and order has no effect', async () => {
  const attempts = [
    "jobs?title=eq.x'%20or%20'1'='1",
    'jobs?id=eq.1;delete%20from%20jobs',
    'jobs?select=title,(select%201)',
    'jobs?select=title;drop%20table%20jobs',
    'jobs?order=title;drop%20table%20jobs',
    'jobs?order=(select%201)',
    'jobs?title=in.(x);drop%20table%20jobs--)',
    'jobs?select=title::text;drop%20table%20jobs',
    'jobs%22;drop%20table%20jobs;--',
    'jobs?meta-%3E%3E%27a%27%3D%27a%27%20or%201=1--=eq.1',
  ];
  for (const q of attempts) {
    const res = await rest(stack, q);
    const body = await res.json();
    // the text is read as a value or an identifier, never as SQL
    if (res.status !== 200) assert.ok(res.status >= 400 && res.status < 500 && body.message, q);
  }
  const { count } = await stack.admin().from('jobs').select('*', { count: 'exact', head: true });
  assert.equal(count, 5);
});

test('schema changes made outside the gateway are picked up', async () => {
  await stack.db.exec('create table public.late_table (id int primary key, label text); grant select on public.late_table to anon; insert into public.late_table values (1, $$one$$);');
  let res;
  for (let i = 0; i < 20; i += 1) {
    res = await rest(stack, 'late_table?select=label');
    if (res.status === 200) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  assert.equal(res.status, 200);
  assert.deepEqual(await res.json(), [{ label: 'one' }]);
  await stack.db.exec('alter table public.late_table add column extra text default $$x$$');
  let body;
  for (let i = 0; i < 20; i += 1) {
    const r = await rest(stack, 'late_table?select=extra');
    body = await r.json();
    if (r.status === 200) break;
    await new Promise((r2) => setTimeout(r2, 250));
  }
  assert.deepEqual(body, [{ extra: 'x' }]);
});

test('a repeated read follows a schema reload and its own Range and count', async () => {
  await stack.db.exec('create table public.reload_probe (id int primary key, code int); grant select on public.reload_probe to anon; insert into public.reload_probe values (1, 7), (2, 8), (3, 9);');
  await stack.reloadSchema();
  // compared as integers, 07 is 7
  const query = 'reload_probe?select=id&code=eq.07';
  assert.deepEqual(await (await rest(stack, query)).json(), [{ id: 1 }]);
  await stack.db.exec('alter table public.reload_probe alter column code type text using code::text');
  await stack.reloadSchema();
  const after = await rest(stack, query);
  assert.equal(after.status, 200);
  assert.deepEqual(await after.json(), []);
  const page = (range, prefer) => rest(stack, 'reload_probe?select=id&order=id', { headers: { range, ...(prefer ? { prefer } : {}) } });
  const first = await page('0-0');
  assert.deepEqual(await first.json(), [{ id: 1 }]);
  const second = await page('1-1');
  assert.deepEqual(await second.json(), [{ id: 2 }]);
  assert.equal(second.headers.get('content-range'), '1-1/*');
  const counted = await page('1-1', 'count=exact');
  assert.equal(counted.headers.get('content-range'), '1-1/3');
  assert.deepEqual(await counted.json(), [{ id: 2 }]);
});

test('a page past the end is 416 when counting', async () => {
  const res = await rest(stack, 'companies?select=name&offset=10', { headers: { prefer: 'count=exact' } });
  assert.equal(res.status, 416);
  assert.equal((await res.json()).code, 'PGRST103');
});

test('orders by a column of an embedded many-to-one resource', async () => {
  const { data, error } = await anon
    .from('jobs')
    .select('title, companies(name)')
    .order('companies(name)', { ascending: false })
    .order('title');
  assert.equal(error, null);
  assert.deepEqual(titles(data), ['Designer (UI, UX)', 'Tester', 'Developer', 'Operator']);
  const toMany = await rest(stack, 'companies?select=name,jobs(title)&order=jobs(title)');
  assert.equal(toMany.status, 400);
});
