import { likePattern } from '@portal/shared';
import { getSupabase } from '@portal/shared/supabase';
import { z } from 'zod';

export interface ManagedCandidate {
  id: string;
  user_id: string | null;
  first_name: string;
  last_name: string;
  email: string | null;
  title: string | null;
  skills: string[] | null;
  created_at: string;
}

export const listManagedCandidatesInput = z.object({
  companyId: z.string().uuid(),
  search: z.string().trim().default(''),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(10),
});

/** Candidates the company manages, newest first, searchable by name or e-mail. */
export async function listManagedCandidates(input: z.input<typeof listManagedCandidatesInput>) {
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
  return { candidates: (data ?? []) as ManagedCandidate[], total: count ?? 0 };
}
