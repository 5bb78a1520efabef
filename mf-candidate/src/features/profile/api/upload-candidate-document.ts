import { getRuntimeConfig } from '@portal/shared';
import { getSupabase } from '@portal/shared/supabase';
import { z } from 'zod';
import { DOCUMENT_BUCKETS, documentObjectPath } from '../utils/document-location';

export const UPLOAD_CACHE_CONTROL_SECONDS = 3600;

export const uploadCandidateDocumentInput = z.object({
  userId: z.uuid(),
  kind: z.enum(['resume', 'cover_letter', 'certificate']),
  file: z.instanceof(File),
});
export type UploadCandidateDocumentInput = z.infer<typeof uploadCandidateDocumentInput>;

/**
 * Sends the file the way supabase-js does (multipart POST to the storage API under the caller's
 * token), through XMLHttpRequest so the upload can report progress.
 */
function putObject(
  bucket: string,
  path: string,
  file: File,
  accessToken: string,
  onProgress: (percent: number) => void,
): Promise<void> {
  const { supabaseUrl, supabaseAnonKey } = getRuntimeConfig();
  const encodedPath = path.split('/').map(encodeURIComponent).join('/');
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(
      'POST',
      `${supabaseUrl.replace(/\/$/, '')}/storage/v1/object/${bucket}/${encodedPath}`,
    );
    request.setRequestHeader('Authorization', `Bearer ${accessToken}`);
    request.setRequestHeader('apikey', supabaseAnonKey);
    request.setRequestHeader('x-upsert', 'true');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(100);
        resolve();
        return;
      }
      let message = `Upload failed (${request.status})`;
      try {
        const body = JSON.parse(request.responseText) as { message?: string; error?: string };
        message = body.message ?? body.error ?? message;
      } catch {
        // Keep the status text when the body is not JSON.
      }
      reject(new Error(message));
    };
    request.onerror = () => reject(new Error('Network error while uploading'));
    const body = new FormData();
    body.append('cacheControl', String(UPLOAD_CACHE_CONTROL_SECONDS));
    body.append('', file);
    request.send(body);
  });
}

/** Uploads a document into the user's folder and records its URL on the profile. */
export async function uploadCandidateDocument(
  input: UploadCandidateDocumentInput,
  onProgress: (percent: number) => void = () => undefined,
): Promise<string> {
  const { userId, kind, file } = uploadCandidateDocumentInput.parse(input);
  const supabase = getSupabase();
  const { data: sessionData } = await supabase.auth.getSession();
  const accessToken = sessionData.session?.access_token;
  if (!accessToken) throw new Error('You need to be logged in to view this page');
  const bucket = DOCUMENT_BUCKETS[kind];
  const path = documentObjectPath(userId, file.name);
  await putObject(bucket, path, file, accessToken, onProgress);
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
