import { FunctionCallError, invokeFunction } from '@portal/shared/supabase';
import { z } from 'zod';
import { VENDOR_INVITATION_FUNCTION } from './register-vendor-account';

export const VENDOR_INVITATION_LOAD_FAILED = 'Failed to load invitation';

export const getVendorInvitationInput = z.object({ token: z.string().trim().min(1) });

export interface VendorInvitation {
  token: string;
  companyName: string | null;
  firstName: string;
  lastName: string;
  email: string;
  expiresAt: string;
}

export type VendorInvitationCheck =
  { ok: true; invitation: VendorInvitation } | { ok: false; message: string };

/** The invitation behind a link; unknown, used and expired links come back with the server's reason. */
export async function getVendorInvitation(token: string): Promise<VendorInvitationCheck> {
  const input = getVendorInvitationInput.safeParse({ token });
  if (!input.success) return { ok: false, message: 'Invitation not found or has expired' };
  try {
    const { invitation } = await invokeFunction<{
      invitation: Omit<VendorInvitation, 'token'>;
    }>(VENDOR_INVITATION_FUNCTION, { action: 'lookup', token: input.data.token });
    return { ok: true, invitation: { ...invitation, token: input.data.token } };
  } catch (error) {
    const refused =
      error instanceof FunctionCallError && error.status !== null && error.status < 500;
    return { ok: false, message: refused ? error.message : VENDOR_INVITATION_LOAD_FAILED };
  }
}
