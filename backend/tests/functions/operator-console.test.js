// The operator console's functions: deactivating and reactivating accounts, resending invitations,
// and the e-mail an approval decision sends, against a throwaway stack with the real migrations.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { bootStack, call, PASSWORD } from './helpers.js';
import { COMPANY, MISSING, USER } from './ids.js';

let env;
before(async () => {
  env = await bootStack();
});
after(async () => {
  await env?.stop();
});

async function signIn(email) {
  const client = env.client();
  const { data, error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  return { client, session: data.session, error };
}

describe('manage-user-access', () => {
  test('a deactivated user cannot sign in, every session ends at once, and reactivation restores access', async () => {
    const email = 'deactivate.me@example.org';
    const user = await env.register(email, { role: 'candidate' });
    const first = await signIn(email);
    const second = await signIn(email);
    assert.equal(first.error, null);

    const { client: admin } = await env.as('admin');
    const res = await call(admin, 'manage-user-access', { userId: user.id, action: 'deactivate' });
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { success: true, deactivated: true });

    const refused = await signIn(email);
    assert.equal(refused.error?.code, 'user_banned');
    assert.equal(refused.error?.message, 'User is banned');
    for (const open of [first, second]) {
      const read = await open.client.from('profiles').select('id').eq('id', user.id);
      assert.equal(read.error?.code, 'PGRST301', 'an open session is refused by the API');
      const refreshed = await open.client.auth.refreshSession({
        refresh_token: open.session.refresh_token,
      });
      assert.ok(refreshed.error, 'the refresh token is dead too');
    }

    const back = await call(admin, 'manage-user-access', { userId: user.id, action: 'reactivate' });
    assert.deepEqual(back.body, { success: true, deactivated: false });
    assert.equal((await signIn(email)).error, null);

    // The trail holds both changes, the administrator who asked and the ban itself.
    const { data: trail, error } = await admin.rpc('list_audit_entries', { p_limit: 50 });
    assert.equal(error, null);
    const about = trail.filter((e) => e.target_id === user.id).map((e) => [e.action, e.actor_id]);
    for (const expected of [
      ['admin.deactivated_user', USER.admin],
      ['user.deactivated', null],
      ['admin.reactivated_user', USER.admin],
      ['user.reactivated', null],
    ]) {
      assert.ok(about.some(([a, b]) => a === expected[0] && b === expected[1]), `${expected[0]} is recorded`);
    }
  });

  test('only platform admins deactivate, never themselves; bad bodies are 400 and unknown users 404', async () => {
    const { client: owner } = await env.as('owner');
    const denied = await call(owner, 'manage-user-access', {
      userId: USER.candidate,
      action: 'deactivate',
    });
    assert.equal(denied.status, 403);
    assert.equal(denied.body.error, 'Only platform administrators can deactivate users');
    assert.equal((await signIn('candidate@example.com')).error, null, 'nothing changed');

    const { client: admin } = await env.as('admin');
    const self = await call(admin, 'manage-user-access', {
      userId: USER.admin,
      action: 'deactivate',
    });
    assert.equal(self.status, 400);
    assert.equal(self.body.error, 'You cannot deactivate your own account');

    const bad = await call(admin, 'manage-user-access', {
      userId: USER.candidate,
      action: 'delete',
    });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.error, 'action must be one of: deactivate, reactivate');
    const missing = await call(admin, 'manage-user-access', {
      userId: MISSING,
      action: 'deactivate',
    });
    assert.equal(missing.status, 404);
  });
});

