import {
  vendorRegistrationSchema,
  vendorRow,
  type VendorRegistrationInput,
} from '@portal/shared/validation';
import { getSupabase, randomObjectPath, uploadWithProgress } from '@portal/shared/supabase';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vendorKeys } from './keys';

export const VENDOR_DOCUMENTS = [
  { key: 'w9_url', bucket: 'vendor-w9', label: 'W-9' },
  { key: 'coi_url', bucket: 'vendor-coi', label: 'COI' },
  { key: 'wo_url', bucket: 'vendor-wo', label: 'WO' },
  { key: 'msa_url', bucket: 'vendor-msa', label: 'MSA' },
  { key: 'voided_check_url', bucket: 'vendor-ach', label: 'Voided Check/ACH' },
] as const;
export type VendorDocumentKey = (typeof VENDOR_DOCUMENTS)[number]['key'];

export const VENDOR_DOCUMENT_ACCEPT = '.pdf,.doc,.docx,.jpg,.jpeg,.png';

/** 'VENDOR-' plus 8 uppercase characters of a random id. */
export function newVendorCode(): string {
  return `VENDOR-${crypto.randomUUID().replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}

/**
 * Uploads the chosen documents into {vendorCode}/ of each vendor bucket, then inserts the vendor
 * with their paths. The server links the vendor to the caller's company.
 */
export interface RegisterVendorInput {
  values: VendorRegistrationInput;
  files: Partial<Record<VendorDocumentKey, File | null>>;
  onProgress: (key: VendorDocumentKey, percent: number) => void;
}

export async function registerVendor({
  values: input,
  files,
  onProgress,
}: RegisterVendorInput): Promise<{ id: string; vendor_id: string }> {
  const values = vendorRegistrationSchema.parse(input);
  const vendorCode = newVendorCode();
  const paths: Partial<Record<VendorDocumentKey, string>> = {};
  for (const doc of VENDOR_DOCUMENTS) {
    const file = files[doc.key];
    if (!file) continue;
    const stored = await uploadWithProgress({
      bucket: doc.bucket,
      path: randomObjectPath(vendorCode, file.name),
      file,
      onProgress: (percent) => onProgress(doc.key, percent),
    });
    paths[doc.key] = stored.path;
  }
  const { data, error } = await getSupabase()
    .from('vendors')
    .insert({ ...vendorRow(values), ...paths, vendor_id: vendorCode })
    .select('id, vendor_id')
    .single();
  if (error) throw new Error(error.message);
  return data;
}

/** The form reports a failure itself; the company's vendor lists reload after a success. */
export function useRegisterVendorMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerVendor,
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorKeys.all }),
  });
}
