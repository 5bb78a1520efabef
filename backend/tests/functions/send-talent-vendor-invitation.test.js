// Talent-vendor invitations: a company invites a vendor by e-mail, and the invitee registers the
// vendor (or accepts with an existing account) through the link's token.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { bootStack, call } from './helpers.js';
import { COMPANY, USER } from './ids.js';

const STRONG = 'Vendor2024x';

let env;
before(async () => {
  env = await bootStack();
});
after(async () => {
  await env?.stop();
});

const invite = (over = {}) => ({
  company_id: COMPANY.acme,
  email: 'nina@novak-staffing.example.org',
  first_name: 'Nina',
  last_name: 'Novak',
  message: 'We would like your help with our engineering roles.',
  ...over,
});

function tokenOf(url) {
  const match = /^http:\/\/localhost:3000\/signup\?vendor_invitation=([A-Za-z0-9_-]{16,})$/.exec(
    url,
  );
  assert.ok(match, url);
  return match[1];
}

async function invitationRows(email) {
  const { data, error } = await env
    .service()
    .from('talent_vendors')
    .select('id, status, vendor_id, invited_by_user_id, invitation_token, first_name')
    .eq('email', email);
  if (error) throw error;
  return data;
}

async function inviteAs(who, over) {
  const { client } = await env.as(who);
  const res = await call(client, 'send-talent-vendor-invitation', invite(over));
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return res;
}

const landing = (body) => call(env.client(), 'accept-talent-vendor-invitation', body);
const registration = (token, over = {}) => ({
  action: 'register',
  token,
  first_name: 'Nina',
  last_name: 'Novak',
  vendor_name: 'Novak Staffing',
  password: STRONG,
  ...over,
});

describe('send-talent-vendor-invitation', () => {
  test('company staff invite a vendor: the row is recorded and the invitee gets the link', async () => {
    const res = await inviteAs('owner');
    assert.equal(res.body.success, true);
    assert.equal(res.body.emailError, null);
    assert.equal(res.body.message, 'Talent vendor invitation sent successfully!');
    assert.equal(res.body.resent, false);
    const token = tokenOf(res.body.invitationUrl);
    const days = (new Date(res.body.expiresAt).getTime() - Date.now()) / 86_400_000;
    assert.ok(days > 6.9 && days <= 7, `expires in ${days} days`);

    const [row] = await invitationRows('nina@novak-staffing.example.org');
    assert.equal(row.status, 'invited');
    assert.equal(row.invited_by_user_id, USER.owner);
    assert.equal(row.invitation_token, token);

    const [mail] = await env.mailTo('nina@novak-staffing.example.org');
    assert.match(mail.subject, /Acme Corp/);
    assert.ok(mail.text.includes(res.body.invitationUrl), mail.text);
    assert.match(mail.text, /We would like your help/);
  });

  test('inviting the same address again resends with a new link instead of a second row', async () => {
    const first = await inviteAs('manager', { email: 'repeat@vendor.example.org' });
    const second = await inviteAs('recruiter', {
      email: 'Repeat@Vendor.example.org',
      first_name: 'Rita',
    });
    assert.equal(second.body.resent, true);
    const rows = await invitationRows('repeat@vendor.example.org');
    assert.equal(rows.length, 1);
    assert.equal(rows[0].first_name, 'Rita');
    assert.equal(rows[0].invited_by_user_id, USER.recruiter);
    assert.notEqual(tokenOf(first.body.invitationUrl), tokenOf(second.body.invitationUrl));

    const old = await landing({ action: 'lookup', token: tokenOf(first.body.invitationUrl) });
    assert.equal(old.status, 404);
    assert.equal(old.body.error, 'Invitation not found or has expired');
    assert.equal(
      (await landing({ action: 'lookup', token: tokenOf(second.body.invitationUrl) })).status,
      200,
    );
  });

  test('bad input is 400 with the reason and records nothing', async () => {
    const { client } = await env.as('owner');
    const cases = [
      [
        invite({ email: 'not-an-address', first_name: 'Bad' }),
        'Please enter a valid email address',
      ],
      [invite({ email: 'blank@vendor.example.org', last_name: '  ' }), 'Last name is required'],
      [
        invite({ email: 'blank@vendor.example.org', company_id: 'acme' }),
        'company_id must be a valid id',
      ],
    ];
    for (const [body, error] of cases) {
      const res = await call(client, 'send-talent-vendor-invitation', body);
      assert.equal(res.status, 400);
      assert.equal(res.body.error, error);
    }
    assert.deepEqual(await invitationRows('blank@vendor.example.org'), []);
  });

  test('partner recruiters, outsiders and other companies get 403 and nothing changes', async () => {
    for (const who of ['partner', 'candidate', 'vendor', 'admin']) {
      const { client } = await env.as(who);
      const res = await call(
        client,
        'send-talent-vendor-invitation',
        invite({ email: `forbidden.${who}@vendor.example.org` }),
      );
      assert.equal(res.status, 403, who);
      assert.deepEqual(await invitationRows(`forbidden.${who}@vendor.example.org`), []);
    }
    const { client } = await env.as('owner');
    const other = await call(
      client,
      'send-talent-vendor-invitation',
      invite({ company_id: COMPANY.globex, email: 'globex@vendor.example.org' }),
    );
    assert.equal(other.status, 403);
    assert.deepEqual(await invitationRows('globex@vendor.example.org'), []);
  });

  test('an address that already registered as the company vendor is 409', async () => {
    const { client } = await env.as('owner');
    const res = await call(
      client,
      'send-talent-vendor-invitation',
      invite({ email: 'vendor@example.com' }),
    );
    assert.equal(res.status, 409);
    assert.equal(res.body.error, 'This talent vendor has already registered with your company');
  });
});

