// Platform administration functions: subscriptions, approvals, company lookups and invitations,
// run against a throwaway stack with the real migrations and seed.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { bootStack, call, rawCall } from './helpers.js';
import { COMPANY, FUNCTIONS, MISSING, USER } from './ids.js';

let env;
before(async () => {
  env = await bootStack();
});
after(async () => {
  await env?.stop();
});

describe('every function', () => {
  test('answers the CORS preflight', async () => {
    for (const name of FUNCTIONS) {
      const res = await fetch(`${env.apiUrl}/functions/v1/${name}`, {
        method: 'OPTIONS',
        headers: {
          Origin: 'http://localhost:3000',
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'authorization, apikey, content-type, x-client-info',
        },
      });
      assert.equal(res.status, 200, name);
      assert.ok(res.headers.get('access-control-allow-origin'), name);
      assert.match(res.headers.get('access-control-allow-headers') ?? '', /authorization/i, name);
    }
  });

  test('rejects the anon key alone with 401', async () => {
    const anon = env.client();
    for (const name of FUNCTIONS) {
      const res = await call(anon, name, { userId: USER.owner, companyId: COMPANY.acme });
      assert.equal(res.status, 401, name);
      assert.equal(typeof res.body.error, 'string', name);
    }
  });

  test('rejects a forged token with 401', async () => {
    const res = await rawCall(env, 'get-pending-companies-direct', '{}', 'not-a-jwt');
    assert.equal(res.status, 401);
  });

  test('answers malformed JSON with 400 and its own CORS headers', async () => {
    const { client } = await env.as('admin');
    const { data } = await client.auth.getSession();
    for (const name of FUNCTIONS) {
      const res = await rawCall(env, name, '{"companyId": ', data.session.access_token);
      assert.equal(res.status, 400, name);
      assert.equal(res.body.error, 'Request body must be valid JSON', name);
      assert.equal(res.headers.get('access-control-allow-origin'), '*', name);
    }
  });
});

describe('manage-company-subscription', () => {
  test('admin reads a subscription', async () => {
    const { client } = await env.as('admin');
    const res = await call(client, 'manage-company-subscription', {
      method: 'get',
      companyId: COMPANY.acme,
    });
    assert.equal(res.status, 200);
    assert.equal(res.body.subscription.tier, 'pro');
    assert.equal(res.body.subscription.status, 'active');
    assert.ok(res.body.subscription.expires_at);
  });

  test('admin updates a tier and the change is read back', async () => {
    const { client } = await env.as('admin');
    const expiresAt = '2027-03-01T00:00:00.000Z';
    const res = await call(client, 'manage-company-subscription', {
      method: 'update',
      companyId: COMPANY.pending,
      tier: 'basic',
      expiresAt,
    });
    assert.deepEqual(res, { status: 200, body: { success: true } });
    const read = await call(client, 'manage-company-subscription', {
      method: 'get',
      companyId: COMPANY.pending,
    });
    assert.equal(read.body.subscription.tier, 'basic');
    assert.equal(read.body.subscription.status, 'active');
    assert.equal(new Date(read.body.subscription.expires_at).toISOString(), expiresAt);
  });

  test('company staff cannot read or change subscriptions', async () => {
    for (const who of ['owner', 'manager', 'candidate', 'vendor']) {
      const { client } = await env.as(who);
      const get = await call(client, 'manage-company-subscription', {
        method: 'get',
        companyId: COMPANY.acme,
      });
      assert.equal(get.status, 403, who);
      const update = await call(client, 'manage-company-subscription', {
        method: 'update',
        companyId: COMPANY.acme,
        tier: 'none',
      });
      assert.equal(update.status, 403, who);
    }
    const { client } = await env.as('admin');
    const read = await call(client, 'manage-company-subscription', {
      method: 'get',
      companyId: COMPANY.acme,
    });
    assert.equal(read.body.subscription.tier, 'pro');
  });

  test('bad methods, tiers and ids are 400; unknown companies 404', async () => {
    const { client } = await env.as('admin');
    const unknownMethod = await call(client, 'manage-company-subscription', {
      method: 'cancel',
      companyId: COMPANY.acme,
    });
    assert.equal(unknownMethod.status, 400);
    assert.match(unknownMethod.body.error, /method/);
    const badTier = await call(client, 'manage-company-subscription', {
      method: 'update',
      companyId: COMPANY.acme,
      tier: 'gold',
    });
    assert.equal(badTier.status, 400);
    assert.match(badTier.body.error, /tier must be one of/);
    const badId = await call(client, 'manage-company-subscription', {
      method: 'get',
      companyId: 42,
    });
    assert.equal(badId.status, 400);
    const missing = await call(client, 'manage-company-subscription', {
      method: 'get',
      companyId: MISSING,
    });
    assert.equal(missing.status, 404);
  });
});

