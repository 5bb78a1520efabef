import type { ListCompanyAuditInput } from './list-company-audit-entries';

/** Cache keys of the company's audit trail pages. */
export const companyAuditKeys = {
  all: ['company-audit-trail'] as const,
  page: (input: ListCompanyAuditInput) => [...companyAuditKeys.all, 'page', input] as const,
};
