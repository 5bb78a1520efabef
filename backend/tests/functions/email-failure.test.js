// When the SMTP server is unreachable, invitations must still be created and usable, and the
// response must say the e-mail failed. The functions run in Deno against the throwaway stack
// exactly as the gateway runs them, except that SMTP points at a closed port.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { denoBinary } from '../../local/src/functions/index.js';
import { REPO_ROOT } from '../../local/src/stack.js';
import { bootStack } from './helpers.js';
import { APPLICATION, COMPANY, USER, VENDOR } from './ids.js';

const FUNCTIONS_DIR = path.join(REPO_ROOT, 'backend/supabase/functions');
const WORKER = fileURLToPath(new URL('../../local/src/functions/worker.ts', import.meta.url));

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

let env;
let closedSmtpPort;
const workers = [];

async function startFunction(name) {
  const port = await freePort();
  const dir = path.join(FUNCTIONS_DIR, name);
  const child = spawn(
    denoBinary(),
    ['run', '--allow-all', '--no-lock', '--quiet', '--config', path.join(dir, 'deno.json'), WORKER],
    {
      cwd: dir,
      env: {
        ...process.env,
        DENO_DIR: process.env.DENO_DIR || path.join(REPO_ROOT, '.data/deno'),
        DENO_NO_UPDATE_CHECK: '1',
        SUPABASE_URL: env.apiUrl,
        SUPABASE_ANON_KEY: env.anonKey,
        SUPABASE_SERVICE_ROLE_KEY: env.serviceRoleKey,
        SITE_URL: 'http://localhost:3000',
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(closedSmtpPort),
        SMTP_FROM: 'Recruitment Portal <no-reply@localhost>',
        LOCAL_WORKER_PORT: String(port),
        LOCAL_WORKER_ENTRY: pathToFileURL(path.join(dir, 'index.ts')).href,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  workers.push(child);
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start`)), 120_000);
    child.stdout.on('data', (d) => {
      if (d.toString().includes('LOCAL_WORKER_READY')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr.resume();
    child.once('exit', (code) => reject(new Error(`${name} exited with ${code}`)));
  });
  return async (who, body) => {
    const { client } = await env.as(who);
    const { data } = await client.auth.getSession();
    const res = await fetch(`http://127.0.0.1:${port}/${name}`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${data.session.access_token}`,
        apikey: env.anonKey,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  };
}

before(async () => {
  env = await bootStack();
  closedSmtpPort = await freePort();
});
after(async () => {
  for (const child of workers) child.kill('SIGTERM');
  await env?.stop();
});

async function assertUsable(invitationUrl, page, type) {
  const token = new RegExp(`^http://localhost:3000/${page}/([A-Za-z0-9_-]{16,})$`).exec(
    invitationUrl,
  )?.[1];
  assert.ok(token, invitationUrl);
  const { data } = await env
    .client()
    .rpc('get_invitation_by_token', { p_token: token, p_type: type });
  assert.equal(data.length, 1);
  assert.equal(data[0].status, 'pending');
  assert.ok(Date.parse(data[0].expires_at) > Date.now() + 6 * 86_400_000);
}

describe('invitations when e-mail cannot be sent', () => {
  test('admin invitation is created and its link returned for manual sharing', async () => {
    const invite = await startFunction('send-admin-invitation');
    const res = await invite('admin', {
      email: 'offline.admin@example.org',
      firstName: 'Olive',
      lastName: 'Offline',
    });
    assert.equal(res.status, 200);
    assert.equal(res.body.success, true);
    assert.equal(res.body.emailSent, false);
    assert.match(res.body.emailError, /ECONNREFUSED/);
    assert.equal(
      res.body.message,
      'Admin invitation created but email could not be sent. Please share the link manually.',
    );
    await assertUsable(res.body.invitationUrl, 'admin-invitation', 'admin_invitation');
    assert.equal((await env.mailTo('offline.admin@example.org')).length, 0);
  });

  test('company and employee invitations are created as well', async () => {
    const invite = await startFunction('send-company-invitation');
    const company = await invite('admin', {
      email: 'offline.co@example.org',
      companyName: 'Offline Co',
    });
    assert.equal(company.status, 200);
    assert.equal(
      company.body.message,
      'Company invitation created but email could not be sent. Please share the link manually.',
    );
    await assertUsable(company.body.invitationUrl, 'company-invitation', 'company_invitation');

    const employee = await invite('owner', {
      email: 'offline.hire@example.org',
      role: 'manager',
      firstName: 'Otto',
      lastName: 'Hire',
      companyId: COMPANY.acme,
    });
    assert.equal(employee.status, 200);
    assert.equal(employee.body.success, true);
    assert.match(employee.body.emailError, /ECONNREFUSED/);
    await assertUsable(employee.body.invitationUrl, 'employee-invitation', 'company_invitation');
  });

  test('candidate invitation reports the failure with the link', async () => {
    const invite = await startFunction('send-candidate-invitation');
    const res = await invite('recruiter', {
      email: 'offline.candidate@example.org',
      candidateData: { firstName: 'Ola', lastName: 'Offline' },
      companyName: 'Acme Corp',
      invitationType: 'candidate',
      managementTerms: 'Standard terms',
    });
    assert.equal(res.status, 200);
    assert.equal(res.body.success, true);
    assert.equal(typeof res.body.message, 'string');
    assert.match(res.body.emailError, /ECONNREFUSED/);
    await assertUsable(res.body.invitationUrl, 'invitation', 'candidate');
  });

  test('vendor recruiter is still added and told to use Forgot Password', async () => {
    const invite = await startFunction('send-vendor-recruiter-invitation');
    const res = await invite('vendor', {
      vendor_id: VENDOR.staffing,
      email: 'offline.vr@example.org',
      first_name: 'Vic',
      last_name: 'Offline',
    });
    assert.equal(res.status, 200);
    assert.match(res.body.emailError, /ECONNREFUSED/);
    assert.match(res.body.message, /Forgot Password/);
    const data = await env.row('talent_vendor_users', 'role', 'email', 'offline.vr@example.org');
    assert.equal(data.role, 'recruiter');
  });

  test('an interview is still scheduled and names everyone its messages missed', async () => {
    const manage = await startFunction('manage-interview');
    const res = await manage('recruiter', {
      action: 'schedule',
      applicationId: APPLICATION.candidateFrontend,
      localStart: `${new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10)}T10:00`,
      timeZone: 'Europe/Berlin',
      durationMinutes: 30,
      interviewerIds: [USER.recruiter, USER.manager],
      videoLink: 'https://meet.example.com/offline',
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.emailed, 0);
    assert.deepEqual([...res.body.emailFailedFor].sort(), [
      'candidate@example.com',
      'manager@example.com',
      'recruiter@example.com',
    ]);
    const saved = await env.row('interviews', 'status', 'id', res.body.interview.id);
    assert.equal(saved.status, 'scheduled');
  });
});
