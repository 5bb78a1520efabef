/** Cache keys of who works which job or candidate and the staff they can be given to. */
export const assignmentKeys = {
  all: ['company-assignments'] as const,
  jobs: () => [...assignmentKeys.all, 'jobs'] as const,
  forJobs: (jobIds: string[]) => [...assignmentKeys.jobs(), [...jobIds].sort()] as const,
  candidates: () => [...assignmentKeys.all, 'candidates'] as const,
  forCandidates: (candidateIds: string[]) =>
    [...assignmentKeys.candidates(), [...candidateIds].sort()] as const,
  staff: (companyId: string) => [...assignmentKeys.all, 'staff', companyId] as const,
  staffMembers: (companyId: string, userIds: string[]) =>
    [...assignmentKeys.staff(companyId), 'members', [...userIds].sort()] as const,
};

/** Cache keys of the candidates a company manages. */
export const managedCandidateKeys = {
  all: ['managed-candidates'] as const,
  lists: (companyId: string) => [...managedCandidateKeys.all, 'list', companyId] as const,
  list: (companyId: string, search: string, page: number, pageSize: number) =>
    [...managedCandidateKeys.lists(companyId), { search, page, pageSize }] as const,
};
