import type { Database } from '@portal/shared';
import { getSupabase } from '@portal/shared/supabase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { privacyKeys } from './keys';

export type DocumentAccess =
  Database['public']['Functions']['my_document_access']['Returns'][number];

/** Who at which company opened or downloaded the signed-in candidate's documents, newest first. */
export async function listDocumentAccess(): Promise<DocumentAccess[]> {
  const { data, error } = await getSupabase().rpc('my_document_access');
  if (error) throw new Error(`Failed to load who viewed your documents: ${error.message}`);
  return data;
}

export const documentAccessQuery = () =>
  queryOptions({ queryKey: privacyKeys.documentAccess(), queryFn: listDocumentAccess });

export function useDocumentAccessQuery() {
  return useQuery(documentAccessQuery());
}
