import { useCallback, useEffect, useRef, useState } from 'react';

export interface AsyncData<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload(): void;
  /** Replaces the loaded value without a round trip (after a mutation the server confirmed). */
  setData(update: (current: T | undefined) => T | undefined): void;
}

/**
 * Loads data when the inputs change and exposes a reload. Answers of superseded loads are ignored,
 * so a slow earlier request can never overwrite a newer one.
 */
export function useAsyncData<T>(
  load: (() => Promise<T>) | null,
  deps: readonly unknown[],
): AsyncData<T> {
  const [data, setDataState] = useState<T | undefined>(undefined);
  const [error, setError] = useState<unknown>(undefined);
  const [loading, setLoading] = useState(load !== null);
  const [attempt, setAttempt] = useState(0);
  const generation = useRef(0);

  useEffect(() => {
    if (!load) {
      setLoading(false);
      return;
    }
    const current = ++generation.current;
    setLoading(true);
    setError(undefined);
    load().then(
      (value) => {
        if (generation.current !== current) return;
        setDataState(value);
        setLoading(false);
      },
      (failure: unknown) => {
        if (generation.current !== current) return;
        setError(failure);
        setLoading(false);
      },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const setData = useCallback(
    (update: (current: T | undefined) => T | undefined) => setDataState(update),
    [],
  );
  return { data, error, loading, reload, setData };
}
