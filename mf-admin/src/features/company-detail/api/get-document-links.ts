import { messageOf } from '@portal/shared';
import { getDocumentLink } from '@portal/shared/supabase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { companyKeys } from '../../../lib/companies/keys';

export const COMPANY_DOCUMENTS_BUCKET = 'company-documents';

export const getDocumentLinksInput = z.object({
  companyId: z.string(),
  documents: z.array(z.object({ label: z.string(), value: z.string().nullish() })),
});
export type GetDocumentLinksInput = z.infer<typeof getDocumentLinksInput>;

export interface DocumentLink {
  label: string;
  url: string | null;
  error: string | null;
}

/** Signs every submitted document up front, so each opens with a plain link (no popup blocking). */
export async function getDocumentLinks(input: GetDocumentLinksInput): Promise<DocumentLink[]> {
  const { documents } = getDocumentLinksInput.parse(input);
  return Promise.all(
    documents.flatMap(({ label, value }) =>
      value
        ? [
            getDocumentLink(value, COMPANY_DOCUMENTS_BUCKET).then(
              (url) => ({ label, url, error: null }),
              (error: unknown) => ({ label, url: null, error: messageOf(error) }),
            ),
          ]
        : [],
    ),
  );
}

export const documentLinksQuery = (input: GetDocumentLinksInput) =>
  queryOptions({
    queryKey: companyKeys.documentLinks(
      input.companyId,
      input.documents.map((doc) => doc.value),
    ),
    queryFn: () => getDocumentLinks(input),
    // A signed link lasts an hour; well before that the page asks for fresh ones.
    staleTime: 30 * 60_000,
  });

export function useDocumentLinksQuery(input: GetDocumentLinksInput) {
  return useQuery(documentLinksQuery(input));
}
