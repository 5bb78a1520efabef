import { getSupabase } from '@portal/shared/supabase';

export async function deletePartnership(id: string): Promise<void> {
  const { data, error } = await getSupabase()
    .from('company_relationships')
    .delete()
    .eq('id', id)
    .select('id');
  if (error) throw new Error(error.message);
  if (!data || data.length === 0) throw new Error('Partnership not found');
}
