import { getSupabase } from '@portal/shared/supabase';
import {
  SUBMISSION_DOCUMENTS_BUCKET,
  type SubmissionDocumentKind,
} from '@portal/shared/validation';
import { getDocumentLink } from '@portal/shared/supabase';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { applicationKeys } from '../../../lib/applications/keys';

export const getSubmittedDocumentsInput = z.object({ applicationId: z.uuid() });
export type GetSubmittedDocumentsInput = z.infer<typeof getSubmittedDocumentsInput>;

export interface SubmittedDocument {
  id: string;
  kind: SubmissionDocumentKind;
  file_name: string;
  path: string;
}

/** The documents a vendor sent with an application (row-level security keeps them to its team). */
export async function getSubmittedDocuments(
  input: GetSubmittedDocumentsInput,
): Promise<SubmittedDocument[]> {
  const { applicationId } = getSubmittedDocumentsInput.parse(input);
  // Bounded: a submission carries at most 10 documents.
  const { data, error } = await getSupabase()
    .from('application_documents')
    .select('document:submission_documents(id, kind, file_name, path)')
    .eq('application_id', applicationId);
  if (error) throw new Error(`Failed to load the submitted documents: ${error.message}`);
  return data
    .map((row) => row.document as SubmittedDocument | null)
    .filter((doc): doc is SubmittedDocument => doc !== null)
    .sort((a, b) =>
      a.kind === b.kind ? a.file_name.localeCompare(b.file_name) : a.kind === 'resume' ? -1 : 1,
    );
}

export const submittedDocumentsQuery = (input: GetSubmittedDocumentsInput) =>
  queryOptions({
    queryKey: [...applicationKeys.detail(input.applicationId), 'submitted-documents'] as const,
    queryFn: () => getSubmittedDocuments(input),
  });

export function useSubmittedDocumentsQuery(input: GetSubmittedDocumentsInput) {
  return useQuery(submittedDocumentsQuery(input));
}

/** A link valid for an hour to a submitted document (storage checks the reader again). */
export function openSubmittedDocument({ path }: { path: string }): Promise<string> {
  return getDocumentLink(z.string().trim().min(1).parse(path), SUBMISSION_DOCUMENTS_BUCKET);
}

/** Opening a document changes nothing cached. */
export function useOpenSubmittedDocumentMutation() {
  return useMutation({
    mutationFn: openSubmittedDocument,
    meta: { errorToast: 'Failed to open the document' },
  });
}
