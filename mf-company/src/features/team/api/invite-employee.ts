import { employeeInviteSchema, type EmployeeInviteInput } from '@portal/shared/validation';
import { invokeFunction } from '../../../lib/invoke';

// Kept apart from the employee list, so the dashboard does not load the invitation schemas.

export interface InvitationResult {
  success: boolean;
  message: string;
  emailSent?: boolean;
  emailError?: string | null;
  invitationUrl?: string;
}

export async function inviteEmployee(
  input: EmployeeInviteInput,
  companyId: string,
  adminEmail: string | null,
): Promise<InvitationResult> {
  const values = employeeInviteSchema.parse(input);
  return invokeFunction<InvitationResult>('send-company-invitation', {
    ...values,
    companyId,
    adminEmail,
  });
}
