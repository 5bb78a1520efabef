import type { SupabaseClient } from '@supabase/supabase-js';
import type { CallerContext } from './context.ts';
import { listDocuments, storageLocation } from './documents.ts';
import { forbidden, HttpError } from './http.ts';

export const CANDIDATE_BUCKETS = ['candidate_resumes', 'candidate_cover_letters', 'candidate_certificates'];
const BUCKET_OF = {
  resume: 'candidate_resumes',
  cover_letter: 'candidate_cover_letters',
  certificate: 'candidate_certificates',
} as const;

/** Only a candidate account acts on its own data here. */
export function requireCandidate(ctx: CallerContext): void {
  if (ctx.accountRole !== 'candidate') {
    throw forbidden('Only candidates can export or erase their own data');
  }
}

export async function candidateOf(admin: SupabaseClient, userId: string) {
  const { data, error } = await admin.from('candidates').select('*').eq('user_id', userId).maybeSingle();
  if (error) throw new HttpError(500, `Failed to load your candidate record: ${error.message}`);
  return data as (Record<string, unknown> & { id: string }) | null;
}

/** The stored files a candidate record points at, with their bucket and path. */
export function storedDocuments(candidate: Record<string, unknown>) {
  return listDocuments(candidate).flatMap((doc) => {
    const location = storageLocation(doc.path, BUCKET_OF[doc.type]);
    return location ? [{ ...doc, ...location }] : [];
  });
}

export async function recordEvent(
  ctx: CallerContext,
  action: string,
  candidateId: string | null,
  details: Record<string, unknown> = {},
): Promise<void> {
  const { error } = await ctx.admin.rpc('record_audit_event', {
    p_action: action,
    p_target_type: candidateId ? 'candidate' : 'user',
    p_target_id: candidateId ?? ctx.user.id,
    p_company_id: null,
    p_details: details,
    p_actor_id: ctx.user.id,
  });
  if (error) throw new HttpError(500, `Could not record the ${action}: ${error.message}`);
}
