// zod schemas of the company workspace forms, with the specification's exact messages.
import { z } from 'zod';
import type { TablesInsert } from '../database.types';
import {
  addressColumnNames,
  addressColumns,
  addressFields,
  EMAIL_MESSAGE,
  optionalHttpUrl,
  personFields,
} from './common';

export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1000+'] as const;

const optionalText = z.string().trim().optional().or(z.literal(''));

/** An e-mail field that may stay empty. */
function optionalEmail(message: string) {
  return z
    .string()
    .trim()
    .refine((value) => value === '' || z.email().safeParse(value).success, message)
    .optional()
    .or(z.literal(''));
}

// ---- Company profile --------------------------------------------------------------------------

export const companyProfileSchema = z.object({
  name: z.string().trim().min(2, 'Company name is required'),
  location: z.string().trim().min(2, 'Location is required'),
  industry: z.string().trim().min(2, 'Industry is required'),
  company_size: optionalText,
  website: optionalHttpUrl('Please enter a valid URL'),
  description: optionalText,
  linkedin_url: optionalHttpUrl('Please enter a valid LinkedIn URL'),
  twitter_url: optionalHttpUrl('Please enter a valid Twitter URL'),
  facebook_url: optionalHttpUrl('Please enter a valid Facebook URL'),
  instagram_url: optionalHttpUrl('Please enter a valid Instagram URL'),
});
export type CompanyProfileInput = z.input<typeof companyProfileSchema>;
export type CompanyProfileValues = z.output<typeof companyProfileSchema>;

// ---- Company registration ---------------------------------------------------------------------

const contactEmail = optionalEmail('Must be a valid email');

export const companyRegistrationSchema = z.object({
  name: z.string().trim().min(2, 'Company name must be at least 2 characters'),
  dba_name: optionalText,
  industry: z.string().trim().min(2, 'Industry must be at least 2 characters'),
  company_size: optionalText,
  location: z.string().trim().min(2, 'Location must be at least 2 characters'),
  website: optionalHttpUrl('Must be a valid URL'),
  description: optionalText,
  primary_contact_name: optionalText,
  primary_contact_email: contactEmail,
  primary_contact_phone: optionalText,
  primary_contact_alt_email: contactEmail,
  primary_contact_alt_phone: optionalText,
  secondary_contact_name: optionalText,
  secondary_contact_email: contactEmail,
  secondary_contact_phone: optionalText,
  secondary_contact_alt_email: contactEmail,
  secondary_contact_alt_phone: optionalText,
  ...addressColumns('reg', optionalText),
  same_as_registered: z.boolean(),
  ...addressColumns('op', optionalText),
  tax_id: optionalText,
});
export type CompanyRegistrationInput = z.input<typeof companyRegistrationSchema>;
export type CompanyRegistrationValues = z.output<typeof companyRegistrationSchema>;

const OPERATING_ADDRESS_FIELDS = addressColumnNames('op');

/** When the operating address is the registered one, the operating fields are sent blank. */
export function registrationPayload(
  values: CompanyRegistrationValues,
): Record<string, string | boolean> {
  const payload: Record<string, string | boolean> = {};
  for (const [key, value] of Object.entries(values)) {
    payload[key] = typeof value === 'boolean' ? value : (value ?? '');
  }
  if (values.same_as_registered) {
    for (const field of OPERATING_ADDRESS_FIELDS) payload[field] = '';
  }
  return payload;
}

/** Accepted files for the registration documents. */
export const LOGO_ACCEPT = 'image/*';
export const COMPANY_DOCUMENT_ACCEPT = '.pdf,.doc,.docx,.jpg,.jpeg,.png';

// ---- Staff user profile -----------------------------------------------------------------------

export const USER_PROFILE_NAMES_MESSAGE = 'First name and last name are required';

export const userProfileSchema = z.object({
  first_name: z.string().trim().min(1, USER_PROFILE_NAMES_MESSAGE),
  last_name: z.string().trim().min(1, USER_PROFILE_NAMES_MESSAGE),
  email: optionalEmail(EMAIL_MESSAGE),
  phone: optionalText,
});
export type UserProfileInput = z.input<typeof userProfileSchema>;
export type UserProfileValues = z.output<typeof userProfileSchema>;

// ---- Employees ---------------------------------------------------------------------------------

export const INVITABLE_EMPLOYEE_ROLES = ['manager', 'recruiter', 'partner_recruiter'] as const;
export type InvitableEmployeeRole = (typeof INVITABLE_EMPLOYEE_ROLES)[number];

export const employeeInviteSchema = z.object({
  email: z.string().trim().toLowerCase().email(EMAIL_MESSAGE),
  firstName: z.string().trim().min(1, 'First name is required'),
  lastName: z.string().trim().min(1, 'Last name is required'),
  role: z.enum(INVITABLE_EMPLOYEE_ROLES, { message: 'Please select a role' }),
});
export type EmployeeInviteInput = z.input<typeof employeeInviteSchema>;
export type EmployeeInviteValues = z.output<typeof employeeInviteSchema>;