describe('get-pending-companies-direct', () => {
  test('admin gets approved and pending companies, newest first', async () => {
    const { client } = await env.as('admin');
    const res = await call(client, 'get-pending-companies-direct');
    assert.equal(res.status, 200);
    const names = res.body.companies.map((c) => c.name);
    assert.ok(
      names.includes('Acme Corp') &&
        names.includes('Pending Co') &&
        names.includes('Globex Industries'),
    );
    assert.ok(res.body.companies.some((c) => c.is_approved === false));
    const dates = res.body.companies.map((c) => Date.parse(c.created_at));
    assert.deepEqual(
      dates,
      [...dates].sort((a, b) => b - a),
    );
  });

  test('a body that is not an object is 400', async () => {
    const { client } = await env.as('admin');
    const res = await call(client, 'get-pending-companies-direct', ['all']);
    assert.equal(res.status, 400);
    assert.equal(res.body.error, 'Request body must be an object');
  });

  test('non-admins are refused', async () => {
    for (const who of ['owner', 'pendingOwner', 'candidate']) {
      const { client } = await env.as(who);
      assert.equal((await call(client, 'get-pending-companies-direct')).status, 403, who);
    }
  });
});

describe('update-company-approval-direct', () => {
  test('admin approves and rejects a company', async () => {
    const { client } = await env.as('admin');
    const approve = await call(client, 'update-company-approval-direct', {
      companyId: COMPANY.pending,
      isApproved: true,
    });
    assert.equal(approve.status, 200);
    assert.equal(approve.body.success, true);
    assert.equal(approve.body.company.is_approved, true);
    assert.ok(approve.body.company.approved_at);
    const reject = await call(client, 'update-company-approval-direct', {
      companyId: COMPANY.pending,
      isApproved: false,
    });
    assert.equal(reject.body.company.is_approved, false);
    const data = await env.row('companies', 'is_approved', 'id', COMPANY.pending);
    assert.equal(data.is_approved, false);
    // The function writes with the service role, yet the trail names the administrator.
    const { data: trail, error } = await client.rpc('list_audit_entries', {
      p_company_id: COMPANY.pending,
      p_limit: 2,
    });
    assert.equal(error, null);
    assert.deepEqual(
      trail.map((e) => [e.action, e.actor_id, e.target_id]),
      [
        ['company.approval_revoked', USER.admin, COMPANY.pending],
        ['company.approved', USER.admin, COMPANY.pending],
      ],
    );
  });

  test('the company itself cannot approve itself', async () => {
    const { client } = await env.as('pendingOwner');
    const res = await call(client, 'update-company-approval-direct', {
      companyId: COMPANY.pending,
      isApproved: true,
    });
    assert.equal(res.status, 403);
    const data = await env.row('companies', 'is_approved', 'id', COMPANY.pending);
    assert.equal(data.is_approved, false);
  });

  test('isApproved must be a boolean; unknown company is 404', async () => {
    const { client } = await env.as('admin');
    const res = await call(client, 'update-company-approval-direct', {
      companyId: COMPANY.pending,
      isApproved: 'yes',
    });
    assert.equal(res.status, 400);
    assert.equal(res.body.error, 'isApproved must be a boolean');
    const missingField = await call(client, 'update-company-approval-direct', {
      companyId: COMPANY.pending,
    });
    assert.equal(missingField.status, 400);
    const missing = await call(client, 'update-company-approval-direct', {
      companyId: MISSING,
      isApproved: true,
    });
    assert.equal(missing.status, 404);
  });
});

