import { invokeFunction } from '@portal/shared/supabase';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { Company } from '../../../lib/workspace/get-company';
import { companyKeys } from '../../../lib/workspace/keys';

export const registerCompanyInput = z.object({
  userId: z.string().uuid(),
  email: z.string().nullable(),
  companyData: z.record(z.string(), z.union([z.string(), z.boolean(), z.null()])),
});
export type RegisterCompanyInput = z.infer<typeof registerCompanyInput>;

/** Registers the caller's company; the creator becomes its company_admin and it awaits approval. */
export async function registerCompany(input: RegisterCompanyInput): Promise<Company> {
  const { userId, email, companyData } = registerCompanyInput.parse(input);
  const { company } = await invokeFunction<{ company: Company }>('create-company-user-relation', {
    companyData,
    userId,
    role: 'company_admin',
    email,
  });
  return company;
}

/** The form reports a failure itself; a registered company is read again by every screen. */
export function useRegisterCompanyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerCompany,
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.all }),
  });
}
