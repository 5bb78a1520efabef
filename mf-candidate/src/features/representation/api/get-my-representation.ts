import { getSupabase } from '@portal/shared/supabase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { representationKeys } from './keys';

const representativeSchema = z.object({
  kind: z.enum(['vendor', 'company']),
  name: z.string(),
  recruiter: z.string().nullable(),
  since: z.string(),
  jobs: z.array(
    z.object({
      application_id: z.string(),
      title: z.string(),
      status: z.string(),
      applied_at: z.string(),
    }),
  ),
});
export type Representative = z.infer<typeof representativeSchema>;

/**
 * The companies and staffing agencies that keep a record of the signed-in candidate under the
 * e-mail they signed up with, oldest first, each with the jobs it put them forward for.
 */
export async function getMyRepresentation(): Promise<Representative[]> {
  const { data, error } = await getSupabase().rpc('get_my_representation');
  if (error) throw new Error(`Failed to load who represents you: ${error.message}`);
  return z.array(representativeSchema).parse(data);
}

export const myRepresentationQuery = () =>
  queryOptions({ queryKey: representationKeys.mine(), queryFn: getMyRepresentation });

export function useMyRepresentationQuery(enabled = true) {
  return useQuery({ ...myRepresentationQuery(), enabled });
}
