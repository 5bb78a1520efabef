// Account security: a token whose session ended changes nothing, e-mail changes need both
// addresses, an old session needs proof to change the password, and mail and sign-up limits.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { bootStack, PASSWORD } from './helpers.js';

let env;

before(async () => {
  // The project's own config.toml limits (GoTrue's defaults); refresh reuse is always reuse.
  env = await bootStack({ refreshReuseInterval: 0, rateLimits: {} });
});

after(async () => {
  await env?.stop();
});

// Each test acts from its own loopback address, so per-client limits of one test never touch another.
function call(localAddress, method, pathAndQuery, { token, body } = {}) {
  const url = new URL(pathAndQuery, env.apiUrl);
  const payload = body === undefined ? '' : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: url.port,
        path: url.pathname + url.search,
        method,
        localAddress,
        headers: {
          apikey: env.anonKey,
          authorization: `Bearer ${token ?? env.anonKey}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          'content-length': Buffer.byteLength(payload),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          let json = null;
          try {
            json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {
            // redirects and empty answers
          }
          resolve({ status: res.statusCode, body: json, location: res.headers.location ?? null });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const signIn = (ip, email, password = PASSWORD) =>
  call(ip, 'POST', '/auth/v1/token?grant_type=password', { body: { email, password } });

async function newUser(email, password = PASSWORD) {
  const admin = env.client(env.serviceRoleKey).auth.admin;
  const { data, error } = await admin.createUser({ email, password, email_confirm: true });
  assert.equal(error, null);
  return data.user;
}

async function mailTo(address) {
  const res = await fetch(`${env.mailUrl}/api/messages?to=${encodeURIComponent(address)}`);
  const list = await res.json();
  return Array.isArray(list) ? list : (list.messages ?? []);
}

const linkIn = (message) => /href="([^"]+)"/.exec(message.html)[1].replace(/&amp;/g, '&');

test('a token whose session was signed out everywhere cannot change the e-mail or the password', async () => {
  const ip = '127.0.10.1';
  const email = 'signed.out@example.com';
  await newUser(email);
  const first = await signIn(ip, email);
  assert.equal(first.status, 200);
  const stolen = first.body.access_token;
  assert.equal((await call(ip, 'POST', '/auth/v1/logout?scope=global', { token: stolen })).status, 204);

  const takeover = await call(ip, 'PUT', '/auth/v1/user', {
    token: stolen,
    body: { email: 'attacker@example.com', password: 'Attacker123' },
  });
  assert.equal(takeover.status, 403);
  assert.equal(takeover.body.error_code, 'session_not_found');
  assert.equal((await call(ip, 'GET', '/auth/v1/reauthenticate', { token: stolen })).status, 403);

  assert.equal((await signIn(ip, email)).status, 200, 'the old password still works');
  assert.equal((await signIn(ip, 'attacker@example.com', 'Attacker123')).status, 400);
  assert.equal((await mailTo('attacker@example.com')).length, 0);
});

test('a token whose session was revoked by refresh-token reuse cannot update the user', async () => {
  const ip = '127.0.10.2';
  const email = 'reused.refresh@example.com';
  await newUser(email);
  const { body: session } = await signIn(ip, email);
  const refresh = (token) => call(ip, 'POST', '/auth/v1/token?grant_type=refresh_token', { body: { refresh_token: token } });
  assert.equal((await refresh(session.refresh_token)).status, 200);
  const reuse = await refresh(session.refresh_token);
  assert.equal(reuse.status, 400);
  assert.equal(reuse.body.error_code, 'refresh_token_already_used');

  const update = await call(ip, 'PUT', '/auth/v1/user', { token: session.access_token, body: { password: 'Changed123' } });
  assert.equal(update.status, 403);
  assert.equal(update.body.error_code, 'session_not_found');
  assert.equal((await signIn(ip, email)).status, 200);
});

test('an e-mail change takes effect only once both the current and the new address confirm it', async () => {
  const ip = '127.0.10.3';
  const oldEmail = 'moving.user@example.com';
  const newEmail = 'moved.user@example.com';
  await newUser(oldEmail);
  const client = env.client();
  assert.equal((await client.auth.signInWithPassword({ email: oldEmail, password: PASSWORD })).error, null);

  const { data, error } = await client.auth.updateUser({ email: newEmail });
  assert.equal(error, null);
  assert.equal(data.user.email, oldEmail, 'the address has not changed yet');
  assert.equal(data.user.new_email, newEmail);

  const [toOld] = await mailTo(oldEmail);
  const [toNew] = await mailTo(newEmail);
  assert.equal(toOld.subject, 'Confirm Email Change');
  assert.equal(toNew.subject, 'Confirm Email Change');
  assert.notEqual(linkIn(toOld), linkIn(toNew));

  assert.equal((await signIn(ip, newEmail)).status, 400, 'sign-in still uses the old address');
  assert.equal((await signIn(ip, oldEmail)).status, 200);

  const firstConfirm = await call(ip, 'GET', linkIn(toNew));
  assert.equal(firstConfirm.status, 303);
  assert.match(decodeURIComponent(firstConfirm.location.replace(/\+/g, ' ')), /Please proceed to confirm link sent to the other email/);
  assert.equal((await signIn(ip, newEmail)).status, 400, 'one confirmation is not enough');

  const secondConfirm = await call(ip, 'GET', linkIn(toOld));
  assert.equal(secondConfirm.status, 303);
  assert.match(secondConfirm.location, /access_token=/);
  assert.equal((await signIn(ip, newEmail)).status, 200);
  assert.equal((await signIn(ip, oldEmail)).status, 400);

  const notices = (await mailTo(oldEmail)).filter((m) => m.subject === 'Your email address has been changed');
  assert.equal(notices.length, 1, 'the old address is told about the change');
  // A used link does nothing twice.
  const again = await call(ip, 'GET', linkIn(toOld));
  assert.match(again.location, /error_code=otp_expired/);
});

test('an old session needs the current password or a mailed nonce to set a new password; other sessions end', async () => {
  const ip = '127.0.10.4';
  const email = 'old.session@example.com';
  const user = await newUser(email);
  const { body: laptop } = await signIn(ip, email);
  const { body: phone } = await signIn(ip, email);
  // Both sessions were opened ten minutes ago.
  await env.db.query(`update auth.sessions set created_at = now() - interval '10 minutes' where user_id = $1`, [user.id]);

  const bare = await call(ip, 'PUT', '/auth/v1/user', { token: laptop.access_token, body: { password: 'Changed123' } });
  assert.equal(bare.status, 400);
  assert.equal(bare.body.error_code, 'reauthentication_needed');
  const wrong = await call(ip, 'PUT', '/auth/v1/user', {
    token: laptop.access_token,
    body: { password: 'Changed123', current_password: 'not-it-123' },
  });
  assert.equal(wrong.status, 400);
  const badNonce = await call(ip, 'PUT', '/auth/v1/user', { token: laptop.access_token, body: { password: 'Changed123', nonce: '000000' } });
  assert.equal(badNonce.status, 403);
  assert.equal(badNonce.body.error_code, 'reauthentication_not_valid');
  assert.equal((await signIn(ip, email)).status, 200, 'nothing changed');

  assert.equal((await call(ip, 'GET', '/auth/v1/reauthenticate', { token: laptop.access_token })).status, 200);
  const [mail] = (await mailTo(email)).filter((m) => m.subject === 'Confirm reauthentication');
  const nonce = /(\d{6})/.exec(mail.text)[1];
  const changed = await call(ip, 'PUT', '/auth/v1/user', { token: laptop.access_token, body: { password: 'Changed123', nonce } });
  assert.equal(changed.status, 200);

  assert.equal((await call(ip, 'GET', '/auth/v1/user', { token: laptop.access_token })).status, 200, 'this session goes on');
  const other = await call(ip, 'GET', '/auth/v1/user', { token: phone.access_token });
  assert.equal(other.status, 403, 'every other session ended');
  assert.equal((await signIn(ip, email, 'Changed123')).status, 200);

  // The current password is the other proof.
  const { body: later } = await signIn(ip, email, 'Changed123');
  await env.db.query(`update auth.sessions set created_at = now() - interval '10 minutes' where id = $1`, [
    JSON.parse(Buffer.from(later.access_token.split('.')[1], 'base64url')).session_id,
  ]);
  const withCurrent = await call(ip, 'PUT', '/auth/v1/user', {
    token: later.access_token,
    body: { password: 'Changed456', current_password: 'Changed123' },
  });
  assert.equal(withCurrent.status, 200);
});

test('one recovery mail per address per 60 seconds, and the answer says how long to wait', async () => {
  const email = 'forgetful@example.com';
  await newUser(email);
  const first = await call('127.0.10.5', 'POST', '/auth/v1/recover', { body: { email } });
  assert.equal(first.status, 200);
  for (const ip of ['127.0.10.5', '127.0.10.6']) {
    const again = await call(ip, 'POST', '/auth/v1/recover', { body: { email } });
    assert.equal(again.status, 429);
    assert.equal(again.body.error_code, 'over_email_send_rate_limit');
    assert.match(again.body.msg, /^For security purposes, you can only request this after \d+ seconds\.$/);
  }
  assert.equal((await mailTo(email)).length, 1);
});

test('sign-ups and password sign-ins share a limit of 30 per client IP per 5 minutes', async () => {
  const statuses = [];
  for (let i = 0; i < 31; i += 1) {
    const res = await call('127.0.10.7', 'POST', '/auth/v1/signup', { body: { email: `burst-${i}@example.com`, password: PASSWORD } });
    statuses.push(res.status);
  }
  assert.deepEqual(statuses.slice(0, 30), Array(30).fill(200));
  assert.equal(statuses[30], 429);
  const signInAfter = await signIn('127.0.10.7', 'candidate@example.com');
  assert.equal(signInAfter.status, 429, 'sign-ins from that client are refused too');
  const elsewhere = await signIn('127.0.10.8', 'candidate@example.com');
  assert.equal(elsewhere.status, 200, JSON.stringify(elsewhere.body));
});

test('a new candidate reads no company tax, contact or address data; the company admin does', async () => {
  const email = 'curious.candidate@example.com';
  await newUser(email);
  const { client } = await env.signIn(email);
  const leak = await client.from('companies').select('name, tax_id, primary_contact_email, primary_contact_phone, reg_street');
  assert.equal(leak.data, null);
  assert.equal(leak.error.code, '42501');
  const names = await client.from('companies').select('id, name');
  assert.equal(names.error, null);
  const details = await client.rpc('get_company_private_details', { p_company_id: names.data[0].id });
  assert.equal(details.error, null);
  assert.equal(details.data, null, 'the private details are not the candidate\'s to read');

  const { client: owner } = await env.signIn('owner@example.com');
  const acme = await owner.rpc('get_company_private_details', { p_company_id: 'c0000000-0000-4000-8000-000000000001' });
  assert.equal(acme.error, null);
  assert.ok(acme.data.tax_id, 'the company admin reads the tax id');
  const vendorBank = await owner.from('vendors').select('vendor_name, bank_name, account_number');
  assert.equal(vendorBank.error.code, '42501', 'the partner company reads no vendor bank details');
});
