// Abuse limits: sign-in and password-reset throttling, request body size and per-bucket upload rules.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { bootStack } from './helpers.js';

const SIGN_IN_LIMIT = 5;
const EMAIL_LIMIT = 3;

let env;

before(async () => {
  env = await bootStack({
    // No minimum interval between mails here: this suite counts the hourly limit.
    rateLimits: { signInPer5Min: SIGN_IN_LIMIT, emailPerHour: EMAIL_LIMIT, emailFrequencySeconds: 0 },
  });
});

after(async () => {
  await env?.stop();
});

/** POSTs JSON from a chosen loopback source address, so one machine can act as several clients. */
function postFrom(localAddress, pathAndQuery, body, headers = {}) {
  const url = new URL(`${env.apiUrl}${pathAndQuery}`);
  const payload = typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: url.port,
        path: url.pathname + url.search,
        method: 'POST',
        localAddress,
        headers: {
          apikey: env.anonKey,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          ...headers,
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json = null;
          try {
            json = JSON.parse(text);
          } catch {
            // left null
          }
          resolve({ status: res.statusCode, body: json });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const signIn = (ip, email, password) =>
  postFrom(ip, '/auth/v1/token?grant_type=password', { email, password });
const recover = (ip, email) => postFrom(ip, '/auth/v1/recover', { email });

test('repeated failed sign-ins for one address from one client are throttled with 429', async () => {
  const email = 'partner.recruiter@example.com';
  for (let i = 0; i < SIGN_IN_LIMIT; i += 1) {
    const res = await signIn('127.0.0.1', email, `wrong-${i}`);
    assert.equal(res.status, 400);
    assert.equal(res.body.error_code, 'invalid_credentials');
  }
  const blocked = await signIn('127.0.0.1', email, 'DemoPass123');
  assert.equal(blocked.status, 429, 'even the right password is refused once the limit is reached');
  assert.equal(blocked.body.error_code, 'over_request_rate_limit');
  assert.ok(blocked.body.msg);
  // Other people signing in from elsewhere are not affected.
  const other = await signIn('127.0.0.3', 'candidate@example.com', 'DemoPass123');
  assert.equal(other.status, 200);
});

test('password-reset e-mails are limited per address', async () => {
  const email = 'recruiter@example.com';
  for (let i = 0; i < EMAIL_LIMIT; i += 1) {
    assert.equal((await recover(`127.0.3.${i + 1}`, email)).status, 200);
  }
  const res = await recover('127.0.3.99', email);
  assert.equal(res.status, 429);
  assert.equal(res.body.error_code, 'over_email_send_rate_limit');
  const mail = await (
    await fetch(`${env.mailUrl}/api/messages?to=${encodeURIComponent(email)}`)
  ).json();
  const list = Array.isArray(mail) ? mail : (mail.messages ?? []);
  assert.equal(list.length, EMAIL_LIMIT, 'no e-mail beyond the limit was sent');
});

test('request bodies over the gateway limit are refused with 413 and a message', async () => {
  const big = Buffer.alloc(21 * 1024 * 1024, 'a');
  const targets = [
    ['/rest/v1/notifications', env.serviceRoleKey],
    ['/rest/v1/rpc/admin_dashboard_stats', env.anonKey],
    ['/functions/v1/get-pending-companies-direct', env.anonKey],
    ['/auth/v1/signup', env.anonKey],
    ['/auth/v1/token?grant_type=password', env.anonKey],
    ['/storage/v1/object/list/company-logos', env.anonKey],
  ];
  for (const [target, key] of targets) {
    const res = await postFrom('127.0.5.1', target, big, { authorization: `Bearer ${key}` });
    assert.equal(res.status, 413, `${target} answered ${res.status}`);
    assert.ok(res.body?.message || res.body?.msg, `${target} explains the refusal`);
  }
  // The gateway is still fine afterwards.
  assert.equal((await fetch(`${env.apiUrl}/health`)).status, 200);
});

test('uploads over a bucket size limit or of a type the bucket does not accept are refused', async () => {
  const { client, user } = await env.signIn('candidate@example.com');
  const resumes = client.storage.from('candidate_resumes');

  const pdf = new Blob([Buffer.from('%PDF-1.4\n% ok\n')], { type: 'application/pdf' });
  const ok = await resumes.upload(`${user.id}/resume.pdf`, pdf);
  assert.equal(ok.error, null);

  const tooBig = new Blob([Buffer.alloc(10 * 1024 * 1024 + 1, 1)], { type: 'application/pdf' });
  const big = await resumes.upload(`${user.id}/huge.pdf`, tooBig);
  assert.ok(big.error);
  assert.equal(big.error.status ?? big.error.statusCode, 413);
  assert.match(big.error.message, /maximum allowed size/);

  for (const [name, type] of [
    ['page.html', 'text/html'],
    ['image.svg', 'image/svg+xml'],
    ['run.js', 'application/javascript'],
  ]) {
    const res = await resumes.upload(
      `${user.id}/${name}`,
      new Blob(['<script>alert(1)</script>'], { type }),
    );
    assert.ok(res.error, `${type} is refused`);
    assert.match(
      res.error.message,
      new RegExp(`mime type ${type.replace('+', '\\+')} is not supported`),
    );
  }

  // The bytes must be what the declared type says: HTML declared as a PDF is refused.
  const disguised = await resumes.upload(
    `${user.id}/disguised.pdf`,
    new Blob(['<html><script>alert(1)</script></html>'], { type: 'application/pdf' }),
  );
  assert.ok(disguised.error, 'HTML declared as application/pdf is refused');
  assert.equal(disguised.error.message, 'The file content does not match its type application/pdf');
  const fakeWord = await resumes.upload(
    `${user.id}/letter.docx`,
    new Blob(['plain text'], { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }),
  );
  assert.ok(fakeWord.error, 'a .docx that is not a zip package is refused');

  // A logo may be an image but not a document, and at most 2 MB.
  const { client: owner } = await env.signIn('owner@example.com');
  const logos = owner.storage.from('company-logos');
  const pdfLogo = await logos.upload('c0000000-0000-4000-8000-000000000001/logo.pdf', pdf);
  assert.ok(pdfLogo.error);
  const bigLogo = await logos.upload(
    'c0000000-0000-4000-8000-000000000001/logo.png',
    new Blob([Buffer.alloc(2 * 1024 * 1024 + 1, 1)], { type: 'image/png' }),
  );
  assert.ok(bigLogo.error);
  assert.match(bigLogo.error.message, /maximum allowed size/);

  const { data: files } = await resumes.list(user.id);
  const names = files.map((f) => f.name);
  assert.ok(names.includes('resume.pdf'));
  for (const refused of ['huge.pdf', 'page.html', 'image.svg', 'run.js', 'disguised.pdf', 'letter.docx'])
    assert.ok(!names.includes(refused), `${refused} was not stored`);
});

test('sign-in attempts for one address are limited across client addresses', async () => {
  const email = 'manager@example.com';
  for (let i = 0; i < SIGN_IN_LIMIT; i += 1) {
    await signIn(`127.0.1.${i + 1}`, email, `wrong-${i}`);
  }
  const res = await signIn('127.0.1.200', email, 'wrong-again');
  assert.equal(res.status, 429);
});

test('sign-in attempts from one client address are limited across e-mail addresses', async () => {
  const statuses = [];
  for (let i = 0; i < SIGN_IN_LIMIT * 20; i += 1) {
    statuses.push((await signIn('127.0.2.1', `nobody-${i}@example.com`, 'wrong')).status);
  }
  assert.ok(statuses.includes(429), 'a client cycling through addresses is throttled');
  assert.ok(!statuses.slice(0, SIGN_IN_LIMIT).includes(429), 'ordinary use is not');
});

test('password-reset requests from one client address are limited across e-mail addresses', async () => {
  const statuses = [];
  for (let i = 0; i < EMAIL_LIMIT * 40; i += 1) {
    statuses.push((await recover('127.0.4.1', `someone-${i}@example.com`)).status);
  }
  assert.ok(statuses.includes(429), 'a client cycling through addresses is throttled');
});
