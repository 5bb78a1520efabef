import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders its children right after the page's first commit, in a transition: React renders them
 * in short slices it can interrupt, so a long page's parts below the first screen do not join the
 * first render in one long task that blocks input.
 */
export function DeferredRender({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => startTransition(() => setReady(true)), []);
  return ready ? children : null;
}
