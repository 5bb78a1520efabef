import { isHttpUrl } from '@portal/shared/validation';
import { getSupabase } from '@portal/shared/supabase';

export const COMPANY_DOCUMENTS_BUCKET = 'company-documents';
export const SIGNED_LINK_SECONDS = 3600;

/** Stored document values are object paths or storage URLs; returns the bucket and path they name. */
export function documentLocation(
  value: string,
  fallbackBucket = COMPANY_DOCUMENTS_BUCKET,
): { bucket: string; path: string } | null {
  const match = /\/storage\/v1\/object\/(?:public|sign|authenticated)\/([^/]+)\/([^?]+)/.exec(
    value,
  );
  if (match) return { bucket: match[1], path: decodeURIComponent(match[2]) };
  if (/^[a-z]+:/i.test(value)) return null;
  const path = value.replace(/^\/+/, '');
  return path ? { bucket: fallbackBucket, path } : null;
}

/** A link valid for one hour to a private company document. */
export async function getDocumentLink(value: string): Promise<string> {
  const location = documentLocation(value);
  if (!location) {
    // An external http(s) document is opened as is; anything else is never turned into a link.
    if (isHttpUrl(value)) return value;
    throw new Error('Invalid file URL format');
  }
  const { data, error } = await getSupabase()
    .storage.from(location.bucket)
    .createSignedUrl(location.path, SIGNED_LINK_SECONDS);
  if (error || !data?.signedUrl)
    throw new Error(error?.message ?? 'Could not create a link to the document');
  return data.signedUrl;
}
