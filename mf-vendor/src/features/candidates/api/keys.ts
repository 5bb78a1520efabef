/** Cache keys of the candidates a vendor sourced and of the applications it submitted. */
export const vendorCandidateKeys = {
  all: ['vendor-candidates'] as const,
  list: (filter: { vendorId: string; page: number; pageSize: number }) =>
    [...vendorCandidateKeys.all, 'list', filter] as const,
};

export const submissionKeys = {
  all: ['vendor-submissions'] as const,
  list: (filter: { vendorId: string; page: number; pageSize: number }) =>
    [...submissionKeys.all, 'list', filter] as const,
};
