import { z } from 'zod';
import { INVITABLE_EMPLOYEE_ROLES, SUBSCRIPTION_TIERS } from './roles.ts';

const uuid = (name: string) => z.uuid({ message: `${name} must be a valid id` });
const email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'Please enter a valid email address' }));
const optionalText = z.string().trim().nullish();
const lowered = (values: readonly [string, ...string[]]) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v), z.enum(values));

// ---- Platform administration ----

export const manageSubscriptionSchema = z.discriminatedUnion(
  'method',
  [
    z.object({ method: z.literal('get'), companyId: uuid('companyId') }),
    z.object({
      method: z.literal('update'),
      companyId: uuid('companyId'),
      tier: lowered(SUBSCRIPTION_TIERS),
      expiresAt: z.iso
        .datetime({ offset: true, message: 'expiresAt must be an ISO date-time' })
        .or(z.iso.date({ message: 'expiresAt must be an ISO date' }))
        .nullish(),
    }),
  ],
  {
    error: (issue) =>
      issue.code === 'invalid_union' ? "method must be 'get' or 'update'" : undefined,
  },
);

export const emptySchema = z.looseObject({});

export const companyApprovalSchema = z.object({
  companyId: uuid('companyId'),
  isApproved: z.boolean({ message: 'isApproved must be a boolean' }),
  reason: z.string().trim().max(2000, 'Reason must be at most 2000 characters').nullish(),
});

export const userAccessSchema = z.object({
  userId: uuid('userId'),
  action: z.enum(['deactivate', 'reactivate']),
});

export const invitationIdSchema = z.object({ invitationId: uuid('invitationId') });

export const companyIdSchema = z.object({ companyId: uuid('companyId') });

export const adminInvitationSchema = z.object({
  email,
  firstName: z.string().trim().min(2, 'First name must be at least 2 characters'),
  lastName: z.string().trim().min(2, 'Last name must be at least 2 characters'),
  message: optionalText,
  invitationUrl: z.string().nullish(),
  adminEmail: z.string().nullish(),
});

export const companyInvitationSchema = z.object({
  email,
  companyName: z.string().trim().min(2, 'Company name must be at least 2 characters'),
  message: optionalText,
  invitationUrl: z.string().nullish(),
  adminEmail: z.string().nullish(),
});

export const employeeInvitationSchema = z.object({
  email,
  role: lowered(INVITABLE_EMPLOYEE_ROLES),
  firstName: z.string().trim().min(1, 'First name is required'),
  lastName: z.string().trim().min(1, 'Last name is required'),
  companyId: uuid('companyId'),
  message: optionalText,
  adminEmail: z.string().nullish(),
});

/** The employee dialog sends companyId and role; the admin form sends companyName. */
export const sendCompanyInvitationSchema = z.unknown().transform((body, ctx) => {
  const isEmployee =
    typeof body === 'object' && body !== null && ('companyId' in body || 'role' in body);
  const schema = isEmployee ? employeeInvitationSchema : companyInvitationSchema;
  const result = schema.safeParse(body, { reportInput: true });
  if (!result.success) {
    for (const issue of result.error.issues)
      ctx.issues.push(issue as unknown as z.core.$ZodRawIssue);
    return z.NEVER;
  }
  return isEmployee
    ? { kind: 'employee' as const, ...(result.data as z.output<typeof employeeInvitationSchema>) }
    : { kind: 'company' as const, ...(result.data as z.output<typeof companyInvitationSchema>) };
});

// ---- Company workspace ----

export const userIdSchema = z.object({ userId: uuid('userId') });

// Links are shown to other users, so only http(s) is accepted.
const url = (message: string) =>
  z.union([z.literal(''), z.url({ message, protocol: /^https?$/ })]).nullish();
const contactEmail = z
  .union([z.literal(''), z.email({ message: 'Must be a valid email' })])
  .nullish();
const text = z.string().trim().nullish();

