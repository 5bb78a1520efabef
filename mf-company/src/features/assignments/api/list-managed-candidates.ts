import { getSupabase } from '@portal/shared/supabase';
import { z } from 'zod';
import { likePattern } from '../../jobs/api/list-jobs';

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
    // Commas and parentheses would break the or() grammar; they never occur in names or e-mails.
    const pattern = likePattern(search.replace(/[(),]/g, ' '));
    query = query.or(
      `first_name.ilike.${pattern},last_name.ilike.${pattern},email.ilike.${pattern}`,
    );
  }
  const { data, error, count } = await query;
  if (error) throw new Error(error.message);
  return { candidates: (data ?? []) as ManagedCandidate[], total: count ?? 0 };
}
