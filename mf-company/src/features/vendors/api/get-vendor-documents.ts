import { getSupabase } from '@portal/shared/supabase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { vendorKeys } from './keys';
import type { VendorDocumentKey } from './register-vendor';

export const getVendorDocumentsInput = z.object({ vendorId: z.string().uuid() });
export type GetVendorDocumentsInput = z.infer<typeof getVendorDocumentsInput>;

export type VendorDocuments = Record<VendorDocumentKey, string | null>;

/** Where the vendor's documents are stored; they open through links signed on demand. */
export async function getVendorDocuments(input: GetVendorDocumentsInput): Promise<VendorDocuments> {
  const { vendorId } = getVendorDocumentsInput.parse(input);
  const { data, error } = await getSupabase().rpc('get_vendor_documents', {
    p_vendor_id: vendorId,
  });
  if (error) throw new Error(error.message);
  return data as VendorDocuments;
}

export const vendorDocumentsQuery = (input: GetVendorDocumentsInput) =>
  queryOptions({
    queryKey: vendorKeys.documents(input.vendorId),
    queryFn: () => getVendorDocuments(input),
  });

export function useVendorDocumentsQuery(input: GetVendorDocumentsInput) {
  return useQuery(vendorDocumentsQuery(input));
}
