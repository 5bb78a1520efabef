import { isTimeZone, zonedTimeToInstant } from '@portal/shared';
import { invokeFunction } from '@portal/shared/supabase';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { hiringKeys } from './keys';
import type { Interview } from './list-interviews';

const DURATION_MESSAGE = 'The duration must be between 15 and 480 minutes';
const VIDEO_MESSAGE = 'The video link must be a web address starting with http:// or https://';

/** The schedule form; the server checks the same rules again. */
export const interviewFormSchema = z
  .object({
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose the date of the interview'),
    time: z.string().regex(/^\d{2}:\d{2}$/, 'Choose the time of the interview'),
    timeZone: z.string().refine(isTimeZone, 'Choose a valid time zone'),
    durationMinutes: z
      .number({ message: DURATION_MESSAGE })
      .int(DURATION_MESSAGE)
      .min(15, DURATION_MESSAGE)
      .max(480, DURATION_MESSAGE),
    interviewerIds: z
      .array(z.string().uuid())
      .min(1, 'Choose at least one interviewer')
      .max(10, 'Choose at most 10 interviewers'),
    location: z.string().trim().max(300, 'The location can be at most 300 characters'),
    videoLink: z
      .string()
      .trim()
      .max(500, VIDEO_MESSAGE)
      .refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v), VIDEO_MESSAGE),
  })
  .refine((v) => v.location !== '' || v.videoLink !== '', {
    message: 'Enter a location or a video link',
    path: ['location'],
  })
  .refine(
    (v) =>
      !isTimeZone(v.timeZone) ||
      !/^\d{4}-\d{2}-\d{2}$/.test(v.date) ||
      !/^\d{2}:\d{2}$/.test(v.time) ||
      zonedTimeToInstant(v.date, v.time, v.timeZone).getTime() > Date.now(),
    { message: 'The interview must start in the future', path: ['time'] },
  );
export type InterviewFormValues = z.infer<typeof interviewFormSchema>;

export type ManageInterviewInput =
  | ({ action: 'schedule'; applicationId: string } & InterviewFormValues)
  | ({ action: 'reschedule'; interviewId: string; sequence: number } & InterviewFormValues)
  | { action: 'cancel'; interviewId: string; sequence: number };

export interface ManageInterviewResult {
  interview: Interview;
  emailed: number;
  emailFailedFor: string[];
}

/** Schedules, moves or cancels through the function that also mails the calendar invitations. */
export async function manageInterview(input: ManageInterviewInput): Promise<ManageInterviewResult> {
  if (input.action === 'cancel') return invokeFunction('manage-interview', input);
  const { date, time, location, videoLink, ...rest } = input;
  const values = interviewFormSchema.parse({ date, time, location, videoLink, ...rest });
  return invokeFunction('manage-interview', {
    ...rest,
    timeZone: values.timeZone,
    durationMinutes: values.durationMinutes,
    interviewerIds: values.interviewerIds,
    localStart: `${values.date}T${values.time}`,
    location: values.location || null,
    videoLink: values.videoLink || null,
  });
}

/** Every interview list, the notes and scorecards views and "My Interviews" are read again. */
export function useManageInterviewMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: manageInterview,
    meta: { errorToast: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: hiringKeys.all }),
  });
}
