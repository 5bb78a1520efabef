import { vendorCandidateSchema, type VendorCandidateInput } from '@portal/shared/validation';
import { getSupabase } from '@portal/shared/supabase';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vendorCandidateKeys } from './keys';

export const CREATE_CANDIDATE_SUCCESS = 'Candidate added successfully!';
export const CREATE_CANDIDATE_FAILURE = 'Failed to add candidate';
export const CANDIDATE_EXISTS_MESSAGE =
  'A candidate with this email address already exists in the system.';

export const createVendorCandidateInput = vendorCandidateSchema;
export type CreateVendorCandidateInput = VendorCandidateInput & { vendorId: string };

function emptyToNull(value: string | undefined): string | null {
  return value ? value : null;
}

/** A candidate record without an account, owned by the vendor that sourced it. */
export async function createVendorCandidate(
  input: CreateVendorCandidateInput,
): Promise<{ id: string }> {
  const fields = createVendorCandidateInput.parse(input);
  const supabase = getSupabase();
  const existing = await supabase
    .from('candidates')
    .select('id')
    .eq('created_by_vendor_id', input.vendorId)
    .ilike('email', fields.email)
    .limit(1);
  if (existing.error) throw new Error(existing.error.message);
  if (existing.data && existing.data.length > 0) throw new Error(CANDIDATE_EXISTS_MESSAGE);

  const { data, error } = await supabase
    .from('candidates')
    .insert({
      first_name: fields.firstName,
      last_name: fields.lastName,
      email: fields.email,
      phone: emptyToNull(fields.phone),
      title: emptyToNull(fields.title),
      skills: fields.skills,
      created_by_vendor_id: input.vendorId,
    })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return data;
}

/** Adds a candidate; the vendor's candidate list reloads. */
export function useCreateVendorCandidateMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVendorCandidate,
    meta: { errorToast: CREATE_CANDIDATE_FAILURE },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorCandidateKeys.all }),
  });
}
