import { invokeFunction } from '@portal/shared/supabase';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';

export const openCandidateDocumentInput = z.object({
  applicationId: z.string().uuid(),
  document: z.enum(['resume', 'cover_letter', 'certificate']),
  index: z.number().int().min(0),
});
export type OpenCandidateDocumentInput = z.infer<typeof openCandidateDocumentInput>;

/**
 * A link, valid for an hour, to one of an applicant's documents. The server records the view in
 * the audit trail (the candidate sees it) before it hands the link out.
 */
export async function openCandidateDocument(input: OpenCandidateDocumentInput): Promise<string> {
  const { url } = await invokeFunction<{ url: string }>(
    'sign-candidate-document',
    openCandidateDocumentInput.parse(input),
  );
  return url;
}

/** Nothing cached changes: the link is used once, at once. */
export function useOpenCandidateDocumentMutation() {
  return useMutation({
    mutationFn: openCandidateDocument,
    meta: { errorToast: 'Could not open the document' },
  });
}
