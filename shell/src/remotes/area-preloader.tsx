import { dashboardPathFor, effectiveRole, useAuthStore, whenPageLoaded } from '@portal/shared';
import { useEffect } from 'react';
import { type AreaRemote, areaForPath, preloadArea } from './remote-registry';

const IDLE_FALLBACK_MS = 200;
// Preloading is never left waiting for an idle moment longer than this.
const IDLE_TIMEOUT_MS = 5000;

function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, IDLE_FALLBACK_MS);
  return () => window.clearTimeout(handle);
}

/** Runs the task in idle time once the page has loaded, so it never competes with the first screen. */
export function afterLoadWhenIdle(task: () => void): () => void {
  let cancel = () => undefined as void;
  const schedule = () => {
    cancel = whenIdle(task);
  };
  if (document.readyState === 'complete') {
    schedule();
  } else {
    window.addEventListener('load', schedule, { once: true });
    cancel = () => window.removeEventListener('load', schedule);
  }
  return () => cancel();
}

/** The areas worth having ready for a user: their own and the public one, less the one on screen. */
export function areasToPreload(role: string | null, pathname: string): AreaRemote[] {
  const current = areaForPath(pathname);
  const wanted: AreaRemote[] = [areaForPath(dashboardPathFor(role)), 'mf-public'];
  return [...new Set(wanted)].filter((area) => area !== current);
}

/**
 * Once a signed-in user's role is known and the page on screen has loaded, loads their own area
 * and the public one in idle time, so the first click into either only renders. The area on
 * screen loads by itself; signed-out visitors load nothing extra.
 */
export function AreaPreloader() {
  const user = useAuthStore((state) => state.user);
  const roleLoaded = useAuthStore((state) => state.roleLoaded);
  const role = useAuthStore((state) => effectiveRole(state));

  useEffect(() => {
    if (!user || !roleLoaded) return undefined;
    let cancelled = false;
    let cancelIdle = () => undefined as void;
    // Not before the page on screen has finished loading: the document's load event comes long
    // before an area's content, and preloading then would compete with it.
    void whenPageLoaded().then(() => {
      if (cancelled) return;
      cancelIdle = afterLoadWhenIdle(() => {
        for (const area of areasToPreload(role, window.location.pathname)) preloadArea(area);
      });
    });
    return () => {
      cancelled = true;
      cancelIdle();
    };
  }, [user, roleLoaded, role]);

  return null;
}
