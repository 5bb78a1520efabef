import type { CompanyReportInput } from './get-company-report';

/** Cache keys of the company's reports. */
export const companyReportKeys = {
  all: ['company-reports'] as const,
  report: (input: CompanyReportInput) => [...companyReportKeys.all, 'report', input] as const,
};
