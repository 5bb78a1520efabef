import { getSupabase } from '@portal/shared/supabase';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { profileKeys } from '../../../lib/profile/keys';

export const LEAVE_FAILURE_TITLE = 'Failed to leave the company';

export const leaveManagingCompanyInput = z.object({ userId: z.uuid() });
export type LeaveManagingCompanyInput = z.infer<typeof leaveManagingCompanyInput>;

/** Ends the company's management of the candidate; the server checks who is asking. */
export async function leaveManagingCompany(input: LeaveManagingCompanyInput): Promise<void> {
  leaveManagingCompanyInput.parse(input);
  const { error } = await getSupabase().rpc('leave_managing_company');
  if (error) throw new Error(error.message);
}

/** Leaves; the profile and the managing company reload. */
export function useLeaveManagingCompanyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveManagingCompany,
    meta: { errorToast: LEAVE_FAILURE_TITLE },
    onSuccess: (_result, { userId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: profileKeys.managingCompany(userId) }),
        queryClient.invalidateQueries({ queryKey: profileKeys.own(userId) }),
      ]),
  });
}
