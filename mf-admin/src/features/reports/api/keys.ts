import type { AdminReportInput } from './get-admin-report';

/** Cache keys of the platform report. */
export const adminReportKeys = {
  all: ['admin-reports'] as const,
  report: (input: AdminReportInput) => [...adminReportKeys.all, 'report', input] as const,
};
