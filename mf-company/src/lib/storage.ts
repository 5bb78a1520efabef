import { getRuntimeConfig } from '@portal/shared';
import { getSupabase } from '@portal/shared/supabase';

export const UPLOAD_CACHE_CONTROL = '3600';
export const SIGNED_URL_SECONDS = 3600;

/** A random object name that keeps the original extension. */
export function randomFileName(original: string): string {
  const dot = original.lastIndexOf('.');
  const extension = dot > 0 ? original.slice(dot + 1).toLowerCase() : '';
  const id = crypto.randomUUID();
  return extension ? `${id}.${extension}` : id;
}

/**
 * Uploads a file to {folder}/{random name} with upsert and cache control 3600, reporting progress
 * in percent. XMLHttpRequest is used because fetch cannot report upload progress.
 */
export async function uploadWithProgress(
  bucket: string,
  folder: string,
  file: File,
  onProgress: (percent: number) => void = () => undefined,
): Promise<string> {
  const { supabaseUrl, supabaseAnonKey } = getRuntimeConfig();
  const { data } = await getSupabase().auth.getSession();
  const token = data.session?.access_token;
  if (!token) throw new Error('You must be logged in to upload files');
  const path = `${folder}/${randomFileName(file.name)}`;
  const url = `${supabaseUrl}/storage/v1/object/${bucket}/${path.split('/').map(encodeURIComponent).join('/')}`;

  await new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('apikey', supabaseAnonKey);
    xhr.setRequestHeader('x-upsert', 'true');
    xhr.setRequestHeader('cache-control', `max-age=${UPLOAD_CACHE_CONTROL}`);
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve();
        return;
      }
      let message = `Upload failed (HTTP ${xhr.status})`;
      try {
        const body = JSON.parse(xhr.responseText) as { message?: string; error?: string };
        message = body.message ?? body.error ?? message;
      } catch {
        // Keep the status text.
      }
      reject(new Error(message));
    };
    xhr.onerror = () => reject(new Error('Upload failed: network error'));
    xhr.send(file);
  });
  return path;
}

export function publicUrl(bucket: string, path: string): string {
  return getSupabase().storage.from(bucket).getPublicUrl(path).data.publicUrl;
}

/** A link valid for an hour; falls back to the public URL when signing is refused. */
export async function signedUrl(bucket: string, path: string): Promise<string> {
  const { data, error } = await getSupabase()
    .storage.from(bucket)
    .createSignedUrl(path, SIGNED_URL_SECONDS);
  if (error || !data) return publicUrl(bucket, path);
  return data.signedUrl;
}
