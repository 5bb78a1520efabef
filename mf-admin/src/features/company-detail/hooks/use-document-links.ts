import { useLoad } from '../../../app/use-load';
import { getDocumentLink } from '../api/get-document-link';

export interface DocumentLink {
  label: string;
  url: string | null;
  error: string | null;
}

/** Signs every submitted document up front, so each opens with a plain link (no popup blocking). */
export function useDocumentLinks(documents: { label: string; value: string | null | undefined }[]) {
  const key = documents.map((doc) => `${doc.label}=${doc.value ?? ''}`).join('|');
  return useLoad(
    () =>
      Promise.all(
        documents
          .filter((doc) => !!doc.value)
          .map(async (doc): Promise<DocumentLink> => {
            try {
              return {
                label: doc.label,
                url: await getDocumentLink(doc.value as string),
                error: null,
              };
            } catch (error) {
              return {
                label: doc.label,
                url: null,
                error: error instanceof Error ? error.message : String(error),
              };
            }
          }),
      ),
    [key],
  );
}
