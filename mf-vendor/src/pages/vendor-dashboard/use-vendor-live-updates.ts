import { useLiveRefresh, vendorTopic } from '@portal/shared/supabase';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useRef } from 'react';
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
  const queryClient = useQueryClient();
  const tables = useRef(new Set<string>());
  useLiveRefresh(
    vendorTopic(vendorId),
    (message) => {
      const table = String(message.payload.table);
      if (message.event !== 'change' || !(table in STALE_BY_TABLE)) return false;
      tables.current.add(table);
      return true;
    },
    () => {
      const changed = tables.current.size > 0 ? [...tables.current] : Object.keys(STALE_BY_TABLE);
      tables.current.clear();
      for (const table of changed) {
        for (const queryKey of STALE_BY_TABLE[table])
          void queryClient.invalidateQueries({ queryKey });
      }
    },
  );
}
