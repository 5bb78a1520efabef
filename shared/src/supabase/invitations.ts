import { invokeFunction } from './functions';
import { getSupabase } from './supabase-client';

/** What a sender sees: a pending invitation past its expiry reads as expired. */
export type SentInvitationStatus = 'pending' | 'accepted' | 'expired' | 'revoked' | 'declined';

export function sentInvitationStatus(
  row: { status: string; expires_at: string },
  now = Date.now(),
): SentInvitationStatus {
  if (row.status === 'pending' && Date.parse(row.expires_at) <= now) return 'expired';
  return row.status as SentInvitationStatus;
}

/** Ends an invitation's link at once; one accepted or ended meanwhile is left as it is. */
export async function revokeInvitation(invitationId: string): Promise<void> {
  const { data, error } = await getSupabase()
    .from('invitations')
    .update({ status: 'revoked' })
    .eq('id', invitationId)
    .eq('status', 'pending')
    .select('id');
  if (error) throw new Error(error.message);
  if (!data.length) throw new Error('This invitation is no longer pending');
}

export interface InvitationResult {
  success: boolean;
  message?: string;
  emailSent: boolean;
  emailError: string | null;
  invitationUrl: string;
  expiresAt?: string;
}

/** The server ends the old link, issues a new one for seven days and e-mails it. */
export function resendInvitation(invitationId: string): Promise<InvitationResult> {
  return invokeFunction<InvitationResult>('resend-invitation', { invitationId });
}
