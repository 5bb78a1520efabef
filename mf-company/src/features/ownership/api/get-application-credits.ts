import { getSupabase } from '@portal/shared/supabase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ownershipKeys } from './keys';

export const getApplicationCreditsInput = z.object({
  applicationIds: z.array(z.string().uuid()).min(1).max(100),
});
export type GetApplicationCreditsInput = z.infer<typeof getApplicationCreditsInput>;

/** Whom an application is credited to under the ownership rule. */
export interface ApplicationCredit {
  application_id: string;
  kind: 'vendor' | 'company' | 'direct' | 'none';
  /** 'Staffing Partners · Riley Vendorson', 'Direct' or 'Company-managed'. */
  credited_to: string;
  /** When the credited vendor's ownership of the person at the company began. */
  since: string | null;
}

/** The credit of each application the caller works; others are left out by the server. */
export async function getApplicationCredits(
  input: GetApplicationCreditsInput,
): Promise<ApplicationCredit[]> {
  const { applicationIds } = getApplicationCreditsInput.parse(input);
  const { data, error } = await getSupabase().rpc('get_application_credits', {
    p_application_ids: applicationIds,
  });
  if (error) throw new Error(error.message);
  return data as ApplicationCredit[];
}

export const applicationCreditsQuery = (input: GetApplicationCreditsInput) =>
  queryOptions({
    queryKey: ownershipKeys.credits(input.applicationIds),
    queryFn: () => getApplicationCredits(input),
  });

export function useApplicationCreditsQuery(applicationIds: string[]) {
  return useQuery({
    ...applicationCreditsQuery({ applicationIds }),
    enabled: applicationIds.length > 0,
  });
}
