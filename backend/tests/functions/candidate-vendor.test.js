// Candidate invitations, the candidate area's data function and vendor recruiter invitations.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { bootStack, call, PASSWORD } from './helpers.js';
import { APPLICATION, COMPANY, JOB, MISSING, USER, VENDOR } from './ids.js';

let env;
before(async () => {
  env = await bootStack();
});
after(async () => {
  await env?.stop();
});

describe('send-candidate-invitation', () => {
  const invite = (over = {}) => ({
    email: 'casey.new@example.org',
    candidateData: {
      firstName: 'Casey',
      lastName: 'New',
      title: 'Data Scientist',
      skills: ['Python', 'SQL'],
      phoneNumber: '+1 303 555 0100',
      address: { city: 'Denver', state: 'CO', country: 'United States' },
    },
    companyName: 'Someone Else Inc',
    invitationType: 'candidate',
    managementTerms: 'Acme represents you for data roles.',
    ...over,
  });

  test('staff invite a new candidate; signing up through the link brings the notice, not management', async () => {
    const { client } = await env.as('recruiter');
    const res = await call(client, 'send-candidate-invitation', invite());
    assert.equal(res.status, 200);
    assert.equal(res.body.success, true);
    assert.equal(res.body.emailError, null);
    assert.equal(typeof res.body.message, 'string');
    const match = /^http:\/\/localhost:3000\/invitation\/([A-Za-z0-9_-]{16,})$/.exec(
      res.body.invitationUrl,
    );
    assert.ok(match, res.body.invitationUrl);

    const [mail] = await env.mailTo('casey.new@example.org');
    assert.ok(mail.text.includes(res.body.invitationUrl));
    assert.match(mail.text, /Acme Corp/);
    assert.doesNotMatch(mail.text, /Someone Else/);
    // No profile exists before sign-up, so the e-mail does not claim one.
    assert.doesNotMatch(mail.text, /created a candidate profile/);
    assert.match(mail.text, /accept or decline/);

    const row = await env.row('invitations', '*', 'token', match[1]);
    assert.equal(row.type, 'candidate');
    assert.equal(row.company_id, COMPANY.acme);
    assert.equal(row.management_terms, 'Acme represents you for data roles.');
    assert.equal(row.candidate_data.firstName, 'Casey');

    const user = await env.register('casey.new@example.org', {
      role: 'candidate',
      invitation: match[1],
    });
    const candidate = await env.row(
      'candidates',
      'first_name, title, managing_company_id, is_managed_by_company',
      'email',
      'casey.new@example.org',
    );
    assert.deepEqual(candidate, {
      first_name: 'Casey',
      title: 'Data Scientist',
      managing_company_id: null,
      is_managed_by_company: false,
    });
    const { data: notices } = await env
      .service()
      .from('notifications')
      .select('type, title, data')
      .eq('user_id', user.id);
    assert.deepEqual(notices, [
      {
        type: 'company_invitation',
        title: 'Acme Corp wants to manage your profile',
        data: {
          company_id: COMPANY.acme,
          company_name: 'Acme Corp',
          management_terms: 'Acme represents you for data roles.',
        },
      },
    ]);
  });

  test('an existing candidate account is invited through a notice on its dashboard', async () => {
    const user = await env.register('robin.existing@example.org', { role: 'candidate' });
    const { client } = await env.as('recruiter');
    const res = await call(
      client,
      'send-candidate-invitation',
      invite({ email: 'robin.existing@example.org' }),
    );
    assert.equal(res.status, 200);
    assert.equal(res.body.success, true);
    const [mail] = await env.mailTo('robin.existing@example.org');
    assert.match(mail.text, /Sign in to accept or decline/);
    const { data: notices } = await env
      .service()
      .from('notifications')
      .select('type, title')
      .eq('user_id', user.id);
    assert.deepEqual(notices, [
      { type: 'company_invitation', title: 'Acme Corp wants to manage your profile' },
    ]);
    const candidate = await env.row('candidates', 'managing_company_id', 'user_id', user.id);
    assert.equal(candidate.managing_company_id, null);

    // A second invitation while the first is open is refused, as for any known candidate.
    const again = await call(
      client,
      'send-candidate-invitation',
      invite({ email: 'robin.existing@example.org' }),
    );
    assert.equal(again.status, 409);
    assert.match(again.body.error, /already exists/);
  });

  test("a known e-mail is refused with an 'already exists' error", async () => {
    const { client } = await env.as('owner');
    for (const email of ['candidate@example.com', 'SAM.RIVERA@example.net', 'owner@example.com']) {
      const res = await call(client, 'send-candidate-invitation', invite({ email }));
      assert.equal(res.status, 409, email);
      assert.match(res.body.error, /already exists/, email);
    }
  });

  test('only staff of an active company may invite', async () => {
    for (const who of ['candidate', 'vendor', 'admin', 'pendingOwner']) {
      const { client } = await env.as(who);
      const res = await call(
        client,
        'send-candidate-invitation',
        invite({ email: `cand.${who}@example.org` }),
      );
      assert.equal(res.status, 403, who);
      assert.equal((await env.mailTo(`cand.${who}@example.org`)).length, 0, who);
    }
  });

  test('malformed invitations are 400', async () => {
    const { client } = await env.as('owner');
    assert.equal(
      (await call(client, 'send-candidate-invitation', invite({ invitationType: 'admin' }))).status,
      400,
    );
    assert.equal(
      (await call(client, 'send-candidate-invitation', invite({ email: 'nope' }))).status,
      400,
    );
    const noName = await call(
      client,
      'send-candidate-invitation',
      invite({ candidateData: { lastName: 'X' } }),
    );
    assert.equal(noName.status, 400);
    assert.equal(noName.body.error, 'candidateData.firstName is required');
  });
});

