import type { Tables } from '@portal/shared';
import { getSupabase } from '@portal/shared/supabase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { companyKeys } from './keys';

export const getCompanyInput = z.object({ companyId: z.string().min(1) });
export type GetCompanyInput = z.infer<typeof getCompanyInput>;

export type Company = Tables<'companies'>;

/**
 * The company record, read under row-level security (platform admins and the company's staff see
 * it). Every company screen waits for it, so it is one table read rather than a function call,
 * which costs a function start and two more round trips for the caller's membership.
 */
export async function getCompany(input: GetCompanyInput): Promise<Company> {
  const { companyId } = getCompanyInput.parse(input);
  const { data, error } = await getSupabase()
    .from('companies')
    .select('*')
    .eq('id', companyId)
    .maybeSingle();
  if (error) throw new Error(`Failed to load company details: ${error.message}`);
  if (!data) throw new Error('Company not found');
  return data;
}

export const companyQuery = (input: GetCompanyInput) =>
  queryOptions({ queryKey: companyKeys.detail(input.companyId), queryFn: () => getCompany(input) });

export function useCompanyQuery(input: GetCompanyInput, enabled = true) {
  return useQuery({ ...companyQuery(input), enabled });
}
