import { invokeFunction } from '@portal/shared/supabase';
import { employeeInviteSchema, type EmployeeInviteInput } from '@portal/shared/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { employeeKeys, sentInvitationKeys } from './keys';

// Kept apart from the employee list, so the dashboard does not load the invitation schemas.

export const inviteEmployeeInput = employeeInviteSchema;
export type InviteEmployeeInput = EmployeeInviteInput & {
  companyId: string;
  adminEmail: string | null;
};

export interface InvitationResult {
  success: boolean;
  message: string;
  emailSent?: boolean;
  emailError?: string | null;
  invitationUrl?: string;
}

export async function inviteEmployee({
  companyId,
  adminEmail,
  ...input
}: InviteEmployeeInput): Promise<InvitationResult> {
  const values = inviteEmployeeInput.parse(input);
  return invokeFunction<InvitationResult>('send-company-invitation', {
    ...values,
    companyId,
    adminEmail,
  });
}

/**
 * Sends the invitation; the company's employee list and sent invitations reload. A refusal shows
 * the default toast.
 */
export function useInviteEmployeeMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteEmployee,
    meta: { errorToast: 'Failed to send invitation' },
    onSuccess: (_result, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: employeeKeys.lists(input.companyId) }),
        queryClient.invalidateQueries({ queryKey: sentInvitationKeys.all }),
      ]),
  });
}
