import { parseWith } from './http.ts';
import {
  adminInvitationSchema,
  candidateInvitationSchema,
  companyApprovalSchema,
  createCompanyUserRelationSchema,
  manageJobPostingSchema,
  manageSubscriptionSchema,
  sendCompanyInvitationSchema,
  updateCompanySchema,
  vendorRecruiterInvitationSchema,
} from './schemas.ts';
import { assertEquals, assertThrowsStatus } from './test-assert.ts';

const id = '7b0f7d1c-3a8e-4d59-9a39-9d0f6f0c1e11';

Deno.test('subscription: get and update shapes, tier lowercased, unknown method rejected', () => {
  assertEquals(parseWith(manageSubscriptionSchema, { method: 'get', companyId: id }), {
    method: 'get',
    companyId: id,
  });
  const update = parseWith(manageSubscriptionSchema, {
    method: 'update',
    companyId: id,
    tier: 'Pro',
    expiresAt: '2027-01-31T00:00:00.000Z',
  });
  assertEquals(update.method === 'update' && update.tier, 'pro');
  assertThrowsStatus(
    () => parseWith(manageSubscriptionSchema, { method: 'delete', companyId: id }),
    400,
    'method',
  );
  assertThrowsStatus(
    () => parseWith(manageSubscriptionSchema, { method: 'update', companyId: id, tier: 'gold' }),
    400,
    'tier must be one of',
  );
  assertThrowsStatus(
    () => parseWith(manageSubscriptionSchema, { method: 'get', companyId: 'acme' }),
    400,
    'companyId',
  );
});

Deno.test('approval needs a boolean isApproved', () => {
  assertThrowsStatus(
    () => parseWith(companyApprovalSchema, { companyId: id, isApproved: 'true' }),
    400,
    'isApproved must be a boolean',
  );
  assertThrowsStatus(
    () => parseWith(companyApprovalSchema, { companyId: id }),
    400,
    'isApproved is required',
  );
});

Deno.test("admin invitation uses the spec's validation messages", () => {
  assertThrowsStatus(
    () => parseWith(adminInvitationSchema, { email: 'nope', firstName: 'Ann', lastName: 'Lee' }),
    400,
    'Please enter a valid email address',
  );
  assertThrowsStatus(
    () =>
      parseWith(adminInvitationSchema, { email: 'a@example.com', firstName: 'A', lastName: 'Lee' }),
    400,
    'First name must be at least 2 characters',
  );
  assertThrowsStatus(
    () =>
      parseWith(adminInvitationSchema, { email: 'a@example.com', firstName: 'Ann', lastName: 'L' }),
    400,
    'Last name must be at least 2 characters',
  );
  const ok = parseWith(adminInvitationSchema, {
    email: ' Ann@Example.com ',
    firstName: 'Ann',
    lastName: 'Lee',
  });
  assertEquals(ok.email, 'ann@example.com');
});

Deno.test('company invitation picks the admin or the employee shape', () => {
  const admin = parseWith(sendCompanyInvitationSchema, {
    email: 'c@example.com',
    companyName: 'Globex',
  });
  assertEquals(admin.kind, 'company');
  assertThrowsStatus(
    () => parseWith(sendCompanyInvitationSchema, { email: 'c@example.com', companyName: 'G' }),
    400,
    'Company name must be at least 2 characters',
  );
  const employee = parseWith(sendCompanyInvitationSchema, {
    email: 'e@example.com',
    role: 'RECRUITER',
    firstName: ' Eve ',
    lastName: 'Ng',
    companyId: id,
  });
  assertEquals(employee.kind === 'employee' && [employee.role, employee.firstName], [
    'recruiter',
    'Eve',
  ]);
  assertThrowsStatus(
    () =>
      parseWith(sendCompanyInvitationSchema, {
        email: 'e@example.com',
        role: 'company_admin',
        firstName: 'Eve',
        lastName: 'Ng',
        companyId: id,
      }),
    400,
    'role must be one of: manager, recruiter, partner_recruiter',
  );
  assertThrowsStatus(
    () =>
      parseWith(sendCompanyInvitationSchema, {
        email: 'e@example.com',
        role: 'manager',
        companyId: id,
      }),
    400,
    'firstName is required',
  );
});

Deno.test('company data keeps only writable columns and validates URLs and e-mails', () => {
  const parsed = parseWith(updateCompanySchema, {
    companyId: id,
    companyData: { name: 'Acme', is_approved: true, user_id: id, website: '' },
  });
  assertEquals(parsed.companyData, { name: 'Acme', website: '' });
  assertThrowsStatus(
    () => parseWith(updateCompanySchema, { companyId: id, companyData: { website: 'acme' } }),
    400,
    'Must be a valid URL',
  );
  assertThrowsStatus(
    () =>
      parseWith(updateCompanySchema, {
        companyId: id,
        companyData: { primary_contact_email: 'x' },
      }),
    400,
    'Must be a valid email',
  );
  assertThrowsStatus(
    () => parseWith(updateCompanySchema, { companyId: id, companyData: {} }),
    400,
    'at least one field',
  );
});

Deno.test('company registration requires a name and only the company_admin role', () => {
  const body = { userId: id, role: 'COMPANY_ADMIN', companyData: { name: 'Acme' } };
  assertEquals(parseWith(createCompanyUserRelationSchema, body).role, 'company_admin');
  assertThrowsStatus(
    () => parseWith(createCompanyUserRelationSchema, { ...body, role: 'manager' }),
    400,
    'role',
  );
  assertThrowsStatus(
    () => parseWith(createCompanyUserRelationSchema, { ...body, companyData: { name: 'A' } }),
    400,
    'Company name must be at least 2 characters',
  );
});

