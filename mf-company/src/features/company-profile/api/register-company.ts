import { z } from 'zod';
import { invokeFunction } from '../../../lib/invoke';
import type { Company } from '../../../lib/workspace/get-company';

export const registerCompanyInput = z.object({
  userId: z.string().uuid(),
  email: z.string().nullable(),
  companyData: z.record(z.string(), z.union([z.string(), z.boolean(), z.null()])),
});

/** Registers the caller's company; the creator becomes its company_admin and it awaits approval. */
export async function registerCompany(
  input: z.infer<typeof registerCompanyInput>,
): Promise<Company> {
  const { userId, email, companyData } = registerCompanyInput.parse(input);
  const { company } = await invokeFunction<{ company: Company }>('create-company-user-relation', {
    companyData,
    userId,
    role: 'company_admin',
    email,
  });
  return company;
}
