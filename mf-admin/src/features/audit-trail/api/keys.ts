import type { ListAuditEntriesInput } from './list-audit-entries';

/** Cache keys of the audit trail: its pages and the chain check. */
export const auditKeys = {
  all: ['admin-audit-trail'] as const,
  page: (input: ListAuditEntriesInput) => [...auditKeys.all, 'page', input] as const,
  verification: () => [...auditKeys.all, 'verification'] as const,
};
