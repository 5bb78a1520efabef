/** Cache keys of a company's employees: invalidating `all` refreshes every page of them. */
export const employeeKeys = {
  all: ['company-employees'] as const,
  lists: (companyId: string) => [...employeeKeys.all, 'list', companyId] as const,
  list: (companyId: string, page: number, pageSize: number) =>
    [...employeeKeys.lists(companyId), { page, pageSize }] as const,
};

/** Cache keys of the company's sent invitations; resend, revoke and new invitations invalidate `all`. */
export const sentInvitationKeys = {
  all: ['company-sent-invitations'] as const,
  list: (filter: object) => [...sentInvitationKeys.all, 'list', filter] as const,
};
