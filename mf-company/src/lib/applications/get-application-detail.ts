import type { Tables } from '@portal/shared';
import { invokeFunction } from '@portal/shared/supabase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { applicationKeys } from './keys';
import type { ApplicationCandidate } from './application-candidate';

export interface ApplicationAnswer {
  question_id: string;
  question: string;
  question_type: string | null;
  answer: string | null;
}

export interface ApplicationDocument {
  type: 'resume' | 'cover_letter' | 'certificate';
  name: string;
  /** Which document of its type (certificates are numbered from 0). */
  index: number;
  /** External links only; stored files are signed when opened. */
  url: string | null;
}

export type ApplicationDetail = Pick<
  Tables<'applications'>,
  'id' | 'status' | 'applied_at' | 'job_id' | 'source' | 'source_label' | 'pitch_note'
> & {
  candidate: ApplicationCandidate | null;
  job: Pick<
    Tables<'jobs'>,
    | 'id'
    | 'title'
    | 'description'
    | 'location'
    | 'job_type'
    | 'experience_level'
    | 'salary_min'
    | 'salary_max'
    | 'status'
    | 'created_at'
  > | null;
  answers: ApplicationAnswer[];
  documents: ApplicationDocument[];
};

export const getApplicationDetailInput = z.object({
  userId: z.string().uuid(),
  applicationId: z.string().uuid(),
});

export async function getApplicationDetail(
  input: z.infer<typeof getApplicationDetailInput>,
): Promise<ApplicationDetail> {
  const body = getApplicationDetailInput.parse(input);
  const { application } = await invokeFunction<{ application: ApplicationDetail }>(
    'get-application-detail',
    body,
  );
  return application;
}

export const applicationDetailQuery = (input: z.infer<typeof getApplicationDetailInput>) =>
  queryOptions({
    queryKey: applicationKeys.detail(input.applicationId),
    queryFn: () => getApplicationDetail(input),
  });

export function useApplicationDetailQuery(
  input: z.infer<typeof getApplicationDetailInput>,
  enabled = true,
) {
  return useQuery({ ...applicationDetailQuery(input), enabled });
}
