import { getSupabase } from '@portal/shared/supabase';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { profileKeys } from '../../../lib/profile/keys';
import { deletableLocation } from '../utils/document-location';

export const removeCandidateDocumentInput = z.object({
  userId: z.uuid(),
  kind: z.enum(['resume', 'cover_letter', 'certificate']),
  url: z.string(),
});
export type RemoveCandidateDocumentInput = z.infer<typeof removeCandidateDocumentInput>;

/** Deletes the stored file and clears it from the profile. */
export async function removeCandidateDocument(input: RemoveCandidateDocumentInput): Promise<void> {
  const { userId, kind, url } = removeCandidateDocumentInput.parse(input);
  const { bucket, path } = deletableLocation(url, kind);
  const supabase = getSupabase();
  const removal = await supabase.storage.from(bucket).remove([path]);
  if (removal.error) throw new Error(removal.error.message);
  const { error } =
    kind === 'certificate'
      ? await supabase.rpc('remove_certificate_url', { p_user_id: userId, p_certificate_url: url })
      : await supabase.rpc('update_candidate_document_url', {
          p_user_id: userId,
          p_document_type: kind,
          p_url: '',
        });
  if (error) throw new Error(error.message);
}

/** Removes one document; the card words a failure itself, and the profile reloads. */
export function useRemoveCandidateDocumentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCandidateDocument,
    meta: { errorToast: false },
    onSuccess: (_result, { userId }) =>
      queryClient.invalidateQueries({ queryKey: profileKeys.own(userId) }),
  });
}
