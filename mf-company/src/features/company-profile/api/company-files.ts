import { getSupabase, randomObjectPath, uploadWithProgress } from '@portal/shared/supabase';

export const LOGO_BUCKET = 'company-logos';
export const DOCUMENT_BUCKET = 'company-documents';

/** Uploads a logo into the user's folder and returns its public URL. */
export async function uploadLogo(
  userId: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<string> {
  const { path } = await uploadWithProgress({
    bucket: LOGO_BUCKET,
    path: randomObjectPath(userId, file.name),
    file,
    onProgress,
  });
  return getSupabase().storage.from(LOGO_BUCKET).getPublicUrl(path).data.publicUrl;
}

/** Uploads a private company document into the user's folder and returns its storage path. */
export async function uploadCompanyDocument(
  userId: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<string> {
  const { path } = await uploadWithProgress({
    bucket: DOCUMENT_BUCKET,
    path: randomObjectPath(userId, file.name),
    file,
    onProgress,
  });
  return path;
}
