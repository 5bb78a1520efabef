import type { Tables } from '@portal/shared';
import { getSupabase } from '@portal/shared/supabase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { staffProfileKeys } from './keys';

export const getStaffProfileInput = z.object({ userId: z.string().uuid() });
export type GetStaffProfileInput = z.infer<typeof getStaffProfileInput>;

export type StaffProfile = Pick<
  Tables<'company_users'>,
  'first_name' | 'last_name' | 'email' | 'phone'
>;

/** The caller's own membership row; none when they are not a company's staff member. */
export async function getStaffProfile(input: GetStaffProfileInput): Promise<StaffProfile | null> {
  const { userId } = getStaffProfileInput.parse(input);
  const { data, error } = await getSupabase()
    .from('company_users')
    .select('first_name, last_name, email, phone')
    .eq('user_id', userId)
    .maybeSingle();
  if (error) throw new Error(error.message);
  return data;
}

export const staffProfileQuery = (input: GetStaffProfileInput) =>
  queryOptions({
    queryKey: staffProfileKeys.detail(input.userId),
    queryFn: () => getStaffProfile(input),
  });

export function useStaffProfileQuery(userId: string | undefined) {
  return useQuery({ ...staffProfileQuery({ userId: userId ?? '' }), enabled: !!userId });
}
