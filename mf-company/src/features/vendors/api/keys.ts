/** Cache keys of the company's vendors, its talent-vendor invitations and jobs given to vendors. */
export const vendorKeys = {
  all: ['company-vendors'] as const,
  list: (companyId: string) => [...vendorKeys.all, 'list', companyId] as const,
  detail: (vendorId: string) => [...vendorKeys.all, 'detail', vendorId] as const,
  documents: (vendorId: string) => [...vendorKeys.all, 'documents', vendorId] as const,
  invites: (companyId: string) => [...vendorKeys.all, 'invites', companyId] as const,
  recruiters: (vendorId: string) => [...vendorKeys.all, 'recruiters', vendorId] as const,
  jobAssignments: (jobId: string) => [...vendorKeys.all, 'job-assignments', jobId] as const,
  vendorAssignments: (vendorId: string) =>
    [...vendorKeys.all, 'vendor-assignments', vendorId] as const,
  tierDelays: ['company-vendors', 'tier-delays'] as const,
  performance: (vendorId: string | null) =>
    [...vendorKeys.all, 'performance', vendorId ?? 'all'] as const,
};
