import { messageOf, useToast } from '@portal/shared';
import { invokeFunction } from '@portal/shared/supabase';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { companyKeys } from './keys';

export const APPROVAL_REASON_MAX = 2000;

export const updateCompanyApprovalInput = z.object({
  companyId: z.string().min(1),
  isApproved: z.boolean(),
  /** Sent to the company in the decision e-mail. */
  reason: z
    .string()
    .trim()
    .max(APPROVAL_REASON_MAX, `Reason must be at most ${APPROVAL_REASON_MAX} characters`)
    .optional(),
});
export type UpdateCompanyApprovalInput = z.input<typeof updateCompanyApprovalInput>;

/** Approve (true) or reject (false); only platform administrators are accepted by the function. */
export async function updateCompanyApproval(input: UpdateCompanyApprovalInput): Promise<void> {
  const { companyId, isApproved, reason } = updateCompanyApprovalInput.parse(input);
  await invokeFunction('update-company-approval-direct', {
    companyId,
    isApproved,
    ...(reason ? { reason } : {}),
  });
}

/**
 * Approve/reject with the specification's toasts; every company list, page and count reloads.
 * `pendingId` is the company being changed.
 */
export function useCompanyApprovalMutation() {
  const toast = useToast();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: updateCompanyApproval,
    onSuccess: (_result, { isApproved }) => {
      if (isApproved) toast.success('Company approved successfully');
      else toast.info('Company rejected');
      return queryClient.invalidateQueries({ queryKey: companyKeys.all });
    },
    onError: (error, { isApproved }) =>
      toast.error(`Failed to ${isApproved ? 'approve' : 'reject'} company: ${messageOf(error)}`),
  });
  return {
    pendingId: mutation.isPending ? mutation.variables.companyId : null,
    decide: (input: UpdateCompanyApprovalInput) => mutation.mutateAsync(input),
  };
}
