import { getDocumentLink } from '@portal/shared/supabase';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { VENDOR_DOCUMENTS } from './register-vendor';

export const openVendorDocumentInput = z.object({
  bucket: z.enum(VENDOR_DOCUMENTS.map((d) => d.bucket) as [string, ...string[]]),
  path: z.string().trim().min(1),
});
export type OpenVendorDocumentInput = z.infer<typeof openVendorDocumentInput>;

/** A link valid for an hour to one of the vendor's documents (storage checks the reader). */
export async function openVendorDocument(input: OpenVendorDocumentInput): Promise<string> {
  const { bucket, path } = openVendorDocumentInput.parse(input);
  return getDocumentLink(path, bucket);
}

/** Opening a document changes nothing cached. */
export function useOpenVendorDocumentMutation() {
  return useMutation({
    mutationFn: openVendorDocument,
    meta: { errorToast: 'Failed to open the document' },
  });
}