// ---- Talent vendors -----------------------------------------------------------------------------

export const talentVendorInviteSchema = z.object({
  first_name: z.string().trim().min(1, 'First name is required'),
  last_name: z.string().trim().min(1, 'Last name is required'),
  email: z.string().trim().toLowerCase().email(EMAIL_MESSAGE),
  message: optionalText,
});
export type TalentVendorInviteInput = z.input<typeof talentVendorInviteSchema>;
export type TalentVendorInviteValues = z.output<typeof talentVendorInviteSchema>;

const vendorEmail = optionalEmail(EMAIL_MESSAGE);

export const vendorRegistrationSchema = z.object({
  vendor_name: z.string().trim().min(1, 'Vendor name is required'),
  phone_number: optionalText,
  mailing_address: z.string().trim().min(1, 'Mailing address is required'),
  state: z.string().trim().min(1, 'State is required'),
  zip: z.string().trim().min(1, 'ZIP code is required'),
  year_established: z
    .string()
    .trim()
    .min(1, 'Year established is required')
    .refine((value) => /^\d{4}$/.test(value), 'Year established must be a number'),
  annual_gross_income: z.string().trim().min(1, 'Annual gross income is required'),
  primary_contact_name: z.string().trim().min(1, 'Primary contact name is required'),
  primary_contact_email: z.string().trim().email(EMAIL_MESSAGE),
  hr_contact_name: optionalText,
  hr_contact_email: vendorEmail,
  reference1_company_name: optionalText,
  reference1_contact: optionalText,
  reference1_phone: optionalText,
  reference1_email: vendorEmail,
  reference2_company_name: optionalText,
  reference2_contact: optionalText,
  reference2_phone: optionalText,
  reference2_email: vendorEmail,
  bank_name: optionalText,
  beneficiary_name: optionalText,
  account_number: optionalText,
  routing_number: optionalText,
  swift_code: optionalText,
  remittance_email: vendorEmail,
  finance_contact_name: optionalText,
  finance_contact_email: vendorEmail,
  certifying_name: optionalText,
  certifying_title: optionalText,
  certifying_date: optionalText,
});
export type VendorRegistrationInput = z.input<typeof vendorRegistrationSchema>;
export type VendorRegistrationValues = z.output<typeof vendorRegistrationSchema>;

/** Row for the vendors table: numbers parsed, empty optional values null, empty date null. */
export function vendorRow(
  values: VendorRegistrationValues,
): Omit<TablesInsert<'vendors'>, 'vendor_id'> {
  const row: Record<string, string | number | null> = {};
  for (const [key, value] of Object.entries(values)) row[key] = value ? value : null;
  row.year_established = Number.parseInt(values.year_established, 10);
  row.certifying_date = values.certifying_date ? values.certifying_date : null;
  // Every key of the schema is a column of the table (the schema's required vendor_name included).
  return row as unknown as Omit<TablesInsert<'vendors'>, 'vendor_id'>;
}

// ---- Candidates ---------------------------------------------------------------------------------

export const addCandidateSchema = z.object({
  ...personFields,
  phone: optionalText,
  alternatePhone: optionalText,
  title: optionalText,
  bio: optionalText,
  gender: optionalText,
  workAuthorization: optionalText,
  ...addressFields(optionalText),
  skills: z.array(z.string()),
});
export type AddCandidateInput = z.input<typeof addCandidateSchema>;
export type AddCandidateValues = z.output<typeof addCandidateSchema>;

/** The invitation's candidate data: address nested, as the invitation landing page reads it. */
export function candidateInvitationData(values: AddCandidateValues) {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    title: values.title ?? '',
    bio: values.bio ?? '',
    skills: values.skills,
    phoneNumber: values.phone ?? '',
    alternatePhoneNumber: values.alternatePhone ?? '',
    gender: values.gender ?? '',
    workAuthorization: values.workAuthorization ?? '',
    unit: values.unit ?? '',
    address: {
      street: values.street ?? '',
      city: values.city ?? '',
      state: values.state ?? '',
      zipCode: values.zipCode ?? '',
      country: values.country ?? '',
    },
  };
}

// ---- Jobs ---------------------------------------------------------------------------------------

