import type { Tables } from '@portal/shared';
import { getSupabase } from '@portal/shared/supabase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { auditKeys } from './keys';

export type CompanyOption = Pick<Tables<'companies'>, 'id' | 'name'>;

/** Every company by name, for the trail's company filter. */
export async function listCompanyOptions(): Promise<CompanyOption[]> {
  const { data, error } = await getSupabase()
    .from('companies')
    .select('id, name')
    .order('name')
    .limit(1000);
  if (error) throw new Error(`Failed to load companies: ${error.message}`);
  return data;
}

export const companyOptionsQuery = () =>
  queryOptions({ queryKey: auditKeys.companies(), queryFn: listCompanyOptions });

export function useCompanyOptionsQuery() {
  return useQuery(companyOptionsQuery());
}
