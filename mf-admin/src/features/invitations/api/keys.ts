/** Cache keys of the invitations an administrator has sent; resend and revoke invalidate `all`. */
export const invitationKeys = {
  all: ['admin-invitations'] as const,
  list: (filter: object) => [...invitationKeys.all, 'list', filter] as const,
};
