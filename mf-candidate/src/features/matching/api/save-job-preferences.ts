import { getSupabase } from '@portal/shared/supabase';
import { matchKeys } from '@portal/shared/match';
import { EXPERIENCE_LEVELS, JOB_TYPES } from '@portal/shared/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { jobKeys } from '../../../lib/jobs/keys';
import { preferenceKeys } from '../../../lib/preferences/keys';
import type { JobPreferences } from './get-job-preferences';

export const WORK_ARRANGEMENTS = ['any', 'remote', 'onsite'] as const;

/** A list of short texts, trimmed, blanks and repeats dropped, as the server keeps it. */
const textList = (label: string) =>
  z
    .array(z.string().trim().max(100, `${label} can have at most 100 characters each`))
    .transform((items) =>
      items.filter(
        (item, i) =>
          item !== '' &&
          items.findIndex((other) => other.toLowerCase() === item.toLowerCase()) === i,
      ),
    )
    .refine((items) => items.length <= 10, `Add at most 10 ${label.toLowerCase()}`);

// The server checks the same rules with the same messages (save_job_preferences).
export const jobPreferencesSchema = z.object({
  desiredTitles: textList('Desired titles'),
  locations: textList('Locations'),
  workArrangement: z.enum(WORK_ARRANGEMENTS, { message: 'Choose remote, on-site or either' }),
  jobTypes: z.array(z.enum(JOB_TYPES, { message: 'Choose job types from the list' })),
  minimumSalary: z
    .number({ message: 'Minimum salary must be between 0 and 10,000,000' })
    .int('Minimum salary must be between 0 and 10,000,000')
    .min(0, 'Minimum salary must be between 0 and 10,000,000')
    .max(10_000_000, 'Minimum salary must be between 0 and 10,000,000')
    .nullable(),
  experienceLevel: z
    .enum(EXPERIENCE_LEVELS, { message: 'Choose an experience level from the list' })
    .nullable(),
});
export type JobPreferencesInput = z.input<typeof jobPreferencesSchema>;
export type JobPreferencesValues = z.output<typeof jobPreferencesSchema>;

export const saveJobPreferencesInput = z.object({
  userId: z.uuid(),
  values: jobPreferencesSchema,
});
export type SaveJobPreferencesInput = z.input<typeof saveJobPreferencesInput>;

export async function saveJobPreferences(input: SaveJobPreferencesInput): Promise<JobPreferences> {
  const { values } = saveJobPreferencesInput.parse(input);
  const { data, error } = await getSupabase().rpc('save_job_preferences', {
    p_desired_titles: values.desiredTitles,
    p_locations: values.locations,
    p_work_arrangement: values.workArrangement,
    p_job_types: values.jobTypes,
    // The generated types cannot say a SQL argument takes null.
    p_minimum_salary: values.minimumSalary as number,
    p_experience_level: values.experienceLevel as string,
  });
  if (error) throw new Error(error.message);
  return data;
}

/** Saves the preferences; the candidate's job list and its match reasons follow them. */
export function useSaveJobPreferencesMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveJobPreferences,
    meta: { errorToast: 'Failed to save job preferences' },
    onSuccess: (saved, { userId }) => {
      queryClient.setQueryData(preferenceKeys.own(userId), saved);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: jobKeys.potential() }),
        queryClient.invalidateQueries({ queryKey: matchKeys.all }),
      ]);
    },
  });
}