describe('get-company-by-id-direct', () => {
  test('admin reads any company', async () => {
    const { client } = await env.as('admin');
    const res = await call(client, 'get-company-by-id-direct', { companyId: COMPANY.pending });
    assert.equal(res.status, 200);
    assert.equal(res.body.company.name, 'Pending Co');
    assert.equal(res.body.company.reg_city, 'Boston');
  });

  test('staff read their own company only', async () => {
    for (const who of ['owner', 'manager', 'recruiter', 'partner']) {
      const { client } = await env.as(who);
      const own = await call(client, 'get-company-by-id-direct', { companyId: COMPANY.acme });
      assert.equal(own.status, 200, who);
      assert.equal(own.body.company.name, 'Acme Corp', who);
      const other = await call(client, 'get-company-by-id-direct', { companyId: COMPANY.pending });
      assert.equal(other.status, 403, who);
      assert.equal(other.body.company, undefined, who);
    }
  });

  test('candidates and vendors cannot read companies; unknown ids are 404 for admins', async () => {
    for (const who of ['candidate', 'vendor']) {
      const { client } = await env.as(who);
      assert.equal(
        (await call(client, 'get-company-by-id-direct', { companyId: COMPANY.acme })).status,
        403,
        who,
      );
    }
    const { client } = await env.as('admin');
    assert.equal(
      (await call(client, 'get-company-by-id-direct', { companyId: MISSING })).status,
      404,
    );
    assert.equal((await call(client, 'get-company-by-id-direct', {})).status, 400);
  });
});

function tokenFrom(url, page) {
  const match = new RegExp(`/${page}/([^/\\s"<]+)`).exec(url);
  assert.ok(match, `no /${page}/ link in ${url}`);
  return decodeURIComponent(match[1]);
}

