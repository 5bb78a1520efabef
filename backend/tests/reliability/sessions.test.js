// Session lifecycle: expiry and refresh, refresh-token reuse, sign-out everywhere and removal from a company.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { bootStack, forgeJwt, now } from './helpers.js';

const ACME = 'c0000000-0000-4000-8000-000000000001';
const RECRUITER = 'a0000000-0000-4000-8000-000000000004';
const DESIGNER_JOB = 'f0000000-0000-4000-8000-000000000003'; // active, created by the recruiter

let env;

before(async () => {
  // No grace period, so a second use of a refresh token is always reuse.
  env = await bootStack({ refreshReuseInterval: 0 });
});

after(async () => {
  await env?.stop();
});

function claimsOf(token) {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
}

async function restAs(token, pathAndQuery) {
  const res = await fetch(`${env.apiUrl}/rest/v1/${pathAndQuery}`, {
    headers: { apikey: env.anonKey, authorization: `Bearer ${token}` },
  });
  return { status: res.status, body: await res.json() };
}

async function refresh(refreshToken) {
  const res = await fetch(`${env.apiUrl}/auth/v1/token?grant_type=refresh_token`, {
    method: 'POST',
    headers: { apikey: env.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ refresh_token: refreshToken }),
  });
  return { status: res.status, body: await res.json() };
}

// An edge function call with a bare access token, as any client could make it.
async function functionAs(token, name, body) {
  const res = await fetch(`${env.apiUrl}/functions/v1/${name}`, {
    method: 'POST',
    headers: { apikey: env.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

async function currentUser(token) {
  const res = await fetch(`${env.apiUrl}/auth/v1/user`, {
    headers: { apikey: env.anonKey, authorization: `Bearer ${token}` },
  });
  return { status: res.status, body: await res.json() };
}

test('an expired access token is refused and a refresh issues a working one with a rotated refresh token', async () => {
  const { session } = await env.signIn('candidate@example.com');
  const claims = claimsOf(session.access_token);
  assert.ok(claims.exp > now(), 'a fresh token is valid now');
  assert.ok(claims.exp - claims.iat <= 3600, 'access tokens live at most an hour');

  // The same session's token past its expiry and past PostgREST's 30 s allowance for clock skew,
  // as a client holding it too long would send it.
  const expired = forgeJwt(
    { ...claims, iat: now() - 3660, exp: now() - 60 },
    { secret: env.jwtSecret },
  );
  const stale = await restAs(expired, 'candidates?select=id');
  assert.equal(stale.status, 401);
  assert.equal(stale.body.message, 'JWT expired');
  assert.equal((await currentUser(expired)).status, 403);

  const renewed = await refresh(session.refresh_token);
  assert.equal(renewed.status, 200);
  assert.notEqual(renewed.body.refresh_token, session.refresh_token);
  assert.equal(claimsOf(renewed.body.access_token).session_id, claims.session_id);
  const fresh = await restAs(renewed.body.access_token, 'candidates?select=id');
  assert.equal(fresh.status, 200);
  assert.equal(fresh.body.length, 1);

  // supabase-js recovers the same way: setSession with an expired access token refreshes it.
  const client = env.client();
  const { data, error } = await client.auth.setSession({
    access_token: expired,
    refresh_token: renewed.body.refresh_token,
  });
  assert.equal(error, null);
  assert.ok(claimsOf(data.session.access_token).exp > now());
  const { data: rows, error: readError } = await client.from('candidates').select('id');
  assert.equal(readError, null);
  assert.equal(rows.length, 1);
});

test('a refresh token used twice revokes the whole session', async () => {
  const { session } = await env.signIn('owner@example.com');
  const first = await refresh(session.refresh_token);
  assert.equal(first.status, 200);

  const replay = await refresh(session.refresh_token);
  assert.equal(replay.status, 400);
  assert.equal(replay.body.error_code, 'refresh_token_already_used');

  // The legitimate holder's newer token dies with the family, and so does the session itself.
  const successor = await refresh(first.body.refresh_token);
  assert.equal(successor.status, 400);
  assert.equal(successor.body.error_code, 'refresh_token_not_found');
  const me = await currentUser(first.body.access_token);
  assert.equal(me.status, 403);
  assert.equal(me.body.error_code, 'session_not_found');

  // Other sessions of the same person are untouched.
  const other = await env.signIn('owner@example.com');
  assert.equal((await currentUser(other.session.access_token)).status, 200);
});

test('signing out everywhere ends the sessions on every other device', async () => {
  const laptop = await env.signIn('manager@example.com');
  const phone = await env.signIn('manager@example.com');
  assert.equal((await currentUser(phone.session.access_token)).status, 200);

  const { error } = await laptop.client.auth.signOut({ scope: 'global' });
  assert.equal(error, null);

  const phoneUser = await currentUser(phone.session.access_token);
  assert.equal(phoneUser.status, 403);
  assert.equal(phoneUser.body.error_code, 'session_not_found');
  // The token has not expired, but the functions no longer take it for the manager.
  const membershipCall = await functionAs(phone.session.access_token, 'get-user-company-id-direct', {
    userId: claimsOf(phone.session.access_token).sub,
  });
  assert.equal(membershipCall.status, 401);
  assert.deepEqual(membershipCall.body, { error: 'Invalid or expired session' });
  const phoneRefresh = await refresh(phone.session.refresh_token);
  assert.equal(phoneRefresh.status, 400);
  const { error: refreshError } = await phone.client.auth.refreshSession();
  assert.ok(refreshError, 'the other device cannot renew its session');

  // Signing in again works normally afterwards.
  const again = await env.signIn('manager@example.com');
  assert.equal((await currentUser(again.session.access_token)).status, 200);
});

test('a token signed out everywhere is refused at once by REST, storage and functions', async () => {
  const { client, session, user } = await env.signIn('candidate@example.com');
  const token = session.access_token;
  const resumes = client.storage.from('candidate_resumes');
  const pdf = new Blob([Buffer.from('%PDF-1.4\n% kept\n')], { type: 'application/pdf' });
  assert.equal((await resumes.upload(`${user.id}/kept.pdf`, pdf, { upsert: true })).error, null);
  assert.equal((await restAs(token, 'candidates?select=id')).status, 200);

  assert.equal((await client.auth.signOut({ scope: 'global' })).error, null);
  // The same, unexpired token, as someone who copied it would send it.
  const headers = { apikey: env.anonKey, authorization: `Bearer ${token}` };

  const rest = await restAs(token, 'candidates?select=id');
  assert.equal(rest.status, 401);
  assert.equal(rest.body.message, 'JWT session has ended');
  assert.equal((await restAs(token, 'rpc/get_candidate_documents?p_user_id=' + user.id)).status, 401);

  const list = await fetch(`${env.apiUrl}/storage/v1/object/list/candidate_resumes`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ prefix: `${user.id}/` }),
  });
  assert.deepEqual(await list.json(), [], 'storage lists nothing for the signed-out token');
  const download = await fetch(`${env.apiUrl}/storage/v1/object/authenticated/candidate_resumes/${user.id}/kept.pdf`, { headers });
  assert.ok([400, 401, 403, 404].includes(download.status), `download answered ${download.status}`);
  const upload = await fetch(`${env.apiUrl}/storage/v1/object/candidate_resumes/${user.id}/new.pdf`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/pdf' },
    body: '%PDF-1.4\n% new\n',
  });
  assert.ok(upload.status >= 400 && upload.status < 500, `upload answered ${upload.status}`);
  const { rows } = await env.db.query(`select name from storage.objects where bucket_id = 'candidate_resumes' and name like $1 order by name`, [`${user.id}/%`]);
  assert.ok(!rows.some((r) => r.name.endsWith('/new.pdf')), 'nothing was stored');

  const call = await functionAs(token, 'get-user-company-id-direct', { userId: user.id });
  assert.equal(call.status, 401);
});

