/** Cache keys of the candidate's privacy page. */
export const privacyKeys = {
  all: ['candidate-privacy'] as const,
  documentAccess: () => [...privacyKeys.all, 'document-access'] as const,
};