describe('send-admin-invitation', () => {
  test('creates an admin invitation, e-mails a working link, and signing up with it makes an admin', async () => {
    const { client } = await env.as('admin');
    const email = 'future.admin@example.org';
    const res = await call(client, 'send-admin-invitation', {
      email,
      firstName: 'Fiona',
      lastName: 'Future',
      message: 'Welcome aboard',
      invitationUrl: 'https://evil.example.com/phish',
      adminEmail: 'admin@example.com',
    });
    assert.equal(res.status, 200);
    assert.equal(res.body.success, true);
    assert.equal(res.body.emailError, null);
    assert.equal(res.body.message, 'Admin invitation sent successfully!');
    assert.match(
      res.body.invitationUrl,
      /^http:\/\/localhost:3000\/admin-invitation\/[A-Za-z0-9_-]{16,}$/,
    );
    const token = tokenFrom(res.body.invitationUrl, 'admin-invitation');

    const [mail] = await env.mailTo(email);
    assert.ok(mail, 'the invitation e-mail reached the catcher');
    assert.ok(mail.text.includes(res.body.invitationUrl));
    assert.ok(mail.html.includes(res.body.invitationUrl));
    assert.ok(!mail.text.includes('evil.example.com'));
    assert.ok(mail.text.includes('Welcome aboard'));

    const row = await env.row('invitations', '*', 'token', token);
    assert.equal(row.type, 'admin_invitation');
    assert.equal(row.status, 'pending');
    assert.equal(row.email, email);
    assert.equal(row.invited_by_admin_id, USER.admin);
    assert.deepEqual(row.company_data, {
      firstName: 'Fiona',
      lastName: 'Future',
      message: 'Welcome aboard',
    });
    const days = (Date.parse(row.expires_at) - Date.now()) / 86_400_000;
    assert.ok(days > 6.9 && days <= 7, `expires in ${days} days`);

    const landing = await env
      .client()
      .rpc('get_invitation_by_token', { p_token: token, p_type: 'admin_invitation' });
    assert.equal(landing.data?.[0]?.email, email);

    await env.register(email, { role: 'admin', invitation: token });
    const profile = await env.row('profiles', 'role', 'email', email);
    assert.equal(profile.role, 'admin');
  });

  test('sending again supersedes the earlier link', async () => {
    const { client } = await env.as('admin');
    const body = { email: 'twice@example.org', firstName: 'Tess', lastName: 'Twice' };
    const first = await call(client, 'send-admin-invitation', body);
    const second = await call(client, 'send-admin-invitation', body);
    const tokens = [first, second].map((r) => tokenFrom(r.body.invitationUrl, 'admin-invitation'));
    assert.notEqual(tokens[0], tokens[1]);
    const { data } = await env
      .service()
      .from('invitations')
      .select('token, status')
      .eq('email', 'twice@example.org');
    const status = Object.fromEntries(data.map((r) => [r.token, r.status]));
    assert.deepEqual(status, { [tokens[0]]: 'revoked', [tokens[1]]: 'pending' });
    assert.equal((await env.mailTo('twice@example.org')).length, 2);
  });

  test('only platform admins may send it, with the spec message', async () => {
    for (const who of ['owner', 'manager', 'candidate', 'vendor']) {
      const { client } = await env.as(who);
      const res = await call(client, 'send-admin-invitation', {
        email: 'x@example.org',
        firstName: 'Xa',
        lastName: 'Yb',
      });
      assert.equal(res.status, 403, who);
      assert.equal(res.body.error, 'You must be an admin to send admin invitations');
    }
    assert.equal((await env.mailTo('x@example.org')).length, 0);
  });

  test('validates e-mail and names with the spec messages', async () => {
    const { client } = await env.as('admin');
    const cases = [
      [{ email: 'nope', firstName: 'Ann', lastName: 'Lee' }, 'Please enter a valid email address'],
      [
        { email: 'a@example.org', firstName: 'A', lastName: 'Lee' },
        'First name must be at least 2 characters',
      ],
      [
        { email: 'a@example.org', firstName: 'Ann', lastName: 'L' },
        'Last name must be at least 2 characters',
      ],
      [{ email: 'a@example.org', lastName: 'Lee' }, 'firstName is required'],
    ];
    for (const [body, message] of cases) {
      const res = await call(client, 'send-admin-invitation', body);
      assert.equal(res.status, 400, message);
      assert.equal(res.body.error, message);
    }
  });
});

describe('send-company-invitation from an admin', () => {
  test('creates a company invitation and e-mails its link', async () => {
    const { client } = await env.as('admin');
    const email = 'founder@newco.example.org';
    const res = await call(client, 'send-company-invitation', {
      email,
      companyName: 'NewCo',
      message: 'Join us',
      invitationUrl: 'http://localhost:3000/company-invitation/x',
      adminEmail: 'admin@example.com',
    });
    assert.equal(res.status, 200);
    assert.equal(res.body.message, 'Company invitation sent successfully!');
    const token = tokenFrom(res.body.invitationUrl, 'company-invitation');
    const [mail] = await env.mailTo(email);
    assert.ok(mail.text.includes(res.body.invitationUrl));
    assert.match(mail.subject, /NewCo/);
    const row = await env.row('invitations', '*', 'token', token);
    assert.equal(row.type, 'company_invitation');
    assert.deepEqual(row.company_data, { companyName: 'NewCo', message: 'Join us' });

    await env.register(email, { role: 'company', invitation: token });
    const accepted = await env.row('invitations', 'status', 'token', token);
    assert.equal(accepted.status, 'accepted');
  });

  test('company staff cannot send company invitations', async () => {
    const { client } = await env.as('owner');
    const res = await call(client, 'send-company-invitation', {
      email: 'x@newco.example.org',
      companyName: 'NewCo',
    });
    assert.equal(res.status, 403);
    assert.equal(res.body.error, 'You must be an admin to send company invitations');
  });

  test('company name needs two characters', async () => {
    const { client } = await env.as('admin');
    const res = await call(client, 'send-company-invitation', {
      email: 'x@newco.example.org',
      companyName: 'N',
    });
    assert.equal(res.status, 400);
    assert.equal(res.body.error, 'Company name must be at least 2 characters');
  });
});

