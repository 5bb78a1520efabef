import { getSupabase, randomObjectPath, uploadWithProgress } from '@portal/shared/supabase';
import { z } from 'zod';
import { DOCUMENT_BUCKETS } from '../utils/document-location';

export const uploadCandidateDocumentInput = z.object({
  userId: z.uuid(),
  kind: z.enum(['resume', 'cover_letter', 'certificate']),
  file: z.instanceof(File),
});
export type UploadCandidateDocumentInput = z.infer<typeof uploadCandidateDocumentInput>;

/** Uploads a document into the user's folder and records its URL on the profile. */
export async function uploadCandidateDocument(
  input: UploadCandidateDocumentInput,
  onProgress: (percent: number) => void = () => undefined,
): Promise<string> {
  const { userId, kind, file } = uploadCandidateDocumentInput.parse(input);
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
  return url;
}
