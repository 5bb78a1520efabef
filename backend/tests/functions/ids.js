// Fixed ids from backend/supabase/seed.sql.
export const COMPANY = {
  acme: 'c0000000-0000-4000-8000-000000000001',
  pending: 'c0000000-0000-4000-8000-000000000002',
  globex: 'c0000000-0000-4000-8000-000000000003',
};
export const USER = {
  admin: 'a0000000-0000-4000-8000-000000000001',
  owner: 'a0000000-0000-4000-8000-000000000002',
  manager: 'a0000000-0000-4000-8000-000000000003',
  recruiter: 'a0000000-0000-4000-8000-000000000004',
  partner: 'a0000000-0000-4000-8000-000000000005',
  pendingOwner: 'a0000000-0000-4000-8000-000000000006',
  candidate: 'a0000000-0000-4000-8000-000000000007',
  vendor: 'a0000000-0000-4000-8000-000000000008',
  vendorRecruiter: 'a0000000-0000-4000-8000-000000000009',
};
export const JOB = {
  frontend: 'f0000000-0000-4000-8000-000000000001', // published, assigned to the recruiter
  backend: 'f0000000-0000-4000-8000-000000000002', // published, assigned to the manager
  designer: 'f0000000-0000-4000-8000-000000000003', // active, created by the recruiter
  intern: 'f0000000-0000-4000-8000-000000000004', // draft
  qa: 'f0000000-0000-4000-8000-000000000005', // closed, assigned to the partner recruiter
  devops: 'f0000000-0000-4000-8000-000000000006', // published, assigned to the partner recruiter
  globex: 'f0000000-0000-4000-8000-000000000007',
};
export const APPLICATION = {
  candidateFrontend: 'f4000000-0000-4000-8000-000000000001',
  candidateBackend: 'f4000000-0000-4000-8000-000000000002',
  samDesigner: 'f4000000-0000-4000-8000-000000000003',
  vendorFrontend: 'f4000000-0000-4000-8000-000000000005',
};
// The frontend job's required screening question.
export const QUESTION = { whyAcme: 'f1000000-0000-4000-8000-000000000001' };
export const CANDIDATE = { jordan: 'd0000000-0000-4000-8000-000000000001' };
export const VENDOR = { staffing: 'b0000000-0000-4000-8000-000000000001' };
export const MISSING = '00000000-0000-4000-8000-00000000dead';

export const FUNCTIONS = [
  'manage-company-subscription',
  'get-pending-companies-direct',
  'update-company-approval-direct',
  'get-company-by-id-direct',
  'send-admin-invitation',
  'send-company-invitation',
  'get-user-company-id-direct',
  'update-company-direct',
  'create-company-user-relation',
  'manage-job-posting',
  'get-job-applications',
  'get-application-detail',
  'check-user-company-membership-direct',
  'send-candidate-invitation',
  'send-vendor-recruiter-invitation',
  'send-talent-vendor-invitation',
  'manage-interview',
  'manage-user-access',
  'resend-invitation',
];
