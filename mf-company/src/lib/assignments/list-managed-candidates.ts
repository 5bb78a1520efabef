import { likePattern, type Tables } from '@portal/shared';
import { getSupabase } from '@portal/shared/supabase';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { managedCandidateKeys } from './keys';

export type ManagedCandidate = Pick<
  Tables<'candidates'>,
  'id' | 'user_id' | 'first_name' | 'last_name' | 'email' | 'title' | 'skills' | 'created_at'
>;

export const listManagedCandidatesInput = z.object({
  companyId: z.string().uuid(),
  search: z.string().trim().default(''),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(10),
});

/** Candidates the company manages, newest first, searchable by name or e-mail. */
export type ListManagedCandidatesInput = z.input<typeof listManagedCandidatesInput>;

export async function listManagedCandidates(input: ListManagedCandidatesInput) {
  const { companyId, search, page, pageSize } = listManagedCandidatesInput.parse(input);
  let query = getSupabase()
    .from('candidates')
    .select('id, user_id, first_name, last_name, email, title, skills, created_at', {
      count: 'exact',
    })
    .eq('managing_company_id', companyId)
    .order('created_at', { ascending: false })
    .range((page - 1) * pageSize, page * pageSize - 1);
  if (search) {
    // Names and e-mail are one lower-cased text on the server, so a full name matches too.
    query = query.like('search_text', likePattern(search.toLowerCase()));
  }
  const { data, error, count } = await query;
  if (error) throw new Error(error.message);
  return { rows: data satisfies ManagedCandidate[], total: count ?? 0 };
}

export const managedCandidatesQuery = (input: Required<ListManagedCandidatesInput>) =>
  queryOptions({
    queryKey: managedCandidateKeys.list(input.companyId, input.search, input.page, input.pageSize),
    queryFn: () => listManagedCandidates(input),
  });

/** One page of candidates; the previous page stays on screen while the next one loads. */
export function useManagedCandidatesQuery(input: Required<ListManagedCandidatesInput>) {
  return useQuery({ ...managedCandidatesQuery(input), placeholderData: keepPreviousData });
}