describe('accept-talent-vendor-invitation', () => {
  test('the invitee sees who invited them and registers the vendor as its admin', async () => {
    const token = tokenOf(
      (await inviteAs('owner', { email: 'ada@lovelace-talent.example.org' })).body.invitationUrl,
    );
    const seen = await landing({ action: 'lookup', token });
    assert.equal(seen.status, 200);
    assert.deepEqual(
      { ...seen.body.invitation, expiresAt: undefined },
      {
        companyName: 'Acme Corp',
        firstName: 'Nina',
        lastName: 'Novak',
        email: 'ada@lovelace-talent.example.org',
        expiresAt: undefined,
      },
    );

    const weak = await landing(registration(token, { password: 'lowercase1' }));
    assert.equal(weak.status, 400);
    assert.equal(weak.body.error, 'Password must contain at least one uppercase letter');
    const nameless = await landing(registration(token, { vendor_name: ' ' }));
    assert.equal(nameless.status, 400);
    assert.equal(nameless.body.error, 'Vendor company name is required');

    const res = await landing(
      registration(token, {
        first_name: 'Ada',
        last_name: 'Lovelace',
        vendor_name: 'Lovelace Talent',
      }),
    );
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.email, 'ada@lovelace-talent.example.org');

    const client = env.client();
    const { data: signedIn, error } = await client.auth.signInWithPassword({
      email: 'ada@lovelace-talent.example.org',
      password: STRONG,
    });
    assert.equal(error, null);
    const userId = signedIn.user.id;
    const service = env.service();
    const { data: vendor } = await service
      .from('vendors')
      .select('id, vendor_name, company_id, user_id')
      .eq('id', res.body.vendorId)
      .single();
    assert.deepEqual(vendor, {
      id: res.body.vendorId,
      vendor_name: 'Lovelace Talent',
      company_id: COMPANY.acme,
      user_id: userId,
    });
    const { data: member } = await client
      .from('talent_vendor_users')
      .select('vendor_id, role, first_name, last_name')
      .eq('user_id', userId)
      .single();
    assert.deepEqual(member, {
      vendor_id: vendor.id,
      role: 'admin',
      first_name: 'Ada',
      last_name: 'Lovelace',
    });
    const [row] = await invitationRows('ada@lovelace-talent.example.org');
    assert.equal(row.status, 'registered');
    assert.equal(row.vendor_id, vendor.id);
    const { data: profile } = await service
      .from('profiles')
      .select('role')
      .eq('id', userId)
      .single();
    assert.equal(profile.role, 'company');

    // The link works once.
    const again = await landing(registration(token));
    assert.equal(again.status, 410);
    assert.equal(again.body.error, 'This invitation has already been used');
    assert.equal((await landing({ action: 'lookup', token })).status, 410);
  });

  test('an expired link is refused and creates no account', async () => {
    const email = 'late@vendor.example.org';
    const token = tokenOf((await inviteAs('owner', { email })).body.invitationUrl);
    await env
      .service()
      .from('talent_vendors')
      .update({ invitation_expires_at: new Date(Date.now() - 60_000).toISOString() })
      .eq('invitation_token', token);
    const seen = await landing({ action: 'lookup', token });
    assert.equal(seen.status, 410);
    assert.equal(seen.body.error, 'This invitation has expired');
    const res = await landing(registration(token));
    assert.equal(res.status, 410);
    const { data: profiles } = await env.service().from('profiles').select('id').eq('email', email);
    assert.deepEqual(profiles, []);
  });

  test('an existing account signs in to accept; sign-up and other accounts are refused', async () => {
    const email = 'existing.person@example.org';
    await env.register(email, { role: 'candidate' });
    const token = tokenOf((await inviteAs('owner', { email })).body.invitationUrl);

    const signUp = await landing(registration(token));
    assert.equal(signUp.status, 409);
    assert.equal(
      signUp.body.error,
      'An account with this email already exists. Sign in to accept the invitation.',
    );
    const accept = {
      action: 'accept',
      token,
      first_name: 'Eve',
      last_name: 'Existing',
      vendor_name: 'Existing Talent',
    };
    assert.equal((await landing(accept)).status, 401);
    const { client: other } = await env.as('candidate');
    const wrong = await call(other, 'accept-talent-vendor-invitation', accept);
    assert.equal(wrong.status, 403);
    assert.equal(wrong.body.error, 'This invitation was sent to a different email address');

    const { client } = await env.as(email);
    const res = await call(client, 'accept-talent-vendor-invitation', accept);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const { data: member } = await client
      .from('talent_vendor_users')
      .select('vendor_id, role')
      .eq('vendor_id', res.body.vendorId)
      .single();
    assert.equal(member.role, 'admin');
  });

  test('unknown tokens and unknown actions are refused', async () => {
    const unknown = await landing({ action: 'lookup', token: 'no-such-vendor-invitation-token' });
    assert.equal(unknown.status, 404);
    const bad = await landing({ action: 'delete', token: 'no-such-vendor-invitation-token' });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.error, 'action must be one of: lookup, register, accept');
  });
});
