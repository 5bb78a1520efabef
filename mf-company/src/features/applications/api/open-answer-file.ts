import { getDocumentLink } from '@portal/shared/supabase';
import { ANSWER_FILES_BUCKET } from '@portal/shared/validation';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';

export const openAnswerFileInput = z.object({ path: z.string().trim().min(1) });
export type OpenAnswerFileInput = z.infer<typeof openAnswerFileInput>;

/** A link valid for an hour to a file a candidate gave as an answer (storage checks the reader). */
export async function openAnswerFile(input: OpenAnswerFileInput): Promise<string> {
  const { path } = openAnswerFileInput.parse(input);
  return getDocumentLink(path, ANSWER_FILES_BUCKET);
}

/** Opening a file changes nothing cached. */
export function useOpenAnswerFileMutation() {
  return useMutation({
    mutationFn: openAnswerFile,
    meta: { errorToast: 'Failed to open the file' },
  });
}
