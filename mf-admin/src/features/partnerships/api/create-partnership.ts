import {
  DUPLICATE_PARTNERSHIP_MESSAGE,
  partnershipSchema,
  type PartnershipPair,
} from '@portal/shared/validation';
import { getSupabase } from '@portal/shared/supabase';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { partnershipKeys } from './keys';

export const createPartnershipInput = partnershipSchema;

export interface CreatePartnershipInput {
  companyAId: string;
  companyBId: string;
  canShareJobs: boolean;
  canShareCandidates: boolean;
}

/** Raised when the database already holds this pair (in either order), e.g. created meanwhile elsewhere. */
export class DuplicatePartnershipError extends Error {
  constructor() {
    super(DUPLICATE_PARTNERSHIP_MESSAGE);
    this.name = 'DuplicatePartnershipError';
  }
}

export async function createPartnership(
  input: CreatePartnershipInput,
): Promise<PartnershipPair & { id: string }> {
  const { data, error } = await getSupabase()
    .from('company_relationships')
    .insert({
      company_a_id: input.companyAId,
      company_b_id: input.companyBId,
      can_share_jobs: input.canShareJobs,
      can_share_candidates: input.canShareCandidates,
    })
    .select('id, company_a_id, company_b_id')
    .single();
  if (error?.code === '23505') throw new DuplicatePartnershipError();
  if (error || !data) throw new Error(error?.message ?? 'Failed to create partnership');
  return data;
}

/** Creates a partnership; the partnerships page reloads. The dialog words failures itself. */
export function useCreatePartnershipMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPartnership,
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnershipKeys.all }),
  });
}
