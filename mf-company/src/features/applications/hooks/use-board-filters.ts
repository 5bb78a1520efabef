import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { boardFilters, type BoardFilters } from '../api/board-filters';

/**
 * The board's filters live in the address (?q=&source=&from=&to=&sort=), so the application detail's
 * previous and next follow the same filter and order and a filtered board can be shared or reloaded.
 * Values that do not parse are dropped rather than breaking the page.
 */
export function useBoardFilters() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? undefined;
  const source = params.get('source') ?? undefined;
  const from = params.get('from') ?? undefined;
  const to = params.get('to') ?? undefined;
  const sort = params.get('sort') ?? undefined;
  const filters = useMemo<BoardFilters>(() => {
    const parsed = boardFilters.safeParse({ search: q, source, from, to, sort });
    return parsed.success ? parsed.data : {};
  }, [q, source, from, to, sort]);

  function setFilters(next: BoardFilters) {
    const out = new URLSearchParams();
    if (next.search) out.set('q', next.search);
    if (next.source) out.set('source', next.source);
    if (next.from) out.set('from', next.from);
    if (next.to) out.set('to', next.to);
    if (next.sort && next.sort !== 'newest') out.set('sort', next.sort);
    setParams(out, { replace: true });
  }

  return { filters, setFilters, query: params.toString() };
}
