import { adminInvitationSchema, type AdminInvitationValues } from '@portal/shared/validation';
import { invokeFunction } from '@portal/shared/supabase';

export const sendAdminInvitationInput = adminInvitationSchema;

export interface InvitationResult {
  success: boolean;
  message?: string;
  emailSent: boolean;
  emailError: string | null;
  invitationUrl: string;
  expiresAt?: string;
}

/** The server creates the pending invitation, builds the link and e-mails it. */
export function sendAdminInvitation(
  values: AdminInvitationValues,
  adminEmail: string | null,
): Promise<InvitationResult> {
  return invokeFunction<InvitationResult>('send-admin-invitation', {
    email: values.email,
    firstName: values.firstName,
    lastName: values.lastName,
    message: values.message ?? '',
    adminEmail,
  });
}
