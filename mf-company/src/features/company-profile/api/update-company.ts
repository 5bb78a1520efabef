import { z } from 'zod';
import { invokeFunction } from '../../../lib/invoke';
import type { Company } from '../../../lib/workspace/get-company';

export const updateCompanyInput = z.object({
  companyId: z.string().uuid(),
  companyData: z.record(z.string(), z.union([z.string(), z.boolean(), z.null()])),
});

export async function updateCompany(input: z.infer<typeof updateCompanyInput>): Promise<Company> {
  const body = updateCompanyInput.parse(input);
  const { company } = await invokeFunction<{ company: Company }>('update-company-direct', body);
  return company;
}
