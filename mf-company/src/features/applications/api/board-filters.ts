import { z } from 'zod';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-11-25');

/** The board's filters (source, applied date range, name search) and its order; all optional. */
export const boardFilters = z
  .object({
    search: z.string().trim().max(100, 'Search text can be at most 100 characters').optional(),
    source: z.enum(['candidate', 'company', 'vendor']).optional(),
    from: day.optional(),
    to: day.optional(),
    sort: z.enum(['newest', 'match']).optional(),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, {
    message: 'The "from" date must be on or before the "to" date',
    path: ['to'],
  });
export type BoardFilters = z.infer<typeof boardFilters>;

/** The RPC arguments every pipeline read takes for the filters and the order. */
export function filterArgs(filters: BoardFilters) {
  const f = boardFilters.parse(filters);
  return {
    p_search: f.search || undefined,
    p_source: f.source,
    p_applied_from: f.from,
    p_applied_to: f.to,
    p_sort: f.sort,
  };
}

export const SORT_LABELS: Record<NonNullable<BoardFilters['sort']>, string> = {
  newest: 'Newest',
  match: 'Best match',
};

export const SOURCE_LABELS: Record<string, string> = {
  candidate: 'Direct',
  company: 'Company-managed',
  vendor: 'Vendor',
};
