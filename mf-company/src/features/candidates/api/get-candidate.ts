import { getSupabase } from '@portal/shared/supabase';
import { z } from 'zod';

export interface CandidateRecord {
  id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  title: string | null;
  bio: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  skills: string[] | null;
  work_authorization: string | null;
  is_managed_by_company: boolean;
  created_at: string;
}

/** A candidate the caller may see; null when missing or not visible. */
export async function getCandidate(id: string): Promise<CandidateRecord | null> {
  const parsed = z.string().uuid().safeParse(id);
  if (!parsed.success) return null;
  const { data, error } = await getSupabase()
    .from('candidates')
    .select('*')
    .eq('id', parsed.data)
    .maybeSingle();
  if (error) throw new Error(error.message);
  return data as CandidateRecord | null;
}