describe("the candidate's reads through the API", () => {
  /** An rpc as the signed-in user (the candidate by default) about themselves: status and body. */
  const read = async (name, args = {}, who = 'candidate') => {
    const { client, user } = await env.as(who);
    const { data, error, status } = await client.rpc(name, { p_user_id: user.id, ...args });
    return { status, body: error ? { error: error.message } : data };
  };

  test("applications lists the candidate's applications with job and company", async () => {
    const res = await read('get_candidate_applications', { p_page: 1, p_page_size: 20 });
    assert.equal(res.status, 200);
    assert.deepEqual(
      res.body.applications.map((a) => a.id).sort(),
      [APPLICATION.candidateFrontend, APPLICATION.candidateBackend].sort(),
    );
    assert.ok(res.body.applications.every((a) => a.job.company_name === 'Acme Corp'));
  });

  test('potential jobs lists open jobs the candidate has not applied to', async () => {
    const res = await read('get_candidate_potential_jobs', { p_page: 1, p_page_size: 20 });
    assert.equal(res.status, 200);
    assert.deepEqual(
      res.body.jobs.map((j) => j.id).sort(),
      [JOB.designer, JOB.devops, JOB.globex].sort(),
    );
    const globex = res.body.jobs.find((j) => j.id === JOB.globex);
    assert.equal(globex.company_name, 'Globex Industries');
    assert.ok(globex.posted_at);
  });

  test('the job and its questions for an open job', async () => {
    const details = await read('get_candidate_job', { p_job_id: JOB.devops });
    assert.equal(details.status, 200);
    assert.equal(details.body.title, 'DevOps Engineer');
    assert.equal(details.body.company.name, 'Acme Corp');
    assert.deepEqual(details.body.assigned_to, { first_name: 'Pat', last_name: 'Partner' });
    const questions = await read('get_candidate_job_questions', { p_job_id: JOB.devops });
    assert.deepEqual(
      questions.body.map((q) => [q.question, q.question_type, q.is_required]),
      [['Which cloud providers have you used in production?', 'TEXT', true]],
    );
    assert.ok(questions.body[0].id);
  });

  test('draft, closed and missing jobs are not there, nor their questions', async () => {
    for (const jobId of [JOB.intern, JOB.qa, MISSING]) {
      const job = await read('get_candidate_job', { p_job_id: jobId });
      assert.deepEqual([job.status, job.body], [200, null], jobId);
      const questions = await read('get_candidate_job_questions', { p_job_id: jobId });
      assert.deepEqual([questions.status, questions.body], [200, []], jobId);
    }
  });

  test('applying with an incomplete profile is answered with its gaps and adds nothing', async () => {
    await env.register('newbie@example.org', { role: 'candidate' });
    const { client, user } = await env.as('newbie@example.org');
    const res = await client.rpc('apply_to_job', { p_job_id: JOB.devops, p_answers: [] });
    assert.equal(res.error, null);
    assert.deepEqual(res.data, { missing_fields: ['Last name', 'Phone'] });
    const { data: applications } = await env
      .service()
      .from('applications')
      .select('id, candidates!inner(user_id)')
      .eq('candidates.user_id', user.id);
    assert.deepEqual(applications, []);
  });

  test('application detail returns answers with question text', async () => {
    const args = (id) => ({ p_application_id: id });
    const res = await read('get_candidate_application_detail', args(APPLICATION.candidateBackend));
    assert.equal(res.status, 200);
    assert.equal(res.body.job.title, 'Backend Engineer (Node.js)');
    assert.equal(res.body.job.company_name, 'Acme Corp');
    assert.deepEqual(
      res.body.answers.map((a) => a.question),
      ['Describe an API you designed and what you would change today.', 'When could you start?'],
    );
    const other = await read('get_candidate_application_detail', args(APPLICATION.samDesigner));
    assert.deepEqual([other.status, other.body], [200, null]);
  });

  test('another user, company staff, visitors and signed-out sessions are refused', async () => {
    const reads = [
      ['get_candidate_applications', { p_page: 1, p_page_size: 20 }],
      ['get_candidate_potential_jobs', { p_page: 1, p_page_size: 20 }],
      ['get_candidate_application_detail', { p_application_id: APPLICATION.candidateBackend }],
      ['get_candidate_job', { p_job_id: JOB.devops }],
      ['get_candidate_job_questions', { p_job_id: JOB.devops }],
    ];
    const { client: candidate } = await env.as('candidate');
    const client = env.client();
    const { data } = await client.auth.signInWithPassword({
      email: 'candidate@example.com',
      password: PASSWORD,
    });
    for (const [name, args] of reads) {
      const other = await candidate.rpc(name, { p_user_id: USER.owner, ...args });
      assert.deepEqual(
        [other.status, other.error?.message],
        [403, 'You can only access your own data'],
        name,
      );
      const company = await read(name, args, 'owner');
      assert.deepEqual(
        [company.status, company.body.error],
        [403, 'Only candidates can access candidate data'],
        name,
      );
      const anon = await env.client().rpc(name, { p_user_id: USER.owner, ...args });
      assert.equal(anon.status, 401, name);
      const live = await client.rpc(name, { p_user_id: data.user.id, ...args });
      assert.equal(live.status, 200, name);
    }
    // The same token once its session was signed out.
    const token = data.session.access_token;
    await client.auth.signOut({ scope: 'local' });
    for (const [name, args] of reads) {
      const res = await fetch(`${env.apiUrl}/rest/v1/rpc/${name}`, {
        method: 'POST',
        headers: {
          apikey: env.anonKey,
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ p_user_id: data.user.id, ...args }),
      });
      assert.equal(res.status, 401, name);
    }
  });
});

