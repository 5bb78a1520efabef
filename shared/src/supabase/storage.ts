// Other entries by package name, so this entry shares the page's copies of them.
import { getRuntimeConfig } from '@portal/shared';
import { isHttpUrl } from '@portal/shared/validation';
import { getSupabase } from './supabase-client';

export const UPLOAD_CACHE_CONTROL_SECONDS = 3600;
export const SIGNED_LINK_SECONDS = 3600;
export const INVALID_FILE_URL = 'Invalid file URL format';

export interface StorageLocation {
  bucket: string;
  path: string;
}

const STORAGE_URL = /\/storage\/v1\/object\/(?:public|sign|authenticated)\/([^/]+)\/([^?#]+)/;

/** Stored file values are storage URLs or object paths inside `bucket`; null for anything else. */
export function storageLocation(value: string, bucket: string): StorageLocation | null {
  const match = STORAGE_URL.exec(value);
  if (match) return { bucket: match[1], path: decodeURIComponent(match[2]) };
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return null;
  const path = value.replace(/^\/+/, '');
  return path ? { bucket, path } : null;
}

/** A random object name under `folder` that keeps the file's extension. */
export function randomObjectPath(
  folder: string,
  fileName: string,
  random: string = crypto.randomUUID(),
) {
  const dot = fileName.lastIndexOf('.');
  const extension = dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
  return `${folder}/${random}${extension ? `.${extension}` : ''}`;
}

export interface UploadInput {
  bucket: string;
  path: string;
  file: File;
  onProgress?: (percent: number) => void;
}

/**
 * Stores a file the way supabase-js does (multipart POST to the storage API under the caller's
 * token, upsert, cache control) through XMLHttpRequest, because fetch cannot report upload progress.
 */
export async function uploadWithProgress({
  bucket,
  path,
  file,
  onProgress = () => undefined,
}: UploadInput): Promise<StorageLocation> {
  const { supabaseUrl, supabaseAnonKey } = getRuntimeConfig();
  const { data } = await getSupabase().auth.getSession();
  const token = data.session?.access_token;
  if (!token) throw new Error('You must be logged in to upload files');
  const encodedPath = path.split('/').map(encodeURIComponent).join('/');
  await new Promise<void>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(
      'POST',
      `${supabaseUrl.replace(/\/$/, '')}/storage/v1/object/${bucket}/${encodedPath}`,
    );
    request.setRequestHeader('Authorization', `Bearer ${token}`);
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
      let message = `Upload failed (HTTP ${request.status})`;
      try {
        const body = JSON.parse(request.responseText) as { message?: string; error?: string };
        message = body.message ?? body.error ?? message;
      } catch {
        // Not JSON: keep the status.
      }
      reject(new Error(message));
    };
    request.onerror = () => reject(new Error('Upload failed: network error'));
    const body = new FormData();
    body.append('cacheControl', String(UPLOAD_CACHE_CONTROL_SECONDS));
    body.append('', file);
    request.send(body);
  });
  return { bucket, path };
}

/**
 * A link valid for an hour to a stored file (a storage URL or a path inside `bucket`); an external
 * http(s) address is opened as it is, anything else is refused.
 */
export async function getDocumentLink(value: string, bucket: string): Promise<string> {
  const location = storageLocation(value, bucket);
  if (!location) {
    if (isHttpUrl(value)) return value;
    throw new Error(INVALID_FILE_URL);
  }
  const { data, error } = await getSupabase()
    .storage.from(location.bucket)
    .createSignedUrl(location.path, SIGNED_LINK_SECONDS);
  if (error || !data?.signedUrl) {
    throw new Error(error?.message ?? 'Could not create a link to the document');
  }
  return data.signedUrl;
}
