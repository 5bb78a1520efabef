import { getSupabase, randomObjectPath, uploadWithProgress } from '@portal/shared/supabase';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { profileKeys } from '../../../lib/profile/keys';
import { DOCUMENT_BUCKETS, deletableLocation } from '../utils/document-location';

export const uploadCandidateDocumentInput = z.object({
  userId: z.uuid(),
  kind: z.enum(['resume', 'cover_letter', 'certificate']),
  file: z.instanceof(File),
  /** The stored resume or cover letter this upload replaces; its object is removed afterwards. */
  replaces: z.string().optional(),
});
export type UploadCandidateDocumentInput = z.infer<typeof uploadCandidateDocumentInput> & {
  onProgress?: (percent: number) => void;
};

/** Uploads a document into the user's folder and records its URL on the profile. */
export async function uploadCandidateDocument(
  input: UploadCandidateDocumentInput,
): Promise<string> {
  const { onProgress } = input;
  const { userId, kind, file, replaces } = uploadCandidateDocumentInput.parse(input);
  const supabase = getSupabase();
  const bucket = DOCUMENT_BUCKETS[kind];
  const path = randomObjectPath(userId, file.name);
  await uploadWithProgress({ bucket, path, file, onProgress });
  const url = supabase.storage.from(bucket).getPublicUrl(path).data.publicUrl;
  const { error } = await supabase.rpc('update_candidate_document_url', {
    p_user_id: userId,
    p_document_type: kind,
    p_url: url,
  });
  if (error) {
    await supabase.storage.from(bucket).remove([path]);
    throw new Error(error.message);
  }
  // A resume or cover letter has one file: the replaced one leaves storage too.
  if (kind !== 'certificate' && replaces) {
    const previous = deletableLocation(replaces, kind);
    if (previous.path !== path)
      await supabase.storage.from(previous.bucket).remove([previous.path]);
  }
  return url;
}

/** Uploads one file; the profile, which lists the documents, reloads. */
export function useUploadCandidateDocumentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadCandidateDocument,
    meta: { errorToast: 'Error uploading file' },
    onSuccess: (_url, { userId }) =>
      queryClient.invalidateQueries({ queryKey: profileKeys.own(userId) }),
  });
}
