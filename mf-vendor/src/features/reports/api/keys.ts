import type { VendorReportInput } from './get-vendor-report';

/** Cache keys of the vendor's report. */
export const vendorReportKeys = {
  all: ['vendor-reports'] as const,
  report: (input: VendorReportInput) => [...vendorReportKeys.all, 'report', input] as const,
};
