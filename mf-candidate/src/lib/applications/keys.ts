/** Cache keys of the candidate's applications: invalidating `all` refreshes every page and detail. */
export const applicationKeys = {
  all: ['candidate-applications'] as const,
  page: (userId: string, page: number, pageSize: number) =>
    [...applicationKeys.all, 'page', userId, page, pageSize] as const,
  detail: (userId: string, applicationId: string) =>
    [...applicationKeys.all, 'detail', userId, applicationId] as const,
};
