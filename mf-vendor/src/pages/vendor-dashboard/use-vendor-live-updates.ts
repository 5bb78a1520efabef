import { useLiveInvalidation, vendorTopic } from '@portal/shared/supabase';
import type { QueryKey } from '@tanstack/react-query';
import { confirmationKeys, submissionKeys } from '../../features/candidates/api/keys';
import { jobAssignmentKeys } from '../../lib/job-assignments/keys';

// What a signal on the vendor's topic makes stale.
const STALE_BY_TABLE: Record<string, QueryKey[]> = {
  applications: [submissionKeys.all],
  representation_requests: [confirmationKeys.all],
  vendor_job_assignments: [jobAssignmentKeys.all],
};

/**
 * The company moving a submission, a candidate answering a confirmation request, and jobs
 * assigned, released or handed out, refresh the dashboard without a reload; a rejoin after a
 * dropped connection refreshes every list.
 */
export function useVendorLiveUpdates(vendorId: string): void {
  useLiveInvalidation(vendorTopic(vendorId), STALE_BY_TABLE);
}
