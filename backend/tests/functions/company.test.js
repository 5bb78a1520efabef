// Company workspace functions: membership lookups, company profile and registration, job
// postings under the team hierarchy, and applications.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { bootStack, call } from './helpers.js';
import { APPLICATION, COMPANY, JOB, MISSING, USER } from './ids.js';

let env;
before(async () => {
  env = await bootStack();
});
after(async () => {
  await env?.stop();
});

describe('get-user-company-id-direct and check-user-company-membership-direct', () => {
  test('staff get their company id and membership', async () => {
    const { client } = await env.as('recruiter');
    const id = await call(client, 'get-user-company-id-direct', { userId: USER.recruiter });
    assert.deepEqual(id, { status: 200, body: { companyId: COMPANY.acme } });
    const membership = await call(client, 'check-user-company-membership-direct', {
      userId: USER.recruiter,
    });
    assert.deepEqual(membership, {
      status: 200,
      body: [{ company_id: COMPANY.acme, role: 'recruiter' }],
    });
  });

  test('users without a company get null and an empty list', async () => {
    const { client } = await env.as('candidate');
    assert.deepEqual(
      (await call(client, 'get-user-company-id-direct', { userId: USER.candidate })).body,
      { companyId: null },
    );
    assert.deepEqual(
      (await call(client, 'check-user-company-membership-direct', { userId: USER.candidate })).body,
      [],
    );
  });

  test("another user's id is refused unless the caller is a platform admin", async () => {
    const { client } = await env.as('candidate');
    assert.equal(
      (await call(client, 'get-user-company-id-direct', { userId: USER.owner })).status,
      403,
    );
    assert.equal(
      (await call(client, 'check-user-company-membership-direct', { userId: USER.owner })).status,
      403,
    );
    const admin = await env.as('admin');
    const res = await call(admin.client, 'get-user-company-id-direct', {
      userId: USER.pendingOwner,
    });
    assert.deepEqual(res.body, { companyId: COMPANY.pending });
  });

  test('userId must be a uuid', async () => {
    const { client } = await env.as('owner');
    const res = await call(client, 'get-user-company-id-direct', { userId: 'me' });
    assert.equal(res.status, 400);
    assert.equal(res.body.error, 'userId must be a valid id');
    assert.equal((await call(client, 'check-user-company-membership-direct', {})).status, 400);
  });
});

describe('update-company-direct', () => {
  test('the company admin updates the profile; approval fields are ignored', async () => {
    const { client } = await env.as('pendingOwner');
    const res = await call(client, 'update-company-direct', {
      companyId: COMPANY.pending,
      companyData: {
        description: 'Nurses on demand',
        website: 'https://pending.example.org',
        is_approved: true,
        user_id: USER.owner,
      },
    });
    assert.equal(res.status, 200);
    assert.equal(res.body.success, true);
    assert.equal(res.body.company.description, 'Nurses on demand');
    const data = await env.row(
      'companies',
      'description, is_approved, user_id',
      'id',
      COMPANY.pending,
    );
    assert.deepEqual(data, {
      description: 'Nurses on demand',
      is_approved: false,
      user_id: USER.pendingOwner,
    });
  });

  test('other roles and other companies are refused', async () => {
    for (const who of ['manager', 'recruiter', 'partner', 'candidate', 'vendor']) {
      const { client } = await env.as(who);
      const res = await call(client, 'update-company-direct', {
        companyId: COMPANY.acme,
        companyData: { description: 'x' },
      });
      assert.equal(res.status, 403, who);
    }
    const owner = await env.as('owner');
    const other = await call(owner.client, 'update-company-direct', {
      companyId: COMPANY.pending,
      companyData: { name: 'Mine' },
    });
    assert.equal(other.status, 403);
    const data = await env.row('companies', 'name', 'id', COMPANY.pending);
    assert.equal(data.name, 'Pending Co');
  });

  test('invalid values are 400 with the form messages; unknown company is 404 for admins', async () => {
    const { client } = await env.as('owner');
    const url = await call(client, 'update-company-direct', {
      companyId: COMPANY.acme,
      companyData: { website: 'acme' },
    });
    assert.equal(url.status, 400);
    assert.equal(url.body.error, 'Must be a valid URL');
    const script = await call(client, 'update-company-direct', {
      companyId: COMPANY.acme,
      companyData: { website: 'javascript:alert(document.cookie)//https://acme.example.com' },
    });
    assert.equal(script.status, 400);
    assert.equal(script.body.error, 'Must be a valid URL');
    const name = await call(client, 'update-company-direct', {
      companyId: COMPANY.acme,
      companyData: { name: 'A' },
    });
    assert.equal(name.body.error, 'Company name must be at least 2 characters');
    assert.equal(
      (await call(client, 'update-company-direct', { companyId: COMPANY.acme })).status,
      400,
    );
    const admin = await env.as('admin');
    const missing = await call(admin.client, 'update-company-direct', {
      companyId: MISSING,
      companyData: { name: 'Ghost' },
    });
    assert.equal(missing.status, 404);
  });
});

