import { getDocumentLink } from '@portal/shared/supabase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { profileKeys } from '../../../lib/profile/keys';
import { DOCUMENT_BUCKETS } from '../utils/document-location';

export const getDocumentLinkInput = z.object({
  kind: z.enum(['resume', 'cover_letter', 'certificate']),
  stored: z.string().min(1),
});
export type GetDocumentLinkInput = z.infer<typeof getDocumentLinkInput>;

/** A link to one of the candidate's documents, signed for an hour. */
export async function getCandidateDocumentLink(input: GetDocumentLinkInput): Promise<string> {
  const { kind, stored } = getDocumentLinkInput.parse(input);
  return getDocumentLink(stored, DOCUMENT_BUCKETS[kind]);
}

export const documentLinkQuery = (input: GetDocumentLinkInput) =>
  queryOptions({
    queryKey: profileKeys.documentLink(DOCUMENT_BUCKETS[input.kind], input.stored),
    queryFn: () => getCandidateDocumentLink(input),
  });

export function useDocumentLinkQuery(input: GetDocumentLinkInput) {
  return useQuery(documentLinkQuery(input));
}
