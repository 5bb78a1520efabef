// Invites a suggested candidate to apply to a job: invite_candidate_to_job checks the caller (the
// job's hiring team) and the candidate (one the team may be shown for the job), records the
// invitation once and notifies a candidate with an account; this function e-mails the invitation.
import { z } from 'zod';
import { siteUrl } from '../_shared/env.ts';
import { serveFunction } from '../_shared/handler.ts';
import { HttpError } from '../_shared/http.ts';
import { escapeHtml, sendMail } from '../_shared/mail.ts';

const schema = z.object({
  jobId: z.string().uuid({ message: 'Invalid job' }),
  candidateId: z.string().uuid({ message: 'Invalid candidate' }),
});

interface Invited {
  invitationId: string;
  email: string;
  firstName: string | null;
  jobTitle: string;
  companyName: string;
  notified: boolean;
}

const STATUS: Record<string, number> = { '42501': 403, P0002: 404, '22023': 400, '23505': 409 };

export function renderJobInvitation(invited: Invited, jobUrl: string) {
  const greeting = invited.firstName ? `Hello ${invited.firstName},` : 'Hello,';
  const intro = `${invited.companyName} invites you to apply for ${invited.jobTitle}.`;
  return {
    to: invited.email,
    subject: `${invited.companyName} invites you to apply: ${invited.jobTitle}`,
    text: `${greeting}\n\n${intro}\n\nSee the job and apply: ${jobUrl}`,
    html:
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>` +
      `<p><a href="${escapeHtml(jobUrl)}">See the job and apply</a></p>`,
  };
}

serveFunction({
  schema,
  async handle(ctx, body) {
    const { data, error } = await ctx.userClient.rpc('invite_candidate_to_job', {
      p_job_id: body.jobId,
      p_candidate_id: body.candidateId,
    });
    if (error) throw new HttpError(STATUS[error.code ?? ''] ?? 500, error.message);
    const invited = data as Invited;
    const problem = await sendMail({
      ...renderJobInvitation(invited, `${siteUrl()}/jobs/${body.jobId}`),
      replyTo: ctx.user.email,
    });
    return { invited: true, emailed: problem === null, notified: invited.notified };
  },
});