describe('create-company-user-relation', () => {
  async function newCompanyAccount(email) {
    await env.register(email, { role: 'company' });
    return env.as(email);
  }

  test('registering fills in the company created at sign-up and names the admin', async () => {
    const { client, user } = await newCompanyAccount('founder@registered.example.org');
    const res = await call(client, 'create-company-user-relation', {
      companyData: {
        name: 'Registered Inc',
        industry: 'Finance',
        location: 'Denver, CO',
        primary_contact_email: 'ops@registered.example.org',
      },
      userId: user.id,
      role: 'company_admin',
      firstName: 'Fran',
      lastName: 'Founder',
      email: 'founder@registered.example.org',
    });
    assert.equal(res.status, 200);
    assert.equal(res.body.company.name, 'Registered Inc');
    assert.equal(res.body.company.is_approved, false);
    const service = env.service();
    const { data: members } = await service
      .from('company_users')
      .select('company_id, role, first_name, last_name')
      .eq('user_id', user.id);
    assert.deepEqual(members, [
      {
        company_id: res.body.companyId,
        role: 'company_admin',
        first_name: 'Fran',
        last_name: 'Founder',
      },
    ]);
    const { count } = await service
      .from('companies')
      .select('id', { count: 'exact', head: true })
      .eq('user_id', user.id);
    assert.equal(count, 1);
  });

  test('an account without a membership gets a new company and membership', async () => {
    const { client, user } = await newCompanyAccount('second@registered.example.org');
    const service = env.service();
    await service.from('companies').delete().eq('user_id', user.id);
    const res = await call(client, 'create-company-user-relation', {
      companyData: { name: 'Second Ltd' },
      userId: user.id,
      role: 'company_admin',
      firstName: 'Sam',
      lastName: 'Second',
      email: 'second@registered.example.org',
    });
    assert.equal(res.status, 200);
    const { data: member } = await service
      .from('company_users')
      .select('company_id, role')
      .eq('user_id', user.id)
      .single();
    assert.deepEqual(member, { company_id: res.body.companyId, role: 'company_admin' });
    const { data: subscription } = await service
      .from('company_subscriptions')
      .select('tier')
      .eq('company_id', res.body.companyId)
      .single();
    assert.equal(subscription.tier, 'none');
  });

  test('candidates, staff of a company and other users are refused', async () => {
    const candidate = await env.as('candidate');
    const asCandidate = await call(candidate.client, 'create-company-user-relation', {
      companyData: { name: 'Sneaky' },
      userId: USER.candidate,
      role: 'company_admin',
    });
    assert.equal(asCandidate.status, 403);
    assert.equal(asCandidate.body.error, 'Only company accounts can register a company profile');
    const recruiter = await env.as('recruiter');
    const asStaff = await call(recruiter.client, 'create-company-user-relation', {
      companyData: { name: 'Spin-off' },
      userId: USER.recruiter,
      role: 'company_admin',
    });
    assert.equal(asStaff.status, 409);
    const owner = await env.as('owner');
    const forOther = await call(owner.client, 'create-company-user-relation', {
      companyData: { name: 'Spin-off' },
      userId: USER.pendingOwner,
      role: 'company_admin',
    });
    assert.equal(forOther.status, 403);
    for (const who of ['vendor', 'vendorRecruiter']) {
      const vendorUser = await env.as(who);
      const asVendor = await call(vendorUser.client, 'create-company-user-relation', {
        companyData: { name: 'Side Business' },
        userId: vendorUser.user.id,
        role: 'company_admin',
      });
      assert.equal(asVendor.status, 403, who);
      assert.equal(asVendor.body.error, 'Talent vendor accounts cannot register a company');
    }
    const { data: sideCompanies } = await env.service().from('companies').select('id').eq('name', 'Side Business');
    assert.deepEqual(sideCompanies, [], 'no company was created for a vendor user');
    const badRole = await call(owner.client, 'create-company-user-relation', {
      companyData: { name: 'Spin-off' },
      userId: USER.owner,
      role: 'manager',
    });
    assert.equal(badRole.status, 400);
  });
});

