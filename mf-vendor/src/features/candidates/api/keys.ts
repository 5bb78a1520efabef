/**
 * Cache keys of the candidates a vendor sourced (a list, and their ranking for one job), of the
 * applications it submitted and of its submissions held for the candidate's confirmation.
 */
export const vendorCandidateKeys = {
  all: ['vendor-candidates'] as const,
  list: (filter: { vendorId: string; page: number; pageSize: number }) =>
    [...vendorCandidateKeys.all, 'list', filter] as const,
  matches: (jobId: string) => [...vendorCandidateKeys.all, 'matches', jobId] as const,
};

export const submissionKeys = {
  all: ['vendor-submissions'] as const,
  list: (filter: { vendorId: string; page: number; pageSize: number }) =>
    [...submissionKeys.all, 'list', filter] as const,
};

export const confirmationKeys = {
  all: ['vendor-confirmations'] as const,
  list: (filter: { vendorId: string; page: number; pageSize: number }) =>
    [...confirmationKeys.all, 'list', filter] as const,
};

export const jobQuestionKeys = {
  all: ['vendor-job-questions'] as const,
  job: (jobId: string) => [...jobQuestionKeys.all, jobId] as const,
};

export const candidateDocumentKeys = {
  all: ['vendor-candidate-documents'] as const,
  candidate: (candidateId: string) => [...candidateDocumentKeys.all, candidateId] as const,
};
