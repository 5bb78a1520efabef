/** PostgREST's max_rows (`[api] max_rows` in config.toml): the most rows one request returns. */
export const MAX_ROWS = 1000;

type PageResult<T> = PromiseLike<{ data: T[] | null; error: { message: string } | null }>;
type AllRows<T> = { data: T[]; error: null } | { data: null; error: { message: string } };

/**
 * Reads a list whose screen shows it whole (a picker, a team chart) page by page to its end, so
 * no row is silently cut off at max_rows. `page` must order by a unique key so pages do not
 * overlap. Answers like a single query: the rows, or the first error.
 */
export async function readAllPages<T>(
  page: (from: number, to: number) => PageResult<T>,
): Promise<AllRows<T>> {
  const rows: T[] = [];
  for (;;) {
    const { data, error } = await page(rows.length, rows.length + MAX_ROWS - 1);
    if (error) return { data: null, error };
    rows.push(...(data ?? []));
    if ((data ?? []).length < MAX_ROWS) return { data: rows, error: null };
  }
}
