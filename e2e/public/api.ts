import { randomBytes } from 'node:crypto';
import { serviceRest } from '../support/api';
export { accessToken, invokeFunction, serviceRest } from '../support/api';

// Direct calls to the local stack for arranging test data the way other users' screens would.

export interface InvitationSeed {
  type: 'candidate' | 'company_invitation' | 'admin_invitation';
  email?: string;
  expires_at?: string;
  company_id?: string | null;
  role?: string | null;
  company_data?: unknown;
  candidate_data?: unknown;
}

/** Inserts an invitation row directly and returns its token. */
export async function insertInvitation(seed: InvitationSeed): Promise<string> {
  const token = randomBytes(16).toString('hex');
  await serviceRest('invitations', {
    method: 'POST',
    body: JSON.stringify({ email: 'invitee@example.com', status: 'pending', ...seed, token }),
  });
  return token;
}

export const ACME_COMPANY_ID = 'c0000000-0000-4000-8000-000000000001';
