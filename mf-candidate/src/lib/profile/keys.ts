/** Cache keys of the candidate's own profile, its managing company and the links to its documents. */
export const profileKeys = {
  all: ['candidate-profile'] as const,
  own: (userId: string) => [...profileKeys.all, 'own', userId] as const,
  managingCompany: (userId: string) => [...profileKeys.all, 'managing-company', userId] as const,
  documentLink: (bucket: string, stored: string) =>
    [...profileKeys.all, 'document-link', bucket, stored] as const,
};
