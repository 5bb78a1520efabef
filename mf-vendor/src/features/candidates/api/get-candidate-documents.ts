import { getSupabase } from '@portal/shared/supabase';
import type { SubmissionDocumentKind } from '@portal/shared/validation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { candidateDocumentKeys } from './keys';

export const getCandidateDocumentsInput = z.object({ candidateId: z.string().min(1) });
export type GetCandidateDocumentsInput = z.infer<typeof getCandidateDocumentsInput>;

export interface CandidateDocument {
  id: string;
  kind: SubmissionDocumentKind;
  file_name: string;
  path: string;
  created_at: string;
}

/** The vendor's stored documents of one of its candidates, newest first. */
export async function getCandidateDocuments(
  input: GetCandidateDocumentsInput,
): Promise<CandidateDocument[]> {
  const { candidateId } = getCandidateDocumentsInput.parse(input);
  // Bounded: the documents a vendor keeps for one person (a resume and a few more).
  const { data, error } = await getSupabase()
    .from('submission_documents')
    .select('id, kind, file_name, path, created_at')
    .eq('candidate_id', candidateId)
    .order('created_at', { ascending: false })
    .limit(50);
  if (error) throw new Error(`Failed to load the candidate's documents: ${error.message}`);
  return data as CandidateDocument[];
}

export const candidateDocumentsQuery = (input: GetCandidateDocumentsInput) =>
  queryOptions({
    queryKey: candidateDocumentKeys.candidate(input.candidateId),
    queryFn: () => getCandidateDocuments(input),
  });

export function useCandidateDocumentsQuery(input: GetCandidateDocumentsInput, enabled = true) {
  return useQuery({ ...candidateDocumentsQuery(input), enabled });
}
