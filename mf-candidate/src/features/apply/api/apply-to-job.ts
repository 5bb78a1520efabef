import { getSupabase } from '@portal/shared/supabase';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { applicationKeys } from '../../../lib/applications/keys';
import { jobKeys } from '../../../lib/jobs/keys';

export const applyToJobInput = z.object({
  jobId: z.uuid(),
  answers: z.array(z.object({ questionId: z.uuid(), answer: z.string() })),
});
export type ApplyToJobInput = z.infer<typeof applyToJobInput>;

export type ApplyToJobResult =
  | { submitted: true; applicationId: string }
  /** The profile lacks what applying needs: the labels of the missing fields (none: no profile). */
  | { submitted: false; missingFields: string[] };

const applyToJobReply = z.union([
  z.object({ application_id: z.uuid() }),
  z.object({ missing_fields: z.array(z.string()) }),
]);

/** Postgres unique_violation: the person already has an application in process for the job. */
const IN_PROCESS_CODE = '23505';
/** Postgres invalid_parameter_value: the answers break one of the job's screening rules. */
const ANSWER_RULE_CODE = '22023';

export class ApplyToJobError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
    /** The application already in process for the candidate (one a company or vendor made). */
    readonly existingApplicationId: string | null = null,
  ) {
    super(message);
    this.name = 'ApplyToJobError';
  }

  get isDuplicate(): boolean {
    return this.code === IN_PROCESS_CODE;
  }

  /** The server's message is written for the person applying (e.g. a required answer missing). */
  get isAnswerRule(): boolean {
    return this.code === ANSWER_RULE_CODE;
  }
}

/**
 * Applies to the job with the answers in one transaction: the application and its answers are
 * stored together or not at all, and the server checks the profile and the job's screening rules.
 */
export async function applyToJob(input: ApplyToJobInput): Promise<ApplyToJobResult> {
  const { jobId, answers } = applyToJobInput.parse(input);
  const { data, error } = await getSupabase().rpc('apply_to_job', {
    p_job_id: jobId,
    p_answers: answers.map(({ questionId, answer }) => ({ question_id: questionId, answer })),
  });
  if (error) {
    // The database names the application already in process in the hint.
    const existing = error.hint && z.uuid().safeParse(error.hint).success ? error.hint : null;
    throw new ApplyToJobError(error.message, error.code, existing);
  }
  const reply = applyToJobReply.parse(data);
  return 'application_id' in reply
    ? { submitted: true, applicationId: reply.application_id }
    : { submitted: false, missingFields: reply.missing_fields };
}

/** The screen words each refusal itself; the candidate's lists and open jobs reload. */
export function useApplyToJobMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyToJob,
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
