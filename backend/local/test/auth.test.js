import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { startTestStack } from './helpers.js';
import { signJwt } from '../src/lib/jwt.js';

let stack;
before(async () => {
  stack = await startTestStack({ rateLimits: { signInPer5Min: 5 } });
});
after(async () => {
  await stack?.stop();
});

async function confirmationLink(email) {
  const [message] = await stack.mailTo(email);
  assert.ok(message, `a confirmation e-mail was sent to ${email}`);
  const link = /href="([^"]+)"/.exec(message.html)[1].replace(/&amp;/g, '&');
  return link;
}

test('sign-up sends a confirmation e-mail; sign-in works only after confirming', async () => {
  const client = stack.client();
  const email = 'new.candidate@example.com';
  const { data, error } = await client.auth.signUp({ email, password: 'Secret123', options: { data: { role: 'candidate' } } });
  assert.equal(error, null);
  assert.equal(data.session, null);
  assert.equal(data.user.email, email);
  assert.deepEqual(data.user.user_metadata, { role: 'candidate' });

  const early = await client.auth.signInWithPassword({ email, password: 'Secret123' });
  assert.equal(early.error.message, 'Email not confirmed');
  assert.equal(early.error.code, 'email_not_confirmed');
  assert.equal(early.error.status, 400);

  assert.equal((await client.auth.resend({ type: 'signup', email })).error, null);
  assert.equal((await stack.mailTo(email)).length, 2);
  const link = await confirmationLink(email);
  assert.match(link, /\/auth\/v1\/verify\?token=[0-9a-f]+&type=signup&redirect_to=/);
  const res = await fetch(link, { redirect: 'manual' });
  assert.equal(res.status, 303);
  const location = new URL(res.headers.get('location'));
  assert.equal(location.origin, 'http://localhost:3000');
  const fragment = new URLSearchParams(location.hash.slice(1));
  assert.ok(fragment.get('access_token'));
  assert.equal(fragment.get('type'), 'signup');

  const again = await fetch(link, { redirect: 'manual' });
  assert.match(again.headers.get('location'), /error_code=otp_expired/);

  const { data: session, error: signInError } = await client.auth.signInWithPassword({ email, password: 'Secret123' });
  assert.equal(signInError, null);
  assert.equal(session.user.email, email);
  const claims = JSON.parse(Buffer.from(session.session.access_token.split('.')[1], 'base64url'));
  assert.equal(claims.aud, 'authenticated');
  assert.equal(claims.role, 'authenticated');
  assert.equal(claims.sub, session.user.id);
  assert.equal(claims.exp - claims.iat, 3600);
  assert.ok(claims.session_id);
  assert.deepEqual(claims.user_metadata, { role: 'candidate' });

  const dup = await stack.client().auth.signUp({ email, password: 'Secret123' });
  assert.equal(dup.error.message, 'User already registered');
  assert.equal(dup.error.status, 422);
});

test('wrong password, unknown user and weak password give GoTrue errors', async () => {
  const client = stack.client();
  const bad = await client.auth.signInWithPassword({ email: 'nobody@example.com', password: 'whatever' });
  assert.equal(bad.error.message, 'Invalid login credentials');
  assert.equal(bad.error.code, 'invalid_credentials');
  const weak = await client.auth.signUp({ email: 'weak@example.com', password: '123' });
  assert.equal(weak.error.status, 422);
  assert.equal(weak.error.code, 'weak_password');
  assert.deepEqual(weak.error.reasons, ['length']);
  const raw = await fetch(`${stack.apiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'nobody@example.com', password: 'x' }),
  });
  const body = await raw.json();
  assert.equal(body.error_code, 'invalid_credentials');
  assert.equal(body.msg, 'Invalid login credentials');
});

test('refresh tokens rotate and a reused token revokes the session', async () => {
  await stack.admin().auth.admin.createUser({ email: 'rotate@example.com', password: 'Secret123', email_confirm: true });
  const client = stack.client();
  const { data } = await client.auth.signInWithPassword({ email: 'rotate@example.com', password: 'Secret123' });
  const first = data.session.refresh_token;
  const refresh = (token) =>
    fetch(`${stack.apiUrl}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify({ refresh_token: token }),
    });
  const r1 = await refresh(first);
  assert.equal(r1.status, 200);
  const s1 = await r1.json();
  assert.notEqual(s1.refresh_token, first);

  const reuse = await refresh(first);
  assert.equal(reuse.status, 400);
  assert.equal((await reuse.json()).code, 'refresh_token_already_used');

  // the whole session is gone after reuse, so the rotated token no longer works either
  const after = await refresh(s1.refresh_token);
  assert.equal(after.status, 400);
  const unknown = await refresh('not-a-token');
  assert.equal((await unknown.json()).message, 'Invalid Refresh Token: Refresh Token Not Found');
});

