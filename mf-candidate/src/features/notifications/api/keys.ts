/** Cache keys of the candidate's notices: invalidating `all` refreshes every list of them. */
export const notificationKeys = {
  all: ['candidate-notifications'] as const,
  companyInvitations: (userId: string) =>
    [...notificationKeys.all, 'company-invitations', userId] as const,
};
