import { getSupabase } from '@portal/shared/supabase';
import { z } from 'zod';

export const createApplicationInput = z.object({ jobId: z.uuid(), candidateId: z.uuid() });
export type CreateApplicationInput = z.infer<typeof createApplicationInput>;

/** Postgres unique_violation: the candidate already applied to this job. */
export const DUPLICATE_APPLICATION_CODE = '23505';

export class CreateApplicationError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
    /** The application already in process for the candidate (one a company or vendor made). */
    readonly existingApplicationId: string | null = null,
  ) {
    super(message);
    this.name = 'CreateApplicationError';
  }

  get isDuplicate(): boolean {
    return this.code === DUPLICATE_APPLICATION_CODE;
  }
}

/** Creates the application with status applied and returns its id. */
export async function createApplication(input: CreateApplicationInput): Promise<string> {
  const { jobId, candidateId } = createApplicationInput.parse(input);
  const { data, error } = await getSupabase().rpc('create_application_safe', {
    p_job_id: jobId,
    p_candidate_id: candidateId,
    p_status: 'applied',
  });
  if (error) {
    // The database names the application already in process in the hint.
    const existing = error.hint && z.uuid().safeParse(error.hint).success ? error.hint : null;
    throw new CreateApplicationError(error.message, error.code, existing);
  }
  return data;
}
