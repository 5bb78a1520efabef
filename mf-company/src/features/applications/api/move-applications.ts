import { applicationTimelineKeys, getSupabase } from '@portal/shared/supabase';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { applicationKeys } from '../../../lib/applications/keys';

export const MOVE_TARGETS = ['applied', 'reviewing', 'interview', 'offered', 'hired', 'accepted', 'rejected'] as const;

export const moveApplicationsInput = z
  .object({
    moves: z
      .array(z.object({ applicationId: z.uuid(), expectedStatus: z.string().min(1) }))
      .min(1, 'Choose at least one application')
      .max(100, 'Move at most 100 applications at once'),
    toStatus: z.enum(MOVE_TARGETS),
    reason: z.string().trim().max(500, 'The reason can be at most 500 characters').optional(),
    sendEmail: z.boolean(),
  })
  .refine((m) => m.toStatus !== 'rejected' || !!m.reason, {
    message: 'Choose a reason for the rejection',
    path: ['reason'],
  });
export type MoveApplicationsInput = z.infer<typeof moveApplicationsInput>;

/** Someone else moved an application first: nothing changed and the screen should refresh. */
export class StaleMoveError extends Error {}

export async function moveApplications(input: MoveApplicationsInput): Promise<{ emailsQueued: number }> {
  const { moves, toStatus, reason, sendEmail } = moveApplicationsInput.parse(input);
  const { data, error } = await getSupabase().rpc('move_applications', {
    p_application_ids: moves.map((m) => m.applicationId),
    p_expected_statuses: moves.map((m) => m.expectedStatus),
    p_to_status: toStatus,
    p_reason: reason || undefined,
    p_send_email: sendEmail,
  });
  if (error) {
    if (error.code === 'PT409') throw new StaleMoveError(error.message);
    throw new Error(error.message);
  }
  return { emailsQueued: data?.[0]?.emails_queued ?? 0 };
}

/** Whatever the outcome, every view of applications reads the current stages again. */
export function useMoveApplicationsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveApplications,
    meta: { errorToast: false },
    onSettled: () =>
      Promise.all([
        // Boards, neighbours and messages live below the applications' keys.
        queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
        queryClient.invalidateQueries({ queryKey: applicationTimelineKeys.all }),
      ]),
  });
}
