// Every address a screen links or navigates to, so a renamed route is one change the type check
// follows. Each area's route table mounts the same segments under its base path.
const id = (value: string) => encodeURIComponent(value);

export const paths = {
  home: '/',
  services: '/services',
  industries: '/industries',
  about: '/about',
  profile: '/profile',
  signIn: (redirect?: string) =>
    redirect ? `/signin?redirect=${encodeURIComponent(redirect)}` : '/signin',
  signUp: (role?: string) => (role ? `/signup?role=${encodeURIComponent(role)}` : '/signup'),
  forgotPassword: '/forgot-password',
  updatePassword: '/update-password',
  publicJob: (jobId: string) => `/jobs/${id(jobId)}`,
  admin: {
    dashboard: '/admin/dashboard',
    sendAdminInvitation: '/admin/send-admin-invitation',
    sendCompanyInvitation: '/admin/send-company-invitation',
    companyApprovals: '/admin/company-approvals',
    users: '/admin/users',
    invitations: '/admin/invitations',
    company: (companyId: string) => `/admin/company/${id(companyId)}`,
    partnerships: '/admin/company-partnerships',
    auditTrail: '/admin/audit-trail',
  },
  company: {
    dashboard: '/company/dashboard',
    register: '/company/register',
    editRegistration: '/company/edit-registration',
    profile: '/company/profile',
    editProfile: '/company/edit-profile',
    userProfile: '/company/user-profile',
    createJob: '/company/create-job',
    jobs: '/company/jobs',
    // The addresses the area's route table serves; the older aliases only redirect here.
    manageJob: (jobId: string) => `/company/manage-job/${id(jobId)}`,
    pipeline: (jobId: string) => `/company/manage-job/${id(jobId)}/pipeline`,
    pipelineSettings: '/company/pipeline-settings',
    manageCandidates: '/company/manage-candidates',
    addCandidate: '/company/add-candidate',
    candidate: (candidateId: string) => `/company/candidates/${id(candidateId)}`,
    application: (applicationId: string) => `/company/application/${id(applicationId)}`,
    manageAssignments: '/company/manage-assignments',
    manageHierarchy: '/company/manage-hierarchy',
    registerVendor: '/company/register-vendor',
    auditTrail: '/company/audit-trail',
  },
  candidate: {
    dashboard: '/candidate/dashboard',
    profile: '/candidate/profile',
    apply: (jobId: string) => `/candidate/apply/${id(jobId)}`,
    application: (applicationId: string) => `/candidate/application/${id(applicationId)}`,
    applications: '/candidate/applications',
    jobs: '/candidate/jobs',
    resume: '/candidate/resume',
    preferences: '/candidate/preferences',
    privacy: '/candidate/privacy',
  },
  vendor: {
    dashboard: '/talent-vendor/dashboard',
  },
} as const;