describe('manage-job-posting', () => {
  const ids = (jobs) => jobs.map((j) => j.id).sort();

  test('list follows the team hierarchy', async () => {
    const expected = {
      owner: [JOB.frontend, JOB.backend, JOB.designer, JOB.intern, JOB.qa, JOB.devops],
      manager: [JOB.frontend, JOB.backend, JOB.designer, JOB.intern, JOB.devops],
      recruiter: [JOB.frontend, JOB.designer],
      partner: [JOB.qa, JOB.devops],
    };
    for (const [who, jobs] of Object.entries(expected)) {
      const { client, user } = await env.as(who);
      const res = await call(client, 'manage-job-posting', { method: 'list', userId: user.id });
      assert.equal(res.status, 200, who);
      assert.deepEqual(ids(res.body.jobs), [...jobs].sort(), who);
    }
  });

  test('get returns the job with its questions in order', async () => {
    const { client } = await env.as('recruiter');
    const res = await call(client, 'manage-job-posting', {
      method: 'get',
      userId: USER.recruiter,
      jobId: JOB.frontend,
    });
    assert.equal(res.status, 200);
    assert.equal(res.body.job.title, 'Senior Frontend Engineer');
    assert.deepEqual(
      res.body.job.questions.map((q) => q.question),
      ['Why do you want to join Acme Corp?', 'Link to a project you are proud of'],
    );
    const hidden = await call(client, 'manage-job-posting', {
      method: 'get',
      userId: USER.recruiter,
      jobId: JOB.qa,
    });
    assert.equal(hidden.status, 404);
    const foreign = await call(client, 'manage-job-posting', {
      method: 'get',
      userId: USER.recruiter,
      jobId: JOB.globex,
    });
    assert.equal(foreign.status, 404);
  });

  test('a recruiter creates, updates and deletes a job with questions', async () => {
    const { client } = await env.as('recruiter');
    const created = await call(client, 'manage-job-posting', {
      method: 'create',
      userId: USER.recruiter,
      jobData: {
        title: 'Site Reliability Engineer',
        description: 'Keep things up',
        location: 'Remote',
        job_type: 'FULL_TIME',
        experience_level: 'senior_level',
        salary_min: '130000',
        salary_max: 160000,
        skills_required: 'Linux, Go, Linux',
        status: 'published',
        questions: [
          { question: 'Biggest outage you handled?', questionType: 'TEXT', isRequired: true },
          {
            question: 'On-call?',
            questionType: 'MULTIPLE_CHOICE',
            isRequired: false,
            options: ['Yes', 'No'],
          },
        ],
      },
    });
    assert.equal(created.status, 200);
    const job = created.body.job;
    assert.equal(job.company_id, COMPANY.acme);
    assert.equal(job.created_by, USER.recruiter);
    assert.deepEqual(job.skills_required, ['Linux', 'Go']);
    assert.equal(job.salary_min, 130000);
    assert.deepEqual(
      job.questions.map((q) => [q.question, q.question_type, q.is_required, q.options]),
      [
        ['Biggest outage you handled?', 'TEXT', true, null],
        ['On-call?', 'MULTIPLE_CHOICE', false, ['Yes', 'No']],
      ],
    );

    const listed = await call(client, 'manage-job-posting', {
      method: 'list',
      userId: USER.recruiter,
    });
    assert.ok(listed.body.jobs.some((j) => j.id === job.id));

    const updated = await call(client, 'manage-job-posting', {
      method: 'update',
      userId: USER.recruiter,
      jobData: { id: job.id, status: 'closed' },
    });
    assert.equal(updated.status, 200);
    assert.equal(updated.body.job.status, 'closed');
    assert.equal(updated.body.job.questions.length, 2);

    const removed = await call(client, 'manage-job-posting', {
      method: 'delete',
      userId: USER.recruiter,
      jobId: job.id,
    });
    assert.deepEqual(removed, { status: 200, body: { success: true } });
    const { data } = await env.service().from('jobs').select('id').eq('id', job.id);
    assert.deepEqual(data, []);
  });

  test('a recruiter cannot delete a job someone else created', async () => {
    const { client } = await env.as('recruiter');
    const res = await call(client, 'manage-job-posting', {
      method: 'delete',
      userId: USER.recruiter,
      jobId: JOB.frontend,
    });
    assert.equal(res.status, 403);
    const { data } = await env.service().from('jobs').select('id').eq('id', JOB.frontend);
    assert.equal(data.length, 1);
  });

  test('questions are frozen once candidates applied', async () => {
    const { client } = await env.as('owner');
    const res = await call(client, 'manage-job-posting', {
      method: 'update',
      userId: USER.owner,
      jobId: JOB.frontend,
      jobData: { questions: [{ question: 'New?' }] },
    });
    assert.equal(res.status, 409);
  });

  test('partner recruiters, pending companies and non-staff cannot post', async () => {
    const jobData = { title: 'X', description: 'Y', location: 'Z', job_type: 'FULL_TIME' };
    const cases = [
      ['partner', 403],
      ['pendingOwner', 403],
      ['candidate', 403],
      ['vendor', 403],
    ];
    for (const [who, status] of cases) {
      const { client, user } = await env.as(who);
      const res = await call(client, 'manage-job-posting', {
        method: 'create',
        userId: user.id,
        jobData,
      });
      assert.equal(res.status, status, who);
    }
    const { count } = await env
      .service()
      .from('jobs')
      .select('id', { count: 'exact', head: true })
      .eq('title', 'X');
    assert.equal(count, 0);
  });

  test("a body userId that is not the caller's is refused", async () => {
    const { client } = await env.as('recruiter');
    const res = await call(client, 'manage-job-posting', { method: 'list', userId: USER.owner });
    assert.equal(res.status, 403);
  });

  test('bad methods and job data are 400', async () => {
    const { client } = await env.as('owner');
    const method = await call(client, 'manage-job-posting', {
      method: 'archive',
      userId: USER.owner,
    });
    assert.equal(method.status, 400);
    assert.equal(method.body.error, 'method must be one of: list, create, get, update, delete');
    const noTitle = await call(client, 'manage-job-posting', {
      method: 'create',
      userId: USER.owner,
      jobData: { description: 'Y', location: 'Z', job_type: 'FULL_TIME' },
    });
    assert.equal(noTitle.status, 400);
    assert.equal(noTitle.body.error, 'jobData.title is required');
    const badStatus = await call(client, 'manage-job-posting', {
      method: 'update',
      userId: USER.owner,
      jobId: JOB.intern,
      jobData: { status: 'archived' },
    });
    assert.equal(badStatus.status, 400);
    const noId = await call(client, 'manage-job-posting', { method: 'delete', userId: USER.owner });
    assert.equal(noId.status, 400);
  });
});

