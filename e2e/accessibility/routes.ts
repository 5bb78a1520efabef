// Every screen the axe scan opens, with the kinds of user that can open it. A new screen joins
// the scan with one row here.

export type UserKind =
  | 'anonymous'
  | 'platform admin'
  | 'company admin'
  | 'recruiter'
  | 'partner recruiter'
  | 'candidate'
  | 'vendor admin'
  | 'vendor recruiter';

/** The demo account each signed-in kind of user scans with (backend/supabase/seed.sql). */
export const ACCOUNTS: Record<Exclude<UserKind, 'anonymous'>, string> = {
  'platform admin': 'admin@example.com',
  'company admin': 'owner@example.com',
  recruiter: 'recruiter@example.com',
  'partner recruiter': 'partner.recruiter@example.com',
  candidate: 'candidate@example.com',
  'vendor admin': 'vendor@example.com',
  'vendor recruiter': 'vendor.recruiter@example.com',
};

export interface ScannedRoute {
  path: string;
  users: readonly UserKind[];
}

const EVERYONE: readonly UserKind[] = [
  'anonymous',
  'platform admin',
  'company admin',
  'recruiter',
  'candidate',
  'vendor admin',
  'vendor recruiter',
];
const COMPANY_STAFF: readonly UserKind[] = ['company admin', 'recruiter'];
// A partner recruiter works in the company's workspace on the jobs and candidates assigned to them.
const COMPANY_WORKSPACE: readonly UserKind[] = [...COMPANY_STAFF, 'partner recruiter'];
const VENDOR_STAFF: readonly UserKind[] = ['vendor admin', 'vendor recruiter'];
const COMPANY_ADMIN: readonly UserKind[] = ['company admin'];

// Seeded rows the detail screens show.
const ACME = 'c0000000-0000-4000-8000-000000000001';
const PUBLISHED_JOB = 'f0000000-0000-4000-8000-000000000001';
const JOB_NOT_APPLIED_TO = 'f0000000-0000-4000-8000-000000000006';
const CANDIDATE_APPLICATION = 'f4000000-0000-4000-8000-000000000001';
const MANAGED_CANDIDATE = 'd0000000-0000-4000-8000-000000000002';
const ACME_SLUG = 'acme-corp';
const STAFFING_PARTNERS = 'b0000000-0000-4000-8000-000000000001';

