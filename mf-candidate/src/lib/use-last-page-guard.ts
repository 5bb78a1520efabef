import { useEffect } from 'react';
import { useAsyncData, type AsyncData } from './use-async-data';

export interface PageControl {
  page: number;
  pageSize: number;
  onPageChange(page: number): void;
}

/**
 * Loads one page of a list the server pages. The page on screen stays until the next one arrives;
 * when the list shrank below the current page (items taken elsewhere), it steps back to the last one.
 */
export function useServerPage<T extends { total: number }>(
  load: ((page: number) => Promise<T>) | null,
  deps: readonly unknown[],
  { page, pageSize, onPageChange }: PageControl,
): AsyncData<T> {
  const result = useAsyncData(load ? () => load(page) : null, [...deps, page, pageSize]);
  const lastPage = result.data ? Math.max(1, Math.ceil(result.data.total / pageSize)) : null;
  useEffect(() => {
    if (lastPage !== null && page > lastPage) onPageChange(lastPage);
  }, [page, lastPage, onPageChange]);
  return result;
}
