import { getSupabase } from '@portal/shared/supabase';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';

const verificationSchema = z.object({
  ok: z.boolean(),
  checked: z.number(),
  chains: z.number(),
  first_broken: z
    .object({ id: z.number().nullable(), chain: z.string(), seq: z.number(), reason: z.string() })
    .nullable(),
});
export type AuditVerification = z.infer<typeof verificationSchema>;

/** Recomputes every chain on the server, the same check as `npm run audit:verify`. */
export async function verifyAuditTrail(): Promise<AuditVerification> {
  const { data, error } = await getSupabase().rpc('verify_audit_trail');
  if (error) throw new Error(`Failed to check the audit trail: ${error.message}`);
  return verificationSchema.parse(data);
}

/** A check is run on request (it reads every entry), never cached. */
export function useVerifyAuditTrailMutation() {
  return useMutation({
    mutationFn: verifyAuditTrail,
    meta: { errorToast: 'Could not check the audit trail' },
  });
}
