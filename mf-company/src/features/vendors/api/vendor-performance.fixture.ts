// Test data: the performance answer of one vendor, Staffing Partners, with the figures a test gives.
import type { PerformanceFigures, VendorPerformance } from './get-vendor-performance';

export const PERFORMANCE_PATH = '/rest/v1/rpc/get_company_vendor_performance';

export function staffingPartnersPerformance(
  vendorId: string,
  figures: PerformanceFigures,
  recruiters: VendorPerformance['recruiters'] = [],
): { body: VendorPerformance } {
  return {
    body: {
      vendors: [{ vendor_id: vendorId, vendor_name: 'Staffing Partners', ...figures }],
      recruiters,
    },
  };
}
