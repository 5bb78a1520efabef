import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders its children right after the page's first commit, in a transition: React renders them
 * in short slices it can interrupt, so a long page's parts below the first screen do not join the
 * first render in one long task that blocks input. `fallback` stands in until then (nothing by
 * default), e.g. the loader a page showed while its data came, so a page whose data arrives all at
 * once is not drawn in the task that delivered it.
 */
export function DeferredRender({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const [ready, setReady] = useState(false);
  useEffect(() => startTransition(() => setReady(true)), []);
  return ready ? children : fallback;
}

/**
 * How many of `total` parts to render: `first` at once, then one more after each commit, each in
 * a transition of its own, so a row of heavy parts (a board's columns) is added to the page in
 * several short tasks instead of one long commit.
 */
export function useRevealedCount(total: number, first = 1): number {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (count < total) startTransition(() => setCount((shown) => shown + 1));
  }, [count, total]);
  return Math.min(count, total);
}

/**
 * Renders `children` (keyed parts, in page order) one more per commit, like `useRevealedCount`.
 * The turns are this component's own state, so the parts shown already are the same elements at
 * each turn and React does not render them again: each turn costs only the part it adds.
 */
export function RenderInTurns({ children }: { children: ReactNode[] }) {
  const shown = useRevealedCount(children.length);
  return children.slice(0, shown);
}
