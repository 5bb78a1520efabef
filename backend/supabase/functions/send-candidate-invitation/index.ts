import { exactILike } from '../_shared/db.ts';
import { requireActiveCompany } from '../_shared/company.ts';
import { serveFunction } from '../_shared/handler.ts';
import { conflict, forbidden, HttpError } from '../_shared/http.ts';
import {
  createInvitation,
  deliverInvitation,
  invitationUrl,
  renderInvitationEmail,
} from '../_shared/invitations.ts';
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

    const [profiles, candidates] = await Promise.all([
      ctx.admin.from('profiles').select('id').ilike('email', exactILike(body.email)).limit(1),
      ctx.admin.from('candidates').select('id').ilike('email', exactILike(body.email)).limit(1),
    ]);
    if (profiles.error || candidates.error)
      throw new HttpError(500, 'Failed to check existing candidates');
    if ((profiles.data?.length ?? 0) > 0 || (candidates.data?.length ?? 0) > 0) {
      throw conflict('A candidate with this email already exists');
    }

    // The company name comes from the record, not from the request.
    const { data: company } = await ctx.admin
      .from('companies')
      .select('name')
      .eq('id', membership.company_id)
      .maybeSingle();
    const companyName = company?.name ?? body.companyName ?? 'A company';

    const invitation = await createInvitation(ctx.admin, {
      email: body.email,
      type: 'candidate',
      invited_by_user_id: ctx.user.id,
      company_id: membership.company_id,
      management_terms: body.managementTerms ?? null,
      candidate_data: { ...body.candidateData, email: body.email },
      company_data: { companyName },
    });
    const url = invitationUrl('candidate', invitation.token);
    const firstName = body.candidateData.firstName;
    const mail = renderInvitationEmail(
      body.email,
      `${companyName} invited you to join the recruitment platform`,
      {
        heading: `Hello ${firstName},`,
        intro:
          `${companyName} has created a candidate profile for you and invites you to join the platform ` +
          'to manage your applications.',
        message: body.managementTerms ? `Management terms: ${body.managementTerms}` : null,
        actionLabel: 'Accept the invitation',
        url,
      },
    );
    return deliverInvitation({ ...mail, replyTo: ctx.user.email }, invitation, url, 'Candidate');
  },
});