Deno.test('job create: required fields, normalised lists, integer salaries, questions', () => {
  const parsed = parseWith(manageJobPostingSchema, {
    method: 'create',
    userId: id,
    jobData: {
      title: 'Engineer',
      description: 'Build things',
      location: 'Remote',
      job_type: 'full_time',
      salary_min: '90000',
      salary_max: 120000.7,
      skills_required: 'go, rust, ,go',
      requirements: [' a ', 'a', ''],
      questions: [
        { question: 'Why us?', questionType: 'TEXT', options: ['ignored'] },
        {
          question: 'Pick',
          questionType: 'MULTIPLE_CHOICE',
          isRequired: false,
          options: ['x', ' x', 'y'],
        },
      ],
    },
  });
  if (parsed.method !== 'create') throw new Error('wrong method');
  const job = parsed.jobData;
  assertEquals(
    [
      job.job_type,
      job.salary_min,
      job.salary_max,
      job.skills_required,
      job.requirements,
      job.status,
    ],
    ['FULL_TIME', 90000, 120000, ['go', 'rust'], ['a'], 'draft'],
  );
  assertEquals(job.questions, [
    { question: 'Why us?', questionType: 'TEXT', isRequired: true, options: null },
    { question: 'Pick', questionType: 'MULTIPLE_CHOICE', isRequired: false, options: ['x', 'y'] },
  ]);
  assertThrowsStatus(
    () =>
      parseWith(manageJobPostingSchema, { method: 'create', userId: id, jobData: { title: 'x' } }),
    400,
    'description',
  );
  assertThrowsStatus(
    () =>
      parseWith(manageJobPostingSchema, {
        method: 'create',
        userId: id,
        jobData: {
          title: 'x',
          description: 'y',
          location: 'z',
          job_type: 'FULL_TIME',
          salary_min: 5,
          salary_max: 1,
        },
      }),
    400,
    'Minimum salary cannot be greater than maximum salary',
  );
});

Deno.test('job update needs an id; unknown methods are rejected', () => {
  assertThrowsStatus(
    () =>
      parseWith(manageJobPostingSchema, {
        method: 'update',
        userId: id,
        jobData: { status: 'closed' },
      }),
    400,
    'jobId or jobData.id is required',
  );
  const parsed = parseWith(manageJobPostingSchema, {
    method: 'update',
    userId: id,
    jobData: { id, status: 'Active' },
  });
  assertEquals(parsed.method === 'update' && parsed.jobData, { status: 'active', id });
  assertThrowsStatus(
    () => parseWith(manageJobPostingSchema, { method: 'archive', userId: id }),
    400,
    'method must be one of: list, create, get, update, delete',
  );
  assertThrowsStatus(
    () => parseWith(manageJobPostingSchema, { method: 'get', userId: id }),
    400,
    'jobId',
  );
});

Deno.test("candidate invitation requires candidate names and type 'candidate'", () => {
  const body = {
    email: 'new@example.com',
    candidateData: { firstName: 'Ada', lastName: 'L' },
    companyName: 'Acme',
  };
  assertEquals(parseWith(candidateInvitationSchema, body).invitationType, 'candidate');
  assertThrowsStatus(
    () => parseWith(candidateInvitationSchema, { ...body, invitationType: 'admin' }),
    400,
    'invitationType must be one of: candidate',
  );
  assertThrowsStatus(
    () =>
      parseWith(candidateInvitationSchema, {
        ...body,
        candidateData: { firstName: ' ', lastName: 'L' },
      }),
    400,
    'First name is required',
  );
});

Deno.test('vendor recruiter invitation needs every field', () => {
  assertThrowsStatus(
    () =>
      parseWith(vendorRecruiterInvitationSchema, {
        vendor_id: id,
        email: 'r@example.com',
        first_name: 'R',
      }),
    400,
    'last_name is required',
  );
  assertThrowsStatus(
    () =>
      parseWith(vendorRecruiterInvitationSchema, {
        vendor_id: id,
        email: 'r@example.com',
        first_name: ' ',
        last_name: 'X',
      }),
    400,
    'Please fill in all fields',
  );
});

Deno.test('job expiry must be a date; blank means no expiry', () => {
  const base = { title: 'x', description: 'y', location: 'z', job_type: 'FULL_TIME' };
  const blank = parseWith(manageJobPostingSchema, {
    method: 'create',
    userId: id,
    jobData: { ...base, expires_at: '' },
  });
  assertEquals(blank.method === 'create' && blank.jobData.expires_at, null);
  const dated = parseWith(manageJobPostingSchema, {
    method: 'create',
    userId: id,
    jobData: { ...base, expires_at: '2030-01-31' },
  });
  assertEquals(dated.method === 'create' && dated.jobData.expires_at, '2030-01-31');
  assertThrowsStatus(
    () =>
      parseWith(manageJobPostingSchema, {
        method: 'create',
        userId: id,
        jobData: { ...base, expires_at: 'soon' },
      }),
    400,
    'expires_at must be a date',
  );
});

Deno.test('wrong types are reported as such in either invitation shape', () => {
  assertThrowsStatus(
    () =>
      parseWith(sendCompanyInvitationSchema, {
        email: 'e@example.com',
        role: 'manager',
        firstName: 5,
        lastName: 'Ng',
        companyId: id,
      }),
    400,
    'firstName must be a string',
  );
});