describe('send-vendor-recruiter-invitation', () => {
  const body = (over = {}) => ({
    vendor_id: VENDOR.staffing,
    email: 'quinn.recruiter@example.org',
    first_name: 'Quinn',
    last_name: 'Recruiter',
    ...over,
  });

  test('the vendor admin invites a recruiter who can set a password through the e-mailed link', async () => {
    const { client } = await env.as('vendor');
    const res = await call(client, 'send-vendor-recruiter-invitation', body());
    assert.equal(res.status, 200);
    assert.equal(res.body.message, 'Invitation sent to quinn.recruiter@example.org');
    assert.equal(res.body.invitationUrl, undefined);

    const service = env.service();
    const { data: member } = await service
      .from('talent_vendor_users')
      .select('vendor_id, role, first_name, last_name, user_id')
      .eq('email', 'quinn.recruiter@example.org')
      .single();
    assert.equal(member.vendor_id, VENDOR.staffing);
    assert.equal(member.role, 'recruiter');
    assert.equal(member.first_name, 'Quinn');
    const { data: profile } = await service
      .from('profiles')
      .select('role')
      .eq('id', member.user_id)
      .single();
    assert.equal(profile.role, 'company');
    const { data: candidates } = await service
      .from('candidates')
      .select('id')
      .eq('user_id', member.user_id);
    assert.deepEqual(candidates, []);

    const [mail] = await env.mailTo('quinn.recruiter@example.org');
    assert.match(mail.subject, /Staffing Partners/);
    const link = /(https?:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(mail.text)?.[1];
    assert.ok(link, mail.text);
    const verify = await fetch(link, { redirect: 'manual' });
    assert.ok([302, 303].includes(verify.status), `verify answered ${verify.status}`);
    assert.match(verify.headers.get('location') ?? '', /\/update-password#access_token=/);
  });

  test('recruiters, other users and company staff cannot invite for the vendor', async () => {
    for (const who of ['vendorRecruiter', 'owner', 'candidate', 'admin']) {
      const { client } = await env.as(who);
      const res = await call(
        client,
        'send-vendor-recruiter-invitation',
        body({ email: `vr.${who}@example.org` }),
      );
      assert.equal(res.status, 403, who);
    }
  });

  test('existing accounts are 409, unknown vendors 404, missing fields 400', async () => {
    const { client } = await env.as('vendor');
    assert.equal(
      (
        await call(
          client,
          'send-vendor-recruiter-invitation',
          body({ email: 'candidate@example.com' }),
        )
      ).status,
      409,
    );
    assert.equal(
      (await call(client, 'send-vendor-recruiter-invitation', body({ vendor_id: MISSING }))).status,
      404,
    );
    const missing = await call(client, 'send-vendor-recruiter-invitation', {
      vendor_id: VENDOR.staffing,
      email: 'x@example.org',
      first_name: 'X',
    });
    assert.equal(missing.status, 400);
    assert.equal(missing.body.error, 'last_name is required');
  });
});

describe('manage-vendor-recruiter-invitation', () => {
  const invite = async (email, first) => {
    const { client } = await env.as('vendor');
    const res = await call(client, 'send-vendor-recruiter-invitation', {
      vendor_id: VENDOR.staffing,
      email,
      first_name: first,
      last_name: 'Pending',
    });
    assert.equal(res.status, 200);
    const data = await env.row('talent_vendor_users', 'user_id, joined_at', 'email', email);
    return data;
  };
  const verifyLink = (mail) => /(https?:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(mail.text)?.[1];

  test('resending mails a new link and the old one stops working; the first sign-in marks the recruiter joined', async () => {
    const email = 'resent.recruiter@example.org';
    const member = await invite(email, 'Rene');
    assert.equal(member.joined_at, null);
    const [first] = await env.mailTo(email);
    const { client } = await env.as('vendor');
    const res = await call(client, 'manage-vendor-recruiter-invitation', {
      action: 'resend',
      vendor_id: VENDOR.staffing,
      user_id: member.user_id,
    });
    assert.equal(res.status, 200);
    assert.equal(res.body.message, `The invitation to ${email} was sent again with a new link.`);
    const mails = await env.mailTo(email);
    assert.equal(mails.length, 2);
    const fresh = verifyLink(mails.find((mail) => verifyLink(mail) !== verifyLink(first)));
    assert.ok(fresh, 'the second mail carries a different link');

    const stale = await fetch(verifyLink(first), { redirect: 'manual' });
    assert.doesNotMatch(stale.headers.get('location') ?? '', /access_token=/);
    const used = await fetch(fresh, { redirect: 'manual' });
    assert.match(used.headers.get('location') ?? '', /\/update-password#access_token=/);

    const joined = await env.row('talent_vendor_users', 'joined_at', 'user_id', member.user_id);
    assert.ok(joined.joined_at, 'signing in through the link marks the recruiter joined');
    const again = await call(client, 'manage-vendor-recruiter-invitation', {
      action: 'revoke',
      vendor_id: VENDOR.staffing,
      user_id: member.user_id,
    });
    assert.equal(again.status, 409);
    assert.equal(again.body.error, 'This recruiter has already joined');
  });

  test('revoking removes the unused account, its membership and its link', async () => {
    const email = 'revoked.recruiter@example.org';
    const member = await invite(email, 'Remy');
    const [mail] = await env.mailTo(email);
    const { client } = await env.as('vendor');
    const res = await call(client, 'manage-vendor-recruiter-invitation', {
      action: 'revoke',
      vendor_id: VENDOR.staffing,
      user_id: member.user_id,
    });
    assert.equal(res.status, 200);
    assert.equal(res.body.message, `The invitation to ${email} was revoked.`);
    const service = env.service();
    const { data: rows } = await service
      .from('talent_vendor_users')
      .select('id')
      .eq('email', email);
    assert.deepEqual(rows, []);
    const { data: profiles } = await service.from('profiles').select('id').eq('id', member.user_id);
    assert.deepEqual(profiles, []);
    const verify = await fetch(verifyLink(mail), { redirect: 'manual' });
    assert.doesNotMatch(verify.headers.get('location') ?? '', /access_token=/);
  });

  test('only the vendor admin may act, on its own recruiters, with a known action', async () => {
    const member = await invite('guarded.recruiter@example.org', 'Gale');
    const body = { action: 'revoke', vendor_id: VENDOR.staffing, user_id: member.user_id };
    for (const who of ['vendorRecruiter', 'owner', 'candidate']) {
      const { client } = await env.as(who);
      const res = await call(client, 'manage-vendor-recruiter-invitation', body);
      assert.equal(res.status, 403, who);
    }
    const { client } = await env.as('vendor');
    const stranger = await call(client, 'manage-vendor-recruiter-invitation', {
      ...body,
      user_id: USER.candidate,
    });
    assert.equal(stranger.status, 404);
    assert.equal(stranger.body.error, 'Recruiter not found');
    const bad = await call(client, 'manage-vendor-recruiter-invitation', {
      ...body,
      action: 'delete',
    });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.error, 'action must be one of: resend, revoke');
    const { data } = await env
      .service()
      .from('talent_vendor_users')
      .select('id')
      .eq('user_id', member.user_id);
    assert.equal(data.length, 1, 'refused calls change nothing');
  });
});
