import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useRef } from 'react';
import { useLiveRefresh, type LiveMessage } from './live-topics';

/**
 * Keeps an area's screens current without a reload: a change signal on `topic` for a table in
 * `staleByTable` invalidates that table's query keys (a burst is gathered into one pass), and a
 * rejoin after a dropped connection invalidates them all. Queries refetch in place, so what the
 * user is typing stays.
 */
export function useLiveInvalidation(
  topic: string | null,
  staleByTable: Record<string, QueryKey[]>,
): void {
  const queryClient = useQueryClient();
  const tables = useRef(new Set<string>());
  useLiveRefresh(
    topic,
    (message: LiveMessage) => {
      const table = String(message.payload.table);
      if (message.event !== 'change' || !(table in staleByTable)) return false;
      tables.current.add(table);
      return true;
    },
    () => {
      const changed = tables.current.size > 0 ? [...tables.current] : Object.keys(staleByTable);
      tables.current.clear();
      for (const queryKey of new Set(changed.flatMap((table) => staleByTable[table]))) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  );
}
