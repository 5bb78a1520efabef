import type { SupabaseClient } from '@supabase/supabase-js';
import { exactILike } from '../_shared/db.ts';
import { requireActiveCompany } from '../_shared/company.ts';
import { serveFunction } from '../_shared/handler.ts';
import { conflict, forbidden, HttpError } from '../_shared/http.ts';
import { sendInvitation } from '../_shared/invitations.ts';
import { canInviteCandidates } from '../_shared/roles.ts';
import { candidateInvitationSchema } from '../_shared/schemas.ts';

serveFunction({
  schema: candidateInvitationSchema,
  async handle(ctx, body) {
    const membership = await ctx.membership();
    if (!membership || !canInviteCandidates(membership.role)) {
      throw forbidden('Only company staff can invite candidates');
    }
    await requireActiveCompany(ctx.admin, membership.company_id, 'inviting candidates');

    const account = await existingCandidateAccount(ctx.admin, body.email, membership.company_id);

    // The company name comes from the record, not from the request.
    const { data: company } = await ctx.admin
      .from('companies')
      .select('name')
      .eq('id', membership.company_id)
      .maybeSingle();
    const companyName = company?.name ?? body.companyName ?? 'A company';

    const firstName = body.candidateData.firstName;
    // No profile exists before sign-up; either way the candidate decides whether the company
    // manages them (the notice on their dashboard).
    const intro = account
      ? `${companyName} would like to manage your candidate profile so its recruiters can put you ` +
        'forward for roles. Sign in to accept or decline the invitation on your dashboard.'
      : `${companyName} invites you to create your candidate profile on the platform. Once you ` +
        `have signed up, you can accept or decline being managed by ${companyName} on your dashboard.`;
    return sendInvitation(
      ctx,
      {
        email: body.email,
        type: 'candidate',
        invited_by_user_id: ctx.user.id,
        company_id: membership.company_id,
        management_terms: body.managementTerms ?? null,
        candidate_data: { ...body.candidateData, email: body.email },
        company_data: { companyName },
      },
      'candidate',
      'Candidate',
      {
        subject: `${companyName} invited you to join the recruitment platform`,
        heading: `Hello ${firstName},`,
        intro,
        message: body.managementTerms ? `Management terms: ${body.managementTerms}` : null,
        actionLabel: 'Review the invitation',
      },
    );
  },
});

/**
 * Whether the address already has a candidate account this company may invite (the invitation
 * then becomes a notice on its dashboard). Any other known address is refused as existing: a
 * non-candidate account, a candidate record without an account, a candidate this company already
 * manages or has already invited.
 */
async function existingCandidateAccount(
  admin: SupabaseClient,
  email: string,
  companyId: string,
): Promise<boolean> {
  const [profiles, candidates, invitations] = await Promise.all([
    admin.from('profiles').select('id, role').ilike('email', exactILike(email)).limit(1),
    admin
      .from('candidates')
      .select('user_id, managing_company_id')
      .ilike('email', exactILike(email))
      .limit(1),
    admin
      .from('invitations')
      .select('id')
      .ilike('email', exactILike(email))
      .eq('type', 'candidate')
      .eq('company_id', companyId)
      .eq('status', 'pending')
      .gt('expires_at', new Date().toISOString())
      .limit(1),
  ]);
  if (profiles.error || candidates.error || invitations.error)
    throw new HttpError(500, 'Failed to check existing candidates');
  const profile = profiles.data?.[0];
  const candidate = candidates.data?.[0];
  if (!profile && !candidate) return false;
  const invitable =
    profile?.role === 'candidate' &&
    candidate?.user_id === profile.id &&
    candidate.managing_company_id !== companyId &&
    (invitations.data?.length ?? 0) === 0;
  if (!invitable) throw conflict('A candidate with this email already exists');
  return true;
}
