import { useSyncExternalStore } from 'react';

/**
 * antd's md breakpoint: from here the header shows its links instead of a menu. The prerendered
 * pages pick their wide or narrow copy with the same query (scripts/prerender.mjs).
 */
export const WIDE_SCREEN_QUERY = '(min-width: 768px)';

function query(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(WIDE_SCREEN_QUERY)
    : null;
}

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener?.('change', onChange);
  return () => list?.removeEventListener?.('change', onChange);
}

/**
 * Whether the screen is at least antd's md breakpoint wide. Read when the component first renders
 * (antd's Grid.useBreakpoint answers only after mounting, which renders the header twice).
 */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? true,
    () => true,
  );
}