/** Company columns a company may write; anything else (approval, owner, ids) is ignored. */
export const companyDataSchema = z.object({
  name: z.string().trim().min(2, 'Company name must be at least 2 characters'),
  dba_name: text,
  industry: z.string().trim().min(2, 'Industry is required').nullish(),
  company_size: text,
  location: z.string().trim().min(2, 'Location is required').nullish(),
  website: url('Must be a valid URL'),
  description: text,
  logo_url: text,
  linkedin_url: url('Please enter a valid LinkedIn URL'),
  twitter_url: url('Please enter a valid Twitter URL'),
  facebook_url: url('Please enter a valid Facebook URL'),
  instagram_url: url('Please enter a valid Instagram URL'),
  primary_contact_name: text,
  primary_contact_email: contactEmail,
  primary_contact_phone: text,
  primary_contact_alt_email: contactEmail,
  primary_contact_alt_phone: text,
  secondary_contact_name: text,
  secondary_contact_email: contactEmail,
  secondary_contact_phone: text,
  secondary_contact_alt_email: contactEmail,
  secondary_contact_alt_phone: text,
  reg_street: text,
  reg_unit: text,
  reg_city: text,
  reg_state: text,
  reg_zip_code: text,
  reg_country: text,
  same_as_registered: z.boolean().nullish(),
  op_street: text,
  op_unit: text,
  op_city: text,
  op_state: text,
  op_zip_code: text,
  op_country: text,
  tax_id: text,
  ein_document_url: text,
  tax_document_url: text,
});

export const updateCompanySchema = z.object({
  companyId: uuid('companyId'),
  companyData: companyDataSchema.partial().refine((d) => Object.keys(d).length > 0, {
    message: 'companyData must contain at least one field',
  }),
});

export const createCompanyUserRelationSchema = z.object({
  companyData: companyDataSchema,
  userId: uuid('userId'),
  role: lowered(['company_admin']).default('company_admin'),
  firstName: z.string().trim().nullish(),
  lastName: z.string().trim().nullish(),
  email: email.nullish(),
});

export const JOB_STATUSES = ['draft', 'published', 'open', 'active', 'closed', 'filled'] as const;
export const JOB_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACT', 'INTERNSHIP', 'REMOTE'] as const;
export const EXPERIENCE_LEVELS = [
  'entry_level',
  'mid_level',
  'senior_level',
  'lead',
  'executive',
] as const;
export const QUESTION_TYPES = [
  'TEXT',
  'TEXTAREA',
  'MULTIPLE_CHOICE',
  'CHECKBOX',
  'FILE',
  'RATING',
] as const;

const trimmedList = z
  .array(z.string())
  .transform((items) => [...new Set(items.map((s) => s.trim()).filter(Boolean))]);
const salary = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((v, ctx) => {
    if (v === null || v === undefined || v === '') return null;
    const n = typeof v === 'number' ? v : Number.parseInt(v, 10);
    if (!Number.isFinite(n) || n < 0) {
      ctx.issues.push({
        code: 'custom',
        message: 'Salary must be a non-negative number',
        input: v,
      });
      return z.NEVER;
    }
    return Math.trunc(n);
  });

export const jobQuestionSchema = z
  .object({
    question: z.string().trim().min(1, 'Question text is required'),
    questionType: z
      .preprocess((v) => (typeof v === 'string' ? v.toUpperCase() : v), z.enum(QUESTION_TYPES))
      .default('TEXT'),
    isRequired: z.boolean().default(true),
    options: trimmedList.nullish(),
  })
  .transform((q) => ({
    ...q,
    // Options only make sense for choice questions.
    options:
      q.questionType === 'MULTIPLE_CHOICE' || q.questionType === 'CHECKBOX'
        ? (q.options ?? [])
        : null,
  }));

