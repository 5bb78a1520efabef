import { randomObjectPath, uploadWithProgress, getSupabase } from '@portal/shared/supabase';
import {
  answerFileProblem,
  SUBMISSION_DOCUMENTS_BUCKET,
  SUBMISSION_DOCUMENT_KINDS,
  type SubmissionDocumentKind,
} from '@portal/shared/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { CandidateDocument } from './get-candidate-documents';
import { candidateDocumentKeys } from './keys';

const kinds = Object.keys(SUBMISSION_DOCUMENT_KINDS) as [
  SubmissionDocumentKind,
  ...SubmissionDocumentKind[],
];

export const uploadCandidateDocumentInput = z.object({
  vendorId: z.uuid(),
  candidateId: z.uuid(),
  kind: z.enum(kinds),
  file: z.instanceof(File).superRefine((file, ctx) => {
    const problem = answerFileProblem(file);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  onProgress: z.custom<(percent: number) => void>().optional(),
});
export type UploadCandidateDocumentInput = z.infer<typeof uploadCandidateDocumentInput>;

/** Stores a document in the candidate's folder of the vendor and records what it is. */
export async function uploadCandidateDocument(
  input: UploadCandidateDocumentInput,
): Promise<CandidateDocument> {
  const { vendorId, candidateId, kind, file, onProgress } =
    uploadCandidateDocumentInput.parse(input);
  const { path } = await uploadWithProgress({
    bucket: SUBMISSION_DOCUMENTS_BUCKET,
    path: randomObjectPath(`${vendorId}/${candidateId}`, file.name),
    file,
    onProgress,
  });
  const { data: session } = await getSupabase().auth.getSession();
  const { data, error } = await getSupabase()
    .from('submission_documents')
    .insert({
      vendor_id: vendorId,
      candidate_id: candidateId,
      kind,
      file_name: file.name,
      path,
      uploaded_by: session.session?.user.id,
    })
    .select('id, kind, file_name, path, created_at')
    .single();
  if (error) throw new Error(error.message);
  return data as CandidateDocument;
}

/** Uploads a document; the candidate's documents reload. */
export function useUploadCandidateDocumentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadCandidateDocument,
    meta: { errorToast: 'Error uploading file' },
    onSuccess: (_, { candidateId }) =>
      queryClient.invalidateQueries({ queryKey: candidateDocumentKeys.candidate(candidateId) }),
  });
}
