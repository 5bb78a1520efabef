import { useAuthStore } from '@portal/shared';
import { companyTopic, useLiveRefresh } from '@portal/shared/supabase';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useRef } from 'react';
import { applicationKeys } from '../applications/keys';
import { assignmentKeys } from '../assignments/keys';
import { jobKeys } from '../jobs/keys';
import { matchingKeys } from '../matching/keys';

// Which cached views a change to each table makes stale (job lists show application counts; an
// application takes its candidate out of the suggestions and adds a score to the applicants).
const STALE_BY_TABLE: Record<string, QueryKey[]> = {
  applications: [applicationKeys.all, jobKeys.all, matchingKeys.all],
  jobs: [jobKeys.all, matchingKeys.all],
  job_assignments: [assignmentKeys.all, jobKeys.all],
  vendor_job_assignments: [jobKeys.all],
};

/**
 * Colleagues' changes refresh the company area's screens without a reload: the signals on the
 * company's topic invalidate the matching query keys, and a rejoin after a dropped connection
 * invalidates them all. Queries refetch in place, so what the user is typing stays.
 */
export function useCompanyLiveUpdates(): void {
  const companyId = useAuthStore((s) => s.membership?.companyId ?? null);
  const queryClient = useQueryClient();
  const tables = useRef(new Set<string>());
  useLiveRefresh(
    companyId ? companyTopic(companyId) : null,
    (message) => {
      const table = String(message.payload.table);
      if (message.event !== 'change' || !(table in STALE_BY_TABLE)) return false;
      tables.current.add(table);
      return true;
    },
    () => {
      const changed = tables.current.size > 0 ? [...tables.current] : Object.keys(STALE_BY_TABLE);
      tables.current.clear();
      for (const queryKey of new Set(changed.flatMap((table) => STALE_BY_TABLE[table]))) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  );
}

/** Mounted once by the area's routes. */
export function CompanyLiveUpdates(): null {
  useCompanyLiveUpdates();
  return null;
}
