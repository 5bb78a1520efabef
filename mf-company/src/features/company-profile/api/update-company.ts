import { invokeFunction } from '@portal/shared/supabase';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { Company } from '../../../lib/workspace/get-company';
import { companyKeys } from '../../../lib/workspace/keys';

export const updateCompanyInput = z.object({
  companyId: z.string().uuid(),
  companyData: z.record(z.string(), z.union([z.string(), z.boolean(), z.null()])),
});
export type UpdateCompanyInput = z.infer<typeof updateCompanyInput>;

export async function updateCompany(input: UpdateCompanyInput): Promise<Company> {
  const body = updateCompanyInput.parse(input);
  const { company } = await invokeFunction<{ company: Company }>('update-company-direct', body);
  return company;
}

/** The form reports a failure itself; every screen showing the company reads the saved record. */
export function useUpdateCompanyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompany,
    meta: { errorToast: false },
    onSuccess: (_company, input) =>
      queryClient.invalidateQueries({ queryKey: companyKeys.detail(input.companyId) }),
  });
}