describe('get-job-applications', () => {
  test('staff who see the job get its applications with candidates', async () => {
    const { client } = await env.as('owner');
    const res = await call(client, 'get-job-applications', {
      userId: USER.owner,
      jobId: JOB.frontend,
    });
    assert.equal(res.status, 200);
    const names = res.body.applications
      .map((a) => `${a.candidate.first_name} ${a.candidate.last_name}`)
      .sort();
    assert.deepEqual(names, ['Alex Kim', 'Jordan Lee']);
    assert.ok(res.body.applications.every((a) => a.job.title === 'Senior Frontend Engineer'));
  });

  test("jobs outside the caller's visibility are 404; non-staff 403", async () => {
    const partner = await env.as('partner');
    assert.equal(
      (
        await call(partner.client, 'get-job-applications', {
          userId: USER.partner,
          jobId: JOB.frontend,
        })
      ).status,
      404,
    );
    const pending = await env.as('pendingOwner');
    assert.equal(
      (
        await call(pending.client, 'get-job-applications', {
          userId: USER.pendingOwner,
          jobId: JOB.frontend,
        })
      ).status,
      404,
    );
    const candidate = await env.as('candidate');
    assert.equal(
      (
        await call(candidate.client, 'get-job-applications', {
          userId: USER.candidate,
          jobId: JOB.frontend,
        })
      ).status,
      403,
    );
    assert.equal(
      (await call(partner.client, 'get-job-applications', { userId: USER.partner })).status,
      400,
    );
  });
});

