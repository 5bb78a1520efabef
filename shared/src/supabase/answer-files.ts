import { ANSWER_FILES_BUCKET, answerFileProblem } from '../validation/candidate-schemas';
import { randomObjectPath, uploadWithProgress } from './storage';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';

export const uploadAnswerFileInput = z.object({
  userId: z.uuid(),
  jobId: z.uuid(),
  file: z.instanceof(File).superRefine((file, ctx) => {
    const problem = answerFileProblem(file);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  onProgress: z.custom<(percent: number) => void>().optional(),
});
export type UploadAnswerFileInput = z.infer<typeof uploadAnswerFileInput>;

/**
 * Stores a file answering a screening question in the uploader's folder for the job (a candidate
 * applying, or the vendor recruiter submitting someone); returns its path, which is the answer.
 */
export async function uploadAnswerFile(input: UploadAnswerFileInput): Promise<string> {
  const { userId, jobId, file, onProgress } = uploadAnswerFileInput.parse(input);
  const { path } = await uploadWithProgress({
    bucket: ANSWER_FILES_BUCKET,
    path: randomObjectPath(`${userId}/${jobId}`, file.name),
    file,
    onProgress,
  });
  return path;
}

/** Nothing cached shows the file until the application is sent, so nothing reloads. */
export function useUploadAnswerFileMutation() {
  return useMutation({
    mutationFn: uploadAnswerFile,
    meta: { errorToast: 'Error uploading file' },
  });
}
