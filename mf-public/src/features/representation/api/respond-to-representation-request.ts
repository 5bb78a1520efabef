import { getSupabase } from '@portal/shared/supabase';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { representationRequest, representationToken } from './get-representation-request';
import { representationKeys } from './keys';

export const respondInput = z.object({ token: representationToken, confirm: z.boolean() });
export type RespondInput = z.infer<typeof respondInput>;

/** The candidate's answer: confirming sends the submission to the company, declining closes it. */
export async function respondToRepresentationRequest(input: RespondInput) {
  const { token, confirm } = respondInput.parse(input);
  const { data, error } = await getSupabase().rpc('respond_to_representation_request', {
    p_token: token,
    p_confirm: confirm,
  });
  if (error) throw new Error(error.message);
  return representationRequest.parse(data);
}

/** The page shows the outcome itself, so a failure needs no toast. */
export function useRespondToRepresentationRequestMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: respondToRepresentationRequest,
    meta: { errorToast: false },
    onSuccess: (answered, { token }) =>
      queryClient.setQueryData(representationKeys.request(token), answered),
  });
}
