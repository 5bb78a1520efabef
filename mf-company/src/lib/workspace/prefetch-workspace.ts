import { useAuthStore } from '@portal/shared';
import { getQueryClient } from '@portal/shared/query';
import { companyQuery } from './get-company';
import { subscriptionQuery } from './get-subscription';

function prefetch(companyId: string | null | undefined): void {
  if (!companyId) return;
  const client = getQueryClient();
  void client.prefetchQuery(companyQuery({ companyId }));
  void client.prefetchQuery(subscriptionQuery({ companyId }));
}

/**
 * Starts the company and subscription reads into the page's cache as soon as the area's code runs
 * for a staff member already on a company screen, so they overlap the area's first render instead
 * of following it. When the area arrives before the membership, the reads start the moment the
 * membership is known.
 */
export function prefetchWorkspace(): void {
  if (typeof window === 'undefined' || !/^\/company(\/|$)/.test(window.location.pathname)) return;
  const state = useAuthStore.getState();
  if (state.roleLoaded || (!state.loading && !state.user)) {
    prefetch(state.membership?.companyId);
    return;
  }
  const unsubscribe = useAuthStore.subscribe((next) => {
    if (!next.roleLoaded && (next.loading || next.user)) return;
    unsubscribe();
    prefetch(next.membership?.companyId);
  });
}
