import { getSupabase } from '@portal/shared/supabase';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';

// `<saved search id>.<signature>`, as the job-alert e-mail's link carries it.
export const turnOffJobAlertInput = z.object({
  token: z
    .string()
    .trim()
    .regex(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/, 'This unsubscribe link is not valid'),
});
export type TurnOffJobAlertInput = z.infer<typeof turnOffJobAlertInput>;

const turnedOff = z.object({ name: z.string() });
export type TurnedOffJobAlert = z.infer<typeof turnedOff>;

/** Turns off the daily e-mail of the saved search the link names; no sign-in needed. */
export async function turnOffJobAlert(input: TurnOffJobAlertInput): Promise<TurnedOffJobAlert> {
  const parsed = turnOffJobAlertInput.safeParse(input);
  if (!parsed.success) throw new Error(parsed.error.issues[0].message);
  const { data, error } = await getSupabase().rpc('turn_off_job_alert', {
    p_token: parsed.data.token,
  });
  if (error) throw new Error(error.message);
  return turnedOff.parse(data);
}

/** The page shows the outcome itself, so a failure needs no toast. */
export function useTurnOffJobAlertMutation() {
  return useMutation({ mutationFn: turnOffJobAlert, meta: { errorToast: false } });
}
