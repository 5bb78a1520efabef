import {
  adminCompanyInvitationSchema,
  type AdminCompanyInvitationValues,
} from '@portal/shared/validation';
import { invokeFunction } from '@portal/shared/supabase';
import type { InvitationResult } from './send-admin-invitation';

export const sendCompanyInvitationInput = adminCompanyInvitationSchema;

/** The server creates the pending company invitation, builds the link and e-mails it. */
export function sendCompanyInvitation(
  values: AdminCompanyInvitationValues,
  adminEmail: string | null,
): Promise<InvitationResult> {
  return invokeFunction<InvitationResult>('send-company-invitation', {
    email: values.email,
    companyName: values.companyName,
    message: values.message ?? '',
    adminEmail,
  });
}
