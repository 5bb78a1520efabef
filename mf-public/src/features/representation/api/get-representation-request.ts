import { getSupabase } from '@portal/shared/supabase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { representationKeys } from './keys';

// `<request id>.<signature>`, as the confirmation e-mail's link carries it.
export const representationToken = z
  .string()
  .trim()
  .regex(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/, 'This confirmation link is not valid');

export const representationRequest = z.object({
  status: z.enum(['pending', 'confirmed', 'declined', 'lapsed']),
  first_name: z.string().nullable(),
  job_title: z.string(),
  company_name: z.string(),
  vendor_name: z.string(),
  recruiter_name: z.string().nullable(),
  expires_at: z.string(),
});
export type RepresentationRequest = z.infer<typeof representationRequest>;

/** Who asks to represent the candidate for which job; no sign-in needed. */
export async function getRepresentationRequest(token: string): Promise<RepresentationRequest> {
  const parsed = representationToken.safeParse(token);
  if (!parsed.success) throw new Error(parsed.error.issues[0].message);
  const { data, error } = await getSupabase().rpc('get_representation_request', {
    p_token: parsed.data,
  });
  if (error) throw new Error(error.message);
  return representationRequest.parse(data);
}

export const representationRequestQuery = (token: string) =>
  queryOptions({
    queryKey: representationKeys.request(token),
    queryFn: () => getRepresentationRequest(token),
    retry: false,
  });

export function useRepresentationRequestQuery(token: string) {
  return useQuery(representationRequestQuery(token));
}
