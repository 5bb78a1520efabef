import { dashboardPathFor, effectiveRole, useAuthStore } from '@portal/shared';
import { useEffect } from 'react';
import { areaForPath, preloadArea } from './remote-registry';

const IDLE_FALLBACK_MS = 200;

function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, IDLE_FALLBACK_MS);
  return () => window.clearTimeout(handle);
}

/**
 * Once a signed-in user's role is known, loads their own area and the public one in idle time,
 * so the first click into either only renders. Signed-out visitors load nothing extra.
 */
export function AreaPreloader() {
  const user = useAuthStore((state) => state.user);
  const roleLoaded = useAuthStore((state) => state.roleLoaded);
  const role = useAuthStore((state) => effectiveRole(state));

  useEffect(() => {
    if (!user || !roleLoaded) return undefined;
    return whenIdle(() => {
      preloadArea(areaForPath(dashboardPathFor(role)));
      preloadArea('mf-public');
    });
  }, [user, roleLoaded, role]);

  return null;
}
