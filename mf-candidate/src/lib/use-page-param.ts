import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The list page kept in `?page=`, so reloading or going back returns to the same page. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const parsed = Number(params.get('page'));
  const page = Number.isInteger(parsed) && parsed >= 1 ? parsed : 1;
  const setPage = useCallback(
    (next: number) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next <= 1) updated.delete('page');
          else updated.set('page', String(next));
          return updated;
        },
        { replace: false },
      ),
    [setParams],
  );
  return [page, setPage];
}