const jobFields = {
  title: z.string().trim().min(1, 'Job title is required'),
  description: z.string().trim().min(1, 'Job description is required'),
  location: z.string().trim().min(1, 'Primary location is required'),
  locations: trimmedList.nullish(),
  job_type: z.preprocess((v) => (typeof v === 'string' ? v.toUpperCase() : v), z.enum(JOB_TYPES)),
  experience_level: lowered(EXPERIENCE_LEVELS).nullish(),
  experience_required: text,
  education_required: text,
  salary_min: salary,
  salary_max: salary,
  skills_required: z
    .union([
      trimmedList,
      z.string().transform((s) => [
        ...new Set(
          s
            .split(',')
            .map((x) => x.trim())
            .filter(Boolean),
        ),
      ]),
    ])
    .nullish(),
  requirements: trimmedList.nullish(),
  preferred_skills: trimmedList.nullish(),
  status: lowered(JOB_STATUSES).default('draft'),
  expires_at: z
    .string()
    .nullish()
    .transform((v) => (v ? v.trim() : null))
    .refine((v) => v === null || !Number.isNaN(Date.parse(v)), 'expires_at must be a date'),
  questions: z.array(jobQuestionSchema).nullish(),
};

export const jobCreateSchema = z
  .object(jobFields)
  .refine((j) => j.salary_min === null || j.salary_max === null || j.salary_min <= j.salary_max, {
    message: 'Minimum salary cannot be greater than maximum salary',
    path: ['salary_max'],
  });

export const jobUpdateSchema = z.object({
  ...(Object.fromEntries(
    Object.entries(jobFields).map(([k, v]) => [
      k,
      k === 'status' ? lowered(JOB_STATUSES).optional() : v.optional(),
    ]),
  ) as { [K in keyof typeof jobFields]: z.ZodOptional<(typeof jobFields)[K]> }),
  id: uuid('jobData.id').optional(),
});

export const manageJobPostingSchema = z.discriminatedUnion(
  'method',
  [
    z.object({ method: z.literal('list'), userId: uuid('userId') }),
    z.object({ method: z.literal('get'), userId: uuid('userId'), jobId: uuid('jobId') }),
    z.object({ method: z.literal('create'), userId: uuid('userId'), jobData: jobCreateSchema }),
    z
      .object({
        method: z.literal('update'),
        userId: uuid('userId'),
        jobId: uuid('jobId').optional(),
        jobData: jobUpdateSchema,
      })
      .refine((b) => b.jobId || b.jobData.id, {
        message: 'jobId or jobData.id is required',
        path: ['jobId'],
      }),
    z.object({ method: z.literal('delete'), userId: uuid('userId'), jobId: uuid('jobId') }),
  ],
  {
    error: (issue) =>
      issue.code === 'invalid_union'
        ? 'method must be one of: list, create, get, update, delete'
        : undefined,
  },
);

export const jobApplicationsSchema = z.object({ userId: uuid('userId'), jobId: uuid('jobId') });
export const applicationDetailSchema = z.object({
  userId: uuid('userId'),
  applicationId: uuid('applicationId'),
});

export const candidateDocumentLinkSchema = z.object({
  applicationId: uuid('applicationId'),
  document: z.enum(['resume', 'cover_letter', 'certificate']),
  /** Which certificate, counting from 0. */
  index: z.number().int().min(0, 'index must not be negative').default(0),
});

// The rest of the candidate data (title, skills, address...) is kept as sent for the invitee's profile.
const candidateDataSchema = z.looseObject({
  firstName: z.string().trim().min(1, 'First name is required'),
  lastName: z.string().trim().min(1, 'Last name is required'),
  email: email.nullish(),
});

export const candidateInvitationSchema = z.object({
  email,
  candidateData: candidateDataSchema,
  companyName: z.string().trim().nullish(),
  invitationType: z
    .literal('candidate', { message: "invitationType must be 'candidate'" })
    .default('candidate'),
  managementTerms: z.string().trim().nullish(),
});

export const vendorRecruiterInvitationSchema = z.object({
  vendor_id: uuid('vendor_id'),
  email,
  first_name: z.string().trim().min(1, 'Please fill in all fields'),
  last_name: z.string().trim().min(1, 'Please fill in all fields'),
});

export const vendorRecruiterInvitationActionSchema = z.object({
  action: z.enum(['resend', 'revoke']),
  vendor_id: uuid('vendor_id'),
  user_id: uuid('user_id'),
});

export const candidateExportSchema = z.object({});
export const candidateErasureSchema = z.object({
  confirmation: z.literal('ERASE', { error: "Type ERASE to confirm" }),
});
