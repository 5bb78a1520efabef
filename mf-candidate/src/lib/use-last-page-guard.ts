import { useEffect } from 'react';

export interface PageControl {
  page: number;
  pageSize: number;
  onPageChange(page: number): void;
}

/**
 * A list the server pages: when it shrank below the page on screen (items taken elsewhere), steps
 * back to its last page. `total` is the server's count, unknown until the first page arrives.
 */
export function useLastPageGuard(
  total: number | undefined,
  { page, pageSize, onPageChange }: PageControl,
): void {
  const lastPage = total === undefined ? null : Math.max(1, Math.ceil(total / pageSize));
  useEffect(() => {
    if (lastPage !== null && page > lastPage) onPageChange(lastPage);
  }, [page, lastPage, onPageChange]);
}