describe('get-application-detail', () => {
  test('returns candidate, job, answers with question text and signed documents', async () => {
    const { client } = await env.as('recruiter');
    const res = await call(client, 'get-application-detail', {
      userId: USER.recruiter,
      applicationId: APPLICATION.candidateFrontend,
    });
    assert.equal(res.status, 200);
    const app = res.body.application;
    assert.equal(app.status, 'reviewing');
    assert.equal(app.candidate.first_name, 'Jordan');
    assert.equal(app.job.title, 'Senior Frontend Engineer');
    assert.deepEqual(
      app.answers.map((a) => [a.question, a.answer]),
      [
        [
          'Why do you want to join Acme Corp?',
          "I use Acme's tools every day and want to help shape their next generation.",
        ],
        ['Link to a project you are proud of', 'https://github.com/jordan-lee-dev/portal'],
      ],
    );
    assert.deepEqual(
      app.documents.map((d) => d.name),
      ['Resume', 'Cover Letter', 'Certificates #1'],
    );
    // Stored files come without a link: each is signed, and recorded, when it is opened.
    assert.deepEqual(
      app.documents.map((d) => [d.type, d.index, d.url]),
      [
        ['resume', 0, null],
        ['cover_letter', 0, null],
        ['certificate', 0, null],
      ],
    );
  });

  test("an opened document's link is signed for an hour, opens the file and shows on the candidate's Privacy page", async () => {
    const candidate = await env.as('candidate');
    const pdf = new Blob(['%PDF-1.4 Jordan Lee resume'], { type: 'application/pdf' });
    const { error } = await candidate.client.storage
      .from('candidate_resumes')
      .upload(`${USER.candidate}/resume.pdf`, pdf, {
        contentType: 'application/pdf',
        upsert: true,
      });
    assert.equal(error, null);

    const direct = await (await env.as('owner')).client.storage
      .from('candidate_resumes')
      .createSignedUrl(`${USER.candidate}/resume.pdf`, 60);
    assert.ok(direct.error, 'staff cannot sign the file themselves, past the record');

    const { client } = await env.as('owner');
    const res = await call(client, 'sign-candidate-document', {
      applicationId: APPLICATION.candidateFrontend,
      document: 'resume',
    });
    assert.equal(res.status, 200);
    assert.match(res.body.url, /\/storage\/v1\/object\/sign\/candidate_resumes\/.+token=/);
    const file = await fetch(res.body.url);
    assert.equal(file.status, 200);
    assert.equal(await file.text(), '%PDF-1.4 Jordan Lee resume');

    const { data: views, error: viewsError } = await candidate.client.rpc('my_document_access');
    assert.equal(viewsError, null);
    assert.deepEqual(
      [views[0].viewer_name, views[0].company_name, views[0].document],
      ['Olivia Owner', 'Acme Corp', 'Resume'],
    );
  });

  test('documents of applications the caller cannot see are 404, bad requests 400, other callers 403', async () => {
    const recruiter = await env.as('recruiter');
    const open = (client, body) => call(client, 'sign-candidate-document', body);
    const hidden = await open(recruiter.client, {
      applicationId: APPLICATION.candidateBackend,
      document: 'resume',
    });
    assert.deepEqual([hidden.status, hidden.body.error], [404, 'Application not found']);
    const beyond = await open(recruiter.client, {
      applicationId: APPLICATION.candidateFrontend,
      document: 'certificate',
      index: 5,
    });
    assert.deepEqual([beyond.status, beyond.body.error], [404, 'Document not found']);
    const bad = await open(recruiter.client, {
      applicationId: APPLICATION.candidateFrontend,
      document: 'passport',
    });
    assert.deepEqual(
      [bad.status, bad.body.error],
      [400, 'document must be one of: resume, cover_letter, certificate'],
    );
    const vendor = await env.as('vendor');
    const refused = await open(vendor.client, {
      applicationId: APPLICATION.vendorFrontend,
      document: 'resume',
    });
    assert.equal(refused.status, 403);
  });

  test('applications the caller cannot see are 404, other callers 403', async () => {
    const recruiter = await env.as('recruiter');
    const hidden = await call(recruiter.client, 'get-application-detail', {
      userId: USER.recruiter,
      applicationId: APPLICATION.candidateBackend,
    });
    assert.equal(hidden.status, 404);
    assert.equal(hidden.body.application, undefined);
    const pending = await env.as('pendingOwner');
    assert.equal(
      (
        await call(pending.client, 'get-application-detail', {
          userId: USER.pendingOwner,
          applicationId: APPLICATION.samDesigner,
        })
      ).status,
      404,
    );
    const missing = await call(recruiter.client, 'get-application-detail', {
      userId: USER.recruiter,
      applicationId: MISSING,
    });
    assert.equal(missing.status, 404);
    const malformed = await call(recruiter.client, 'get-application-detail', {
      userId: USER.recruiter,
      applicationId: 'f4',
    });
    assert.equal(malformed.status, 400);
    assert.equal(malformed.body.error, 'applicationId must be a valid id');
    const vendor = await env.as('vendor');
    assert.equal(
      (
        await call(vendor.client, 'get-application-detail', {
          userId: USER.vendor,
          applicationId: APPLICATION.vendorFrontend,
        })
      ).status,
      403,
    );
  });
});