export const JOB_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACT', 'INTERNSHIP', 'REMOTE'] as const;
export const EXPERIENCE_LEVELS = [
  'entry_level',
  'mid_level',
  'senior_level',
  'lead',
  'executive',
] as const;
export const JOB_FORM_STATUSES = ['draft', 'published', 'closed', 'filled'] as const;
export const JOB_MANAGE_STATUSES = ['draft', 'active', 'closed', 'filled'] as const;
export const QUESTION_TYPES = ['TEXT', 'MULTIPLE_CHOICE', 'CHECKBOX', 'FILE', 'RATING'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const JOB_STATUS_HINTS: Record<(typeof JOB_FORM_STATUSES)[number], string> = {
  draft: 'Draft - Not visible to candidates',
  published: 'Published - Open for applications',
  closed: 'Closed - No longer accepting applications',
  filled: 'Filled - Position has been filled',
};

export const EXPIRY_MESSAGE = 'Expiry date cannot be earlier than today';
export const SALARY_ORDER_MESSAGE = 'Minimum salary cannot be greater than maximum salary';

/** Trims, drops blanks and keeps the first of repeated values. */
export function uniqueTrimmed(items: readonly string[]): string[] {
  return [...new Set(items.map((item) => item.trim()).filter(Boolean))];
}

/** Required skills are typed comma-separated. */
export function splitSkills(text: string): string[] {
  return uniqueTrimmed(text.split(','));
}

/** Salary inputs become whole numbers, or null when empty or not a number. */
export function parseSalary(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const parsed = typeof value === 'number' ? Math.trunc(value) : Number.parseInt(value.trim(), 10);
  return Number.isFinite(parsed) ? parsed : null;
}

/** 'YYYY-MM-DD' of the local calendar day. */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function isExpiryAllowed(
  expiry: string | null | undefined,
  today: string = todayIso(),
): boolean {
  return !expiry || expiry >= today;
}

export const jobQuestionSchema = z
  .object({
    question: z.string().trim().min(1, 'Question text is required'),
    questionType: z.enum(QUESTION_TYPES),
    isRequired: z.boolean(),
    options: z.array(z.string()),
  })
  .transform((q) => ({
    ...q,
    options: questionTakesOptions(q.questionType) ? uniqueTrimmed(q.options) : [],
  }));
export type JobQuestionInput = z.input<typeof jobQuestionSchema>;
export type JobQuestion = z.output<typeof jobQuestionSchema>;

export function questionTakesOptions(type: QuestionType): boolean {
  return type === 'MULTIPLE_CHOICE' || type === 'CHECKBOX';
}

export const jobFormSchema = z
  .object({
    title: z.string().trim().min(1, 'Job title is required'),
    description: z.string().trim().min(1, 'Job description is required'),
    location: z.string().trim().min(1, 'Primary location is required'),
    locations: z.array(z.string()),
    job_type: z.enum(JOB_TYPES, { message: 'Job type is required' }),
    experience_level: z.enum(EXPERIENCE_LEVELS).optional().or(z.literal('')),
    experience_required: optionalText,
    education_required: optionalText,
    salary_min: z.string().optional(),
    salary_max: z.string().optional(),
    skills_required: z.string().optional(),
    requirements: z.array(z.string()),
    preferred_skills: z.array(z.string()),
    status: z.enum(JOB_FORM_STATUSES),
    expires_at: z.string().optional().or(z.literal('')),
    questions: z.array(jobQuestionSchema),
  })
  .superRefine((job, ctx) => {
    if (!isExpiryAllowed(job.expires_at)) {
      ctx.addIssue({ code: 'custom', path: ['expires_at'], message: EXPIRY_MESSAGE });
    }
    const min = parseSalary(job.salary_min);
    const max = parseSalary(job.salary_max);
    if (min !== null && max !== null && min > max) {
      ctx.addIssue({ code: 'custom', path: ['salary_max'], message: SALARY_ORDER_MESSAGE });
    }
  });
export type JobFormInput = z.input<typeof jobFormSchema>;
export type JobFormValues = z.output<typeof jobFormSchema>;

export const emptyJobForm: JobFormInput = {
  title: '',
  description: '',
  location: '',
  locations: [],
  job_type: '' as JobFormInput['job_type'],
  experience_level: '',
  experience_required: '',
  education_required: '',
  salary_min: '',
  salary_max: '',
  skills_required: '',
  requirements: [],
  preferred_skills: [],
  status: 'draft',
  expires_at: '',
  questions: [],
};

/** The jobData body of manage-job-posting's create call. */
export function jobPayload(job: JobFormValues) {
  return {
    title: job.title,
    description: job.description,
    location: job.location,
    locations: uniqueTrimmed(job.locations),
    job_type: job.job_type,
    experience_level: job.experience_level || null,
    experience_required: job.experience_required || null,
    education_required: job.education_required || null,
    salary_min: parseSalary(job.salary_min),
    salary_max: parseSalary(job.salary_max),
    skills_required: splitSkills(job.skills_required ?? ''),
    requirements: uniqueTrimmed(job.requirements),
    preferred_skills: uniqueTrimmed(job.preferred_skills),
    status: job.status,
    expires_at: job.expires_at ? job.expires_at : null,
    questions: job.questions.map((q) => ({
      question: q.question,
      questionType: q.questionType,
      isRequired: q.isRequired,
      options: questionTakesOptions(q.questionType) ? q.options : null,
    })),
  };
}