test('logout revokes the session and password recovery lands on /update-password', async () => {
  const email = 'recover@example.com';
  await stack.admin().auth.admin.createUser({ email, password: 'Secret123', email_confirm: true });
  const client = stack.client();
  const { data } = await client.auth.signInWithPassword({ email, password: 'Secret123' });
  assert.equal((await client.auth.signOut()).error, null);
  const user = await fetch(`${stack.apiUrl}/auth/v1/user`, {
    headers: { apikey: stack.anonKey, authorization: `Bearer ${data.session.access_token}` },
  });
  assert.equal(user.status, 403);

  const { error } = await client.auth.resetPasswordForEmail(email);
  assert.equal(error, null);
  const [mail] = await stack.mailTo(email);
  assert.equal(mail.subject, 'Reset Your Password');
  const link = /href="([^"]+)"/.exec(mail.html)[1].replace(/&amp;/g, '&');
  const res = await fetch(link, { redirect: 'manual' });
  const location = new URL(res.headers.get('location'));
  assert.equal(`${location.origin}${location.pathname}`, 'http://localhost:3000/update-password');
  const fragment = new URLSearchParams(location.hash.slice(1));
  assert.equal(fragment.get('type'), 'recovery');

  const recovered = stack.client();
  await recovered.auth.setSession({ access_token: fragment.get('access_token'), refresh_token: fragment.get('refresh_token') });
  const updated = await recovered.auth.updateUser({ password: 'NewSecret456' });
  assert.equal(updated.error, null);
  const same = await recovered.auth.updateUser({ password: 'NewSecret456' });
  assert.equal(same.error.code, 'same_password');
  const signIn = await stack.client().auth.signInWithPassword({ email, password: 'NewSecret456' });
  assert.equal(signIn.error, null);

  const unknown = await stack.client().auth.resetPasswordForEmail('ghost@example.com');
  assert.equal(unknown.error, null);
  assert.equal((await stack.mailTo('ghost@example.com')).length, 0);
});

test('admin API manages users and is closed to non-admins', async () => {
  const admin = stack.admin().auth.admin;
  const { data: created, error } = await admin.createUser({
    email: 'managed@example.com',
    password: 'Secret123',
    email_confirm: true,
    user_metadata: { first_name: 'Ann' },
    app_metadata: { tier: 'pro' },
  });
  assert.equal(error, null);
  assert.equal(created.user.app_metadata.tier, 'pro');
  const { data: list } = await admin.listUsers({ page: 1, perPage: 2 });
  assert.equal(list.users.length, 2);
  assert.ok(list.total >= 3);
  const { data: all } = await admin.listUsers({ perPage: 100 });
  assert.ok(all.users.some((u) => u.email === 'managed@example.com'));
  const { data: fetched } = await admin.getUserById(created.user.id);
  assert.equal(fetched.user.user_metadata.first_name, 'Ann');
  const { data: link } = await admin.generateLink({ type: 'recovery', email: 'managed@example.com' });
  assert.match(link.properties.action_link, /type=recovery/);
  const { data: invited } = await admin.inviteUserByEmail('invitee@example.com', { data: { role: 'company' } });
  assert.equal(invited.user.email, 'invitee@example.com');
  const [invitation] = await stack.mailTo('invitee@example.com');
  const inviteLink = /href="([^"]+)"/.exec(invitation.html)[1].replace(/&amp;/g, '&');
  const accepted = await fetch(inviteLink, { redirect: 'manual' });
  const fragment = new URLSearchParams(new URL(accepted.headers.get('location')).hash.slice(1));
  assert.equal(fragment.get('type'), 'invite');
  const invitedClient = stack.client();
  await invitedClient.auth.setSession({ access_token: fragment.get('access_token'), refresh_token: fragment.get('refresh_token') });
  assert.equal((await invitedClient.auth.updateUser({ password: 'Chosen123' })).error, null);
  assert.equal((await stack.client().auth.signInWithPassword({ email: 'invitee@example.com', password: 'Chosen123' })).error, null);
  assert.equal((await admin.deleteUser(created.user.id)).error, null);
  assert.equal((await admin.getUserById(created.user.id)).error.status, 404);

  const anonAdmin = stack.client().auth.admin;
  const denied = await anonAdmin.listUsers();
  assert.equal(denied.error.status, 403);
});

test('the API echoes the version header and exposes settings and health', async () => {
  const res = await fetch(`${stack.apiUrl}/auth/v1/settings`, { headers: { apikey: stack.anonKey, 'x-supabase-api-version': '2024-01-01' } });
  assert.equal(res.headers.get('x-supabase-api-version'), '2024-01-01');
  const settings = await res.json();
  assert.equal(settings.mailer_autoconfirm, false);
  assert.equal(settings.external.email, true);
  const health = await fetch(`${stack.apiUrl}/health`);
  assert.equal(health.status, 200);
});

test('rejects expired, tampered and alg=none tokens on the REST API', async () => {
  const now = Math.floor(Date.now() / 1000);
  // PostgREST allows 30 s of clock skew
  const expired = signJwt({ role: 'authenticated', sub: crypto.randomUUID(), exp: now - 60 }, stack.jwtSecret);
  const wrongKey = signJwt({ role: 'service_role', exp: now + 100 }, 'another-secret-that-is-long-enough-for-hs256');
  const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify({ role: 'service_role' })).toString('base64url')}.`;
  for (const [token, message] of [
    [expired, /JWT expired/],
    [wrongKey, null],
    [none, null],
    ['garbage', null],
  ]) {
    const res = await fetch(`${stack.apiUrl}/rest/v1/companies`, { headers: { apikey: stack.anonKey, authorization: `Bearer ${token}` } });
    assert.equal(res.status, 401);
    const body = await res.json();
    assert.match(body.code, /^PGRST30[13]$/);
    if (message) assert.match(body.message, message);
  }
});

test('sign-in attempts are rate limited', async () => {
  const statuses = [];
  for (let i = 0; i < 7; i += 1) {
    const { error } = await stack.client().auth.signInWithPassword({ email: 'hammer@example.com', password: 'nope' });
    statuses.push(error.status);
  }
  assert.deepEqual(statuses, [400, 400, 400, 400, 400, 429, 429]);
  const other = await stack.client().auth.signInWithPassword({ email: 'someone.else@example.com', password: 'nope' });
  assert.equal(other.error.status, 400);
});
