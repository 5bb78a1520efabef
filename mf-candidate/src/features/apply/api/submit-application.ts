import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { applicationKeys } from '../../../lib/applications/keys';
import { jobKeys } from '../../../lib/jobs/keys';
import { createApplication } from './create-application';
import { getCandidateId } from './get-candidate-id';
import { saveApplicationAnswers } from './save-application-answers';

export const submitApplicationInput = z.object({
  userId: z.uuid(),
  jobId: z.uuid(),
  answers: z.array(z.object({ questionId: z.uuid(), answer: z.string() })),
});
export type SubmitApplicationInput = z.infer<typeof submitApplicationInput>;

export type SubmitApplicationResult =
  | { submitted: true; applicationId: string }
  /** The profile lacks what applying needs: the labels of the missing fields (none: no profile). */
  | { submitted: false; missingFields: string[] };

/** Applies to the job with the answers, once the candidate's profile has what applying needs. */
export async function submitApplication(
  input: SubmitApplicationInput,
): Promise<SubmitApplicationResult> {
  const { userId, jobId, answers } = submitApplicationInput.parse(input);
  const { candidateId, missingFields } = await getCandidateId({ userId });
  if (missingFields.length > 0 || !candidateId) return { submitted: false, missingFields };
  const applicationId = await createApplication({ jobId, candidateId });
  try {
    await saveApplicationAnswers({ applicationId, answers });
  } catch (error) {
    // The application counts even when its answers could not be stored.
    console.error('Failed to save application answers', error);
  }
  return { submitted: true, applicationId };
}

/** The screen words each refusal itself; the candidate's lists and open jobs reload. */
export function useSubmitApplicationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitApplication,
    meta: { errorToast: false },
    onSuccess: (result) => {
      if (!result.submitted) return;
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
        queryClient.invalidateQueries({ queryKey: jobKeys.potential() }),
      ]);
    },
  });
}
