import { getSupabase } from '@portal/shared/supabase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { companyKeys } from '../../../lib/companies/keys';

export interface DashboardStats {
  totalUsers: number | null;
  totalCompanies: number | null;
  pendingApprovals: number | null;
  totalCandidates: number | null;
}

export interface DashboardStatsResult {
  stats: DashboardStats;
  /** One message per count that failed, worded as the specification's error catalogue. */
  errors: string[];
}

type CountQuery = PromiseLike<{ count: number | null; error: { message: string } | null }>;

async function count(query: CountQuery, failure: (reason: string) => string): Promise<number> {
  const { count: total, error } = await query;
  if (error) throw new Error(failure(error.message));
  return total ?? 0;
}

/** The four stat cards, counted by the database (head requests: no rows travel). */
export async function getDashboardStats(): Promise<DashboardStatsResult> {
  const db = getSupabase();
  const head = { count: 'exact' as const, head: true };
  const results = await Promise.allSettled([
    count(
      db.from('profiles').select('id', head),
      (reason) => `Failed to fetch user count: ${reason}`,
    ),
    count(db.from('companies').select('id', head), () => 'Failed to fetch company count'),
    count(
      db.from('companies').select('id', head).eq('is_approved', false),
      () => 'Failed to fetch pending approvals',
    ),
    count(db.from('candidates').select('id', head), () => 'Failed to fetch candidate count'),
  ]);
  const [totalUsers, totalCompanies, pendingApprovals, totalCandidates] = results.map((result) =>
    result.status === 'fulfilled' ? result.value : null,
  );
  const errors = results.flatMap((result) =>
    result.status === 'rejected'
      ? [result.reason instanceof Error ? result.reason.message : String(result.reason)]
      : [],
  );
  return { stats: { totalUsers, totalCompanies, pendingApprovals, totalCandidates }, errors };
}

export const dashboardStatsQuery = () =>
  queryOptions({ queryKey: companyKeys.stats(), queryFn: getDashboardStats });

export function useDashboardStatsQuery() {
  return useQuery(dashboardStatsQuery());
}
