import { useAuthStore } from '@portal/shared';
import { companyTopic, useLiveInvalidation } from '@portal/shared/supabase';
import type { QueryKey } from '@tanstack/react-query';
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

/** Colleagues' changes refresh the company area's screens without a reload. */
export function useCompanyLiveUpdates(): void {
  const companyId = useAuthStore((s) => s.membership?.companyId ?? null);
  useLiveInvalidation(companyId ? companyTopic(companyId) : null, STALE_BY_TABLE);
}

/** Mounted once by the area's routes. */
export function CompanyLiveUpdates(): null {
  useCompanyLiveUpdates();
  return null;
}
