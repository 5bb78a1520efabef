import { getSupabase } from '@portal/shared/supabase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { profileKeys } from '../../../lib/profile/keys';

export const getManagingCompanyInput = z.object({ userId: z.uuid() });
export type GetManagingCompanyInput = z.infer<typeof getManagingCompanyInput>;

export interface ManagingCompany {
  id: string;
  name: string;
}

/** The company that manages the signed-in candidate, or null. */
export async function getManagingCompany(
  input: GetManagingCompanyInput,
): Promise<ManagingCompany | null> {
  getManagingCompanyInput.parse(input);
  const { data, error } = await getSupabase().rpc('get_managing_company');
  if (error) throw new Error(error.message);
  return data[0] ?? null;
}

export const managingCompanyQuery = (input: GetManagingCompanyInput) =>
  queryOptions({
    queryKey: profileKeys.managingCompany(input.userId),
    queryFn: () => getManagingCompany(input),
  });

export function useManagingCompanyQuery(input: GetManagingCompanyInput) {
  return useQuery(managingCompanyQuery(input));
}
