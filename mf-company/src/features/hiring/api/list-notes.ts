import type { Tables } from '@portal/shared';
import { getSupabase } from '@portal/shared/supabase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { hiringKeys, scopeFilter, type HiringScope } from './keys';

export type Note = Pick<
  Tables<'notes'>,
  | 'id'
  | 'application_id'
  | 'candidate_id'
  | 'author_id'
  | 'body'
  | 'mentioned_user_ids'
  | 'created_at'
>;

/** Notes on the application, or every note on the candidate (theirs and their applications'). */
export async function listNotes(scope: HiringScope): Promise<Note[]> {
  const [column, value] = scopeFilter(scope);
  const { data, error } = await getSupabase()
    .from('notes')
    .select('id, application_id, candidate_id, author_id, body, mentioned_user_ids, created_at')
    .eq(column, value)
    .order('created_at', { ascending: false })
    .limit(200);
  if (error) throw new Error(error.message);
  return data;
}

export const notesQuery = (scope: HiringScope) =>
  queryOptions({ queryKey: hiringKeys.notes(scope), queryFn: () => listNotes(scope) });

export function useNotesQuery(scope: HiringScope) {
  return useQuery(notesQuery(scope));
}
