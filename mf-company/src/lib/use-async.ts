import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

export interface AsyncState<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

/**
 * Runs a loader when its inputs change and keeps only the latest answer. The answer renders as a
 * transition, so a large screen filling in yields to input instead of blocking the page.
 */
export function useAsync<T>(
  load: () => Promise<T>,
  deps: readonly unknown[],
  enabled = true,
): AsyncState<T> {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<unknown>();
  const [loading, setLoading] = useState(enabled);
  const [tick, setTick] = useState(0);
  const latest = useRef(0);

  useEffect(() => {
    if (!enabled) {
      setLoading(false);
      return;
    }
    const run = ++latest.current;
    setLoading(true);
    setError(undefined);
    load().then(
      (value) => {
        if (run !== latest.current) return;
        startTransition(() => {
          setData(value);
          setLoading(false);
        });
      },
      (err: unknown) => {
        if (run !== latest.current) return;
        startTransition(() => {
          setError(err);
          setLoading(false);
        });
      },
    );
    // The caller lists the loader's inputs in deps.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, enabled, tick]);

  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { data, error, loading, reload };
}