describe('send-company-invitation from the employee dialog', () => {
  const invite = (over = {}) => ({
    email: 'new.hire@example.org',
    role: 'recruiter',
    firstName: 'Nia',
    lastName: 'Hire',
    companyId: COMPANY.acme,
    adminEmail: 'owner@example.com',
    ...over,
  });

  test('owner and manager invite employees; the e-mailed link lets them join as that role', async () => {
    const { client } = await env.as('manager');
    const res = await call(client, 'send-company-invitation', invite());
    assert.equal(res.status, 200);
    assert.equal(res.body.message, 'Recruiter invitation sent successfully!');
    const token = tokenFrom(res.body.invitationUrl, 'employee-invitation');
    const [mail] = await env.mailTo('new.hire@example.org');
    assert.ok(mail.text.includes(res.body.invitationUrl));
    assert.match(mail.text, /Acme Corp/);

    const row = await env.row('invitations', '*', 'token', token);
    assert.equal(row.company_id, COMPANY.acme);
    assert.equal(row.role, 'recruiter');
    assert.equal(row.invited_by_user_id, USER.manager);
    assert.equal(row.company_data.isEmployeeInvitation, true);
    assert.equal(row.company_data.companyName, 'Acme Corp');

    await env.register('new.hire@example.org', { role: 'employee', invitation: token });
    const member = await env.row(
      'company_users',
      'company_id, role, first_name',
      'email',
      'new.hire@example.org',
    );
    assert.deepEqual(member, { company_id: COMPANY.acme, role: 'recruiter', first_name: 'Nia' });

    const owner = await env.as('owner');
    const partnerInvite = await call(
      owner.client,
      'send-company-invitation',
      invite({ email: 'external@example.org', role: 'partner_recruiter' }),
    );
    assert.equal(partnerInvite.status, 200);
    assert.equal(partnerInvite.body.message, 'Partner Recruiter invitation sent successfully!');
  });

  test('recruiters, partner recruiters, other companies and admins cannot invite into Acme', async () => {
    for (const who of ['recruiter', 'partner', 'pendingOwner', 'candidate', 'vendor', 'admin']) {
      const { client } = await env.as(who);
      const res = await call(
        client,
        'send-company-invitation',
        invite({ email: `blocked.${who}@example.org` }),
      );
      assert.equal(res.status, 403, who);
      assert.equal((await env.mailTo(`blocked.${who}@example.org`)).length, 0, who);
    }
  });

  test('a pending company admin may invite to their own company', async () => {
    const { client } = await env.as('pendingOwner');
    const res = await call(
      client,
      'send-company-invitation',
      invite({ email: 'nurse.lead@example.org', role: 'manager', companyId: COMPANY.pending }),
    );
    assert.equal(res.status, 200);
  });

  test('existing staff, admin roles and missing fields are refused', async () => {
    const { client } = await env.as('owner');
    const existing = await call(
      client,
      'send-company-invitation',
      invite({ email: 'Recruiter@Example.com' }),
    );
    assert.equal(existing.status, 409);
    const adminRole = await call(
      client,
      'send-company-invitation',
      invite({ role: 'company_admin' }),
    );
    assert.equal(adminRole.status, 400);
    assert.equal(
      adminRole.body.error,
      'role must be one of: manager, recruiter, partner_recruiter',
    );
    const noName = await call(client, 'send-company-invitation', invite({ firstName: '  ' }));
    assert.equal(noName.status, 400);
    const badCompany = await call(client, 'send-company-invitation', invite({ companyId: 'acme' }));
    assert.equal(badCompany.status, 400);
  });
});
