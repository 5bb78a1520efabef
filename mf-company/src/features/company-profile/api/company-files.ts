import { publicUrl, signedUrl, uploadWithProgress } from '../../../lib/storage';

export const LOGO_BUCKET = 'company-logos';
export const DOCUMENT_BUCKET = 'company-documents';

/** Uploads a logo into the user's folder and returns its public URL. */
export async function uploadLogo(
  userId: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<string> {
  const path = await uploadWithProgress(LOGO_BUCKET, userId, file, onProgress);
  return publicUrl(LOGO_BUCKET, path);
}

/** Uploads a private company document and returns its storage path. */
export function uploadCompanyDocument(
  userId: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<string> {
  return uploadWithProgress(DOCUMENT_BUCKET, userId, file, onProgress);
}

/** A one-hour link for a stored document path (or the stored URL itself). */
export async function documentLink(stored: string): Promise<string> {
  if (/^https?:\/\//.test(stored)) return stored;
  return signedUrl(DOCUMENT_BUCKET, stored);
}
