import { adminInvitationSchema, type AdminInvitationValues } from '@portal/shared/validation';
import { invokeFunction, type InvitationResult } from '@portal/shared/supabase';

export const sendAdminInvitationInput = adminInvitationSchema;

export type { InvitationResult } from '@portal/shared/supabase';

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
