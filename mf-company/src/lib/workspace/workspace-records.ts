import { useAuthStore } from '@portal/shared';
import { getCompany, type Company } from './get-company';
import { getSubscription, type Subscription } from './get-subscription';

export interface WorkspaceRecords {
  company: Company;
  subscription: Subscription | null;
}

/** The company and its subscription, read side by side. */
export async function loadWorkspaceRecords(companyId: string): Promise<WorkspaceRecords> {
  const [company, subscription] = await Promise.all([
    getCompany({ companyId }),
    getSubscription({ companyId }),
  ]);
  return { company, subscription };
}

// A read started early is handed over once and only while fresh: later screens (after an edit,
// say) must read the current record.
const PREFETCH_FRESH_MS = 10_000;
let prefetched: { companyId: string; at: number; records: Promise<WorkspaceRecords> } | null = null;

/**
 * Starts the workspace read as soon as the area's code runs for a staff member already on a
 * company screen, so it overlaps the area's first render instead of following it. When the area
 * arrives before the membership, the read starts the moment the membership is known.
 */
export function prefetchWorkspace(): void {
  if (typeof window === 'undefined' || !/^\/company(\/|$)/.test(window.location.pathname)) return;
  const start = (companyId: string | null | undefined) => {
    if (!companyId) return;
    const records = loadWorkspaceRecords(companyId);
    // The screen that takes it reports a failure; an untaken one must not be an unhandled rejection.
    records.catch(() => undefined);
    prefetched = { companyId, at: Date.now(), records };
  };
  const state = useAuthStore.getState();
  if (state.roleLoaded || (!state.loading && !state.user)) {
    start(state.membership?.companyId);
    return;
  }
  const unsubscribe = useAuthStore.subscribe((next) => {
    if (!next.roleLoaded && (next.loading || next.user)) return;
    unsubscribe();
    start(next.membership?.companyId);
  });
}

/** The prefetched read for this company, if there is a fresh one; it is handed out only once. */
export function takePrefetchedWorkspace(companyId: string): Promise<WorkspaceRecords> | null {
  const early = prefetched;
  prefetched = null;
  if (!early || early.companyId !== companyId || Date.now() - early.at > PREFETCH_FRESH_MS) {
    return null;
  }
  return early.records;
}