test('signing out only this device keeps the other sessions', async () => {
  const laptop = await env.signIn('vendor@example.com');
  const phone = await env.signIn('vendor@example.com');
  const { error } = await laptop.client.auth.signOut({ scope: 'local' });
  assert.equal(error, null);
  assert.equal((await currentUser(laptop.session.access_token)).status, 403);
  assert.equal((await currentUser(phone.session.access_token)).status, 200);
  const vendorId = claimsOf(phone.session.access_token).sub;
  const body = { userId: vendorId };
  assert.equal((await functionAs(laptop.session.access_token, 'get-user-company-id-direct', body)).status, 401);
  assert.equal((await functionAs(phone.session.access_token, 'get-user-company-id-direct', body)).status, 200);
  assert.equal((await refresh(phone.session.refresh_token)).status, 200);
});

test('a removed employee loses company access on the next request, with the same token', async () => {
  const recruiter = await env.signIn('recruiter@example.com');
  const token = recruiter.session.access_token;
  const staffBefore = await restAs(token, `company_users?select=user_id&company_id=eq.${ACME}`);
  assert.equal(staffBefore.status, 200);
  assert.ok(staffBefore.body.length > 1, 'a member sees the team');
  const subscriptionBefore = await restAs(
    token,
    `company_subscriptions?select=company_id&company_id=eq.${ACME}`,
  );
  assert.equal(subscriptionBefore.body.length, 1);
  const jobBefore = await restAs(token, `jobs?select=id&id=eq.${DESIGNER_JOB}`);
  assert.equal(jobBefore.body.length, 1, 'a member sees the job they created');

  const { client: owner } = await env.signIn('owner@example.com');
  const { data: removed, error } = await owner
    .from('company_users')
    .delete()
    .eq('company_id', ACME)
    .eq('user_id', RECRUITER)
    .select('user_id');
  assert.equal(error, null);
  assert.equal(removed.length, 1);

  // The token has not expired and is still a valid session, but company data is gone at once.
  assert.ok(claimsOf(token).exp > now() + 60);
  assert.equal((await currentUser(token)).status, 200);
  const staffAfter = await restAs(token, `company_users?select=user_id&company_id=eq.${ACME}`);
  assert.equal(staffAfter.status, 200);
  assert.deepEqual(staffAfter.body, []);
  assert.deepEqual(
    (await restAs(token, `company_subscriptions?select=company_id&company_id=eq.${ACME}`)).body,
    [],
  );
  assert.deepEqual((await restAs(token, `jobs?select=id&id=eq.${DESIGNER_JOB}`)).body, []);

  const write = await recruiter.client
    .from('jobs')
    .update({ title: 'Taken over' })
    .eq('company_id', ACME)
    .select('id');
  assert.equal(write.error, null);
  assert.deepEqual(write.data, [], 'no company job can be changed any more');
  const { data: membership, error: fnError } = await recruiter.client.functions.invoke(
    'get-user-company-id-direct',
    {
      body: { userId: RECRUITER },
    },
  );
  assert.equal(fnError, null);
  assert.deepEqual(membership, { companyId: null }, 'the functions no longer see a membership');
});
