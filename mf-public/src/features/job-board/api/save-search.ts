import { getSupabase } from '@portal/shared/supabase';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { EXPERIENCE_LEVELS, JOB_TYPES } from '@portal/shared/job-board';

export const saveSearchInput = z.object({
  name: z.string().trim().min(1, 'Name the search').max(100, 'At most 100 characters'),
  filters: z.object({
    q: z.string().trim().max(100).optional(),
    location: z.string().trim().max(100).optional(),
    remote: z.boolean().optional(),
    type: z.enum(JOB_TYPES).optional(),
    level: z.enum(EXPERIENCE_LEVELS).optional(),
    min_salary: z.number().int().min(0).optional(),
  }),
});
export type SaveSearchInput = z.input<typeof saveSearchInput>;

/** Saves the board's filters for the signed-in candidate, with a daily e-mail of new matching jobs. */
export async function saveSearch(input: SaveSearchInput): Promise<void> {
  const { name, filters } = saveSearchInput.parse(input);
  const { error } = await getSupabase()
    .from('saved_searches')
    .insert({
      name,
      query: filters.q || null,
      location: filters.location || null,
      remote: filters.remote ?? null,
      job_type: filters.type ?? null,
      experience_level: filters.level ?? null,
      min_salary: filters.min_salary ?? null,
    });
  if (error) throw new Error(error.message);
}

export function useSaveSearchMutation() {
  return useMutation({ mutationFn: saveSearch, meta: { errorToast: 'Failed to save search' } });
}
