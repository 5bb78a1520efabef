import { isHttpUrl } from '@portal/shared/validation';
import { getSupabase } from '@portal/shared/supabase';
import { z } from 'zod';
import { documentLocation } from '../utils/document-location';

export const SIGNED_LINK_SECONDS = 3600;

export const getDocumentLinkInput = z.object({
  kind: z.enum(['resume', 'cover_letter', 'certificate']),
  stored: z.string().min(1),
});
export type GetDocumentLinkInput = z.infer<typeof getDocumentLinkInput>;

/** A signed link valid for an hour; the public URL when signing is not possible. */
export async function getDocumentLink(input: GetDocumentLinkInput): Promise<string | null> {
  const { kind, stored } = getDocumentLinkInput.parse(input);
  const location = documentLocation(stored, kind);
  if (!location) return isHttpUrl(stored) ? stored : null;
  const bucket = getSupabase().storage.from(location.bucket);
  const { data } = await bucket.createSignedUrl(location.path, SIGNED_LINK_SECONDS);
  if (data?.signedUrl) return data.signedUrl;
  return isHttpUrl(stored) ? stored : bucket.getPublicUrl(location.path).data.publicUrl;
}