describe('resend-invitation', () => {
  async function invitationId(token) {
    const data = await env.row('invitations', 'id', 'token', token);
    return data.id;
  }

  test('an admin resends an admin invitation: a new link is mailed and the old one is refused', async () => {
    const { client: admin } = await env.as('admin');
    const email = 'resend.admin@example.org';
    const sent = await call(admin, 'send-admin-invitation', {
      email,
      firstName: 'Rhea',
      lastName: 'Resend',
    });
    const oldToken = sent.body.invitationUrl.split('/').pop();

    const res = await call(admin, 'resend-invitation', {
      invitationId: await invitationId(oldToken),
    });
    assert.equal(res.status, 200);
    assert.equal(res.body.message, 'Admin invitation sent successfully!');
    const newToken = res.body.invitationUrl.split('/').pop();
    assert.notEqual(newToken, oldToken);

    const anon = env.client();
    const old = await anon.rpc('get_invitation_by_token', {
      p_token: oldToken,
      p_type: 'admin_invitation',
    });
    assert.deepEqual(old.data, [], 'the old link is refused');
    const fresh = await anon.rpc('get_invitation_by_token', {
      p_token: newToken,
      p_type: 'admin_invitation',
    });
    assert.equal(fresh.data?.[0]?.email, email);
    const mails = await env.mailTo(email);
    assert.ok(
      mails.some(
        (m) =>
          m.subject === 'Your invitation has been sent again' &&
          m.text.includes(res.body.invitationUrl),
      ),
    );

    const again = await call(admin, 'resend-invitation', {
      invitationId: await invitationId(oldToken),
    });
    assert.equal(again.status, 409, 'a link that was replaced cannot be resent');
  });

  test('company admins resend their company invitations; recruiters, other companies and candidates cannot', async () => {
    const { client: owner } = await env.as('owner');
    const sent = await call(owner, 'send-company-invitation', {
      email: 'resend.recruiter@example.org',
      role: 'recruiter',
      firstName: 'Remy',
      lastName: 'Resent',
      companyId: COMPANY.acme,
    });
    const id = await invitationId(sent.body.invitationUrl.split('/').pop());

    const { client: recruiter } = await env.as('recruiter');
    assert.equal((await call(recruiter, 'resend-invitation', { invitationId: id })).status, 404);
    const { client: candidate } = await env.as('candidate');
    assert.equal((await call(candidate, 'resend-invitation', { invitationId: id })).status, 404);
    const { client: vendor } = await env.as('vendor');
    assert.equal((await call(vendor, 'resend-invitation', { invitationId: id })).status, 404);
    const ownCandidateInvitation = await invitationId('seed-pending-candidate-invitation');
    const own = await call(recruiter, 'resend-invitation', {
      invitationId: ownCandidateInvitation,
    });
    assert.equal(
      own.status,
      403,
      'a recruiter sees the candidate invitation they sent but cannot resend it',
    );
    const adminInvitation = await invitationId('seed-pending-company-invitation');
    assert.equal(
      (await call(owner, 'resend-invitation', { invitationId: adminInvitation })).status,
      404,
      'company staff cannot resend a platform invitation',
    );
    const stillPending = await env
      .service()
      .from('invitations')
      .select('status')
      .eq('id', id)
      .single();
    assert.equal(stillPending.data.status, 'pending', 'refused calls change nothing');

    const res = await call(owner, 'resend-invitation', { invitationId: id });
    assert.equal(res.status, 200);
    assert.match(res.body.invitationUrl, /\/employee-invitation\//);
  });
});

describe('update-company-approval-direct', () => {
  test('approving with a reason e-mails the company owner; rejecting says so too', async () => {
    const { client: admin } = await env.as('admin');
    const approved = await call(admin, 'update-company-approval-direct', {
      companyId: COMPANY.pending,
      isApproved: true,
      reason: 'Documents verified',
    });
    assert.equal(approved.status, 200);
    assert.equal(approved.body.emailSent, true);
    let mails = await env.mailTo('pending.owner@example.com');
    const approvalMail = mails.find((m) => m.subject === 'Pending Co has been approved');
    assert.ok(approvalMail, 'the approval e-mail reached the catcher');
    assert.ok(approvalMail.text.includes('Reason: Documents verified'));

    const rejected = await call(admin, 'update-company-approval-direct', {
      companyId: COMPANY.pending,
      isApproved: false,
    });
    assert.equal(rejected.status, 200);
    mails = await env.mailTo('pending.owner@example.com');
    const rejection = mails.find((m) => m.subject === 'Pending Co was not approved');
    assert.ok(rejection);
    assert.ok(!rejection.text.includes('Reason:'));
  });

  test('a reason longer than 2000 characters is refused and changes nothing', async () => {
    const { client: admin } = await env.as('admin');
    const res = await call(admin, 'update-company-approval-direct', {
      companyId: COMPANY.pending,
      isApproved: true,
      reason: 'x'.repeat(2001),
    });
    assert.equal(res.status, 400);
    assert.equal(res.body.error, 'Reason must be at most 2000 characters');
    const data = await env.row('companies', 'is_approved', 'id', COMPANY.pending);
    assert.equal(data.is_approved, false);
  });
});