export const ROUTES: readonly ScannedRoute[] = [
  // Public area
  { path: '/', users: EVERYONE },
  { path: '/services', users: ['anonymous'] },
  { path: '/industries', users: ['anonymous'] },
  { path: '/about', users: ['anonymous'] },
  { path: '/contact', users: ['anonymous'] },
  { path: '/faq', users: ['anonymous'] },
  { path: '/careers', users: ['anonymous'] },
  { path: '/blog', users: ['anonymous'] },
  { path: '/help', users: ['anonymous'] },
  { path: '/privacy', users: ['anonymous'] },
  { path: '/terms', users: ['anonymous'] },
  { path: '/cookies', users: ['anonymous'] },
  { path: '/signin', users: ['anonymous'] },
  { path: '/signup', users: ['anonymous'] },
  { path: '/forgot-password', users: ['anonymous'] },
  { path: '/update-password', users: ['anonymous'] },
  { path: '/jobs', users: EVERYONE },
  { path: '/jobs?q=engineer&type=FULL_TIME&sort=salary', users: ['anonymous', 'candidate'] },
  { path: '/jobs?type=nonsense&page=0', users: ['anonymous'] },
  { path: `/jobs/${PUBLISHED_JOB}`, users: EVERYONE },
  { path: '/jobs/not-a-job', users: ['anonymous'] },
  { path: `/careers/${ACME_SLUG}`, users: EVERYONE },
  { path: '/job-alerts/unsubscribe?token=not-a-token', users: ['anonymous'] },
  { path: '/confirm-representation?token=not-a-token', users: ['anonymous'] },
  { path: '/invitation/seed-pending-candidate-invitation', users: ['anonymous'] },
  { path: '/company-invitation/seed-pending-company-invitation', users: ['anonymous'] },
  { path: '/employee-invitation/seed-pending-employee-invitation', users: ['anonymous'] },
  { path: '/admin-invitation/seed-pending-admin-invitation', users: ['anonymous'] },
  { path: '/profile', users: ['platform admin', 'vendor admin', 'vendor recruiter'] },
  { path: '/no-such-page', users: ['anonymous', 'candidate'] },

  // Platform administration
  { path: '/admin/dashboard', users: ['platform admin'] },
  { path: '/admin/send-admin-invitation', users: ['platform admin'] },
  { path: '/admin/send-company-invitation', users: ['platform admin'] },
  { path: '/admin/company-approvals', users: ['platform admin'] },
  { path: `/admin/company/${ACME}`, users: ['platform admin'] },
  { path: '/admin/company-partnerships', users: ['platform admin'] },
  { path: '/admin/audit-trail', users: ['platform admin'] },
  { path: '/admin/reports', users: ['platform admin'] },
  { path: '/admin/skills', users: ['platform admin'] },
  { path: '/admin/users', users: ['platform admin'] },
  { path: '/admin/invitations', users: ['platform admin'] },

  // Company workspace
  { path: '/company/dashboard', users: COMPANY_WORKSPACE },
  { path: '/company/profile', users: COMPANY_WORKSPACE },
  { path: '/company/edit-profile', users: COMPANY_ADMIN },
  { path: '/company/edit-registration', users: COMPANY_ADMIN },
  { path: '/company/register', users: COMPANY_ADMIN },
  { path: '/company/user-profile', users: COMPANY_WORKSPACE },
  { path: '/company/create-job', users: COMPANY_STAFF },
  { path: '/company/jobs', users: COMPANY_WORKSPACE },
  { path: `/company/manage-job/${PUBLISHED_JOB}`, users: COMPANY_STAFF },
  { path: `/company/manage-job/${PUBLISHED_JOB}/pipeline`, users: COMPANY_STAFF },
  { path: '/company/pipeline-settings', users: COMPANY_ADMIN },
  { path: '/company/ownership', users: COMPANY_ADMIN },
  { path: '/company/manage-candidates', users: COMPANY_WORKSPACE },
  { path: '/company/add-candidate', users: COMPANY_STAFF },
  { path: `/company/candidates/${MANAGED_CANDIDATE}`, users: COMPANY_STAFF },
  { path: `/company/application/${CANDIDATE_APPLICATION}`, users: COMPANY_STAFF },
  { path: '/company/manage-assignments', users: COMPANY_ADMIN },
  { path: '/company/manage-hierarchy', users: COMPANY_ADMIN },
  { path: '/company/audit-trail', users: COMPANY_ADMIN },
  { path: '/company/reports', users: COMPANY_WORKSPACE },
  { path: '/company/invitations', users: COMPANY_ADMIN },
  { path: '/company/register-vendor', users: COMPANY_ADMIN },
  { path: `/company/vendors/${STAFFING_PARTNERS}`, users: COMPANY_STAFF },
  { path: '/company/my-interviews', users: COMPANY_WORKSPACE },

  // Candidate area
  { path: '/candidate/dashboard', users: ['candidate'] },
  { path: '/candidate/profile', users: ['candidate'] },
  { path: '/candidate/privacy', users: ['candidate'] },
  { path: '/candidate/jobs', users: ['candidate'] },
  { path: '/candidate/saved', users: ['candidate'] },
  { path: '/candidate/preferences', users: ['candidate'] },
  { path: '/candidate/applications', users: ['candidate'] },
  { path: `/candidate/application/${CANDIDATE_APPLICATION}`, users: ['candidate'] },
  { path: `/candidate/apply/${JOB_NOT_APPLIED_TO}`, users: ['candidate'] },

  // Talent-vendor area
  { path: '/talent-vendor/dashboard', users: VENDOR_STAFF },
  { path: '/talent-vendor/reports', users: VENDOR_STAFF },
];
