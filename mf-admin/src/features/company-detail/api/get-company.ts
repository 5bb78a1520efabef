import type { Tables } from '@portal/shared';
import { FunctionCallError, invokeFunction } from '@portal/shared/supabase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { companyKeys } from '../../../lib/companies/keys';

export const getCompanyInput = z.object({ companyId: z.string() });
export type GetCompanyInput = z.infer<typeof getCompanyInput>;

export type CompanyRecord = Tables<'companies'>;

/** The full company record, or null when no company has this id. */
export async function getCompany(input: GetCompanyInput): Promise<CompanyRecord | null> {
  const { companyId } = getCompanyInput.parse(input);
  try {
    const result = await invokeFunction<{ company: CompanyRecord | null }>(
      'get-company-by-id-direct',
      { companyId },
    );
    return result?.company ?? null;
  } catch (error) {
    // A malformed id cannot name a company either.
    if (error instanceof FunctionCallError && (error.status === 404 || error.status === 400))
      return null;
    throw new Error(
      `Failed to load company details: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

export const companyQuery = (input: GetCompanyInput) =>
  queryOptions({ queryKey: companyKeys.detail(input.companyId), queryFn: () => getCompany(input) });

export function useCompanyQuery(input: GetCompanyInput) {
  return useQuery(companyQuery(input));
}
