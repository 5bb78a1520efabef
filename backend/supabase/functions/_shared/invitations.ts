import type { SupabaseClient } from '@supabase/supabase-js';
import { siteUrl } from './env.ts';
import { exactILike } from './db.ts';
import { HttpError } from './http.ts';
import { escapeHtml, type MailMessage, sendMail } from './mail.ts';

export const INVITATION_TTL_DAYS = 7;

/** Landing page per invitation kind, as routed by the portal. */
const LANDING_PATHS = {
  admin: 'admin-invitation',
  company: 'company-invitation',
  employee: 'employee-invitation',
  candidate: 'invitation',
} as const;
export type InvitationKind = keyof typeof LANDING_PATHS;

export function invitationUrl(kind: InvitationKind, token: string, base = siteUrl()): string {
  return `${base}/${LANDING_PATHS[kind]}/${encodeURIComponent(token)}`;
}

export function invitationExpiry(now = new Date()): string {
  return new Date(now.getTime() + INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000).toISOString();
}

export interface InvitationInsert {
  email: string;
  type: 'admin_invitation' | 'company_invitation' | 'employee_invitation' | 'candidate';
  invited_by_admin_id?: string;
  invited_by_user_id?: string;
  company_id?: string | null;
  role?: string | null;
  management_terms?: string | null;
  candidate_data?: Record<string, unknown> | null;
  company_data?: Record<string, unknown> | null;
}

export interface InvitationRow {
  id: string;
  token: string;
  expires_at: string;
}

/**
 * Inserts a pending invitation that expires in seven days; the database issues the token. A new
 * invitation supersedes earlier pending ones of the same kind for the same address and company,
 * so only the latest link works.
 */
export async function createInvitation(
  admin: SupabaseClient,
  row: InvitationInsert,
): Promise<InvitationRow> {
  let previous = admin
    .from('invitations')
    .update({ status: 'revoked' })
    .ilike('email', exactILike(row.email))
    .eq('type', row.type)
    .eq('status', 'pending');
  previous = row.company_id
    ? previous.eq('company_id', row.company_id)
    : previous.is('company_id', null);
  const { error: revokeError } = await previous;
  if (revokeError) throw new HttpError(500, `Failed to create invitation: ${revokeError.message}`);

  const { data, error } = await admin
    .from('invitations')
    .insert({
      ...row,
      email: row.email.toLowerCase(),
      status: 'pending',
      expires_at: invitationExpiry(),
    })
    .select('id, token, expires_at')
    .single();
  if (error || !data) {
    console.error('Failed to create invitation', error);
    throw new HttpError(500, `Failed to create invitation: ${error?.message ?? 'unknown error'}`);
  }
  return data as InvitationRow;
}

export interface EmailContent {
  heading: string;
  intro: string;
  message?: string | null;
  actionLabel: string;
  url: string;
}

/** Plain-text and HTML bodies for an invitation e-mail. */
export function renderInvitationEmail(
  to: string,
  subject: string,
  content: EmailContent,
): MailMessage {
  const expiry = `This invitation expires in ${INVITATION_TTL_DAYS} days.`;
  const text = [
    content.heading,
    '',
    content.intro,
    ...(content.message ? ['', `Message: ${content.message}`] : []),
    '',
    `${content.actionLabel}: ${content.url}`,
    '',
    expiry,
  ].join('\n');
  const html = [
    `<h2>${escapeHtml(content.heading)}</h2>`,
    `<p>${escapeHtml(content.intro)}</p>`,
    content.message ? `<blockquote>${escapeHtml(content.message)}</blockquote>` : '',
    `<p><a href="${escapeHtml(content.url)}">${escapeHtml(content.actionLabel)}</a></p>`,
    `<p>Or copy this link into your browser: ${escapeHtml(content.url)}</p>`,
    `<p>${escapeHtml(expiry)}</p>`,
  ].join('\n');
  return { to, subject, text, html };
}

export interface InvitationResult {
  success: true;
  message: string;
  emailSent: boolean;
  emailError: string | null;
  invitationUrl: string;
  expiresAt: string;
}

/** What an invitation e-mail says; `sendInvitation` adds the link. */
export interface InvitationEmail extends Omit<EmailContent, 'url'> {
  subject: string;
}

/**
 * Creates the invitation and e-mails it with the inviter as reply-to. The link is always built
 * here from the issued token: an e-mail must never carry a caller-supplied URL.
 */
export async function sendInvitation(
  ctx: { admin: SupabaseClient; user: { email?: string } },
  row: InvitationInsert,
  kind: InvitationKind,
  label: string,
  email: InvitationEmail,
): Promise<InvitationResult> {
  const invitation = await createInvitation(ctx.admin, row);
  const url = invitationUrl(kind, invitation.token);
  const mail = renderInvitationEmail(row.email, email.subject, { ...email, url });
  return deliverInvitation({ ...mail, replyTo: ctx.user.email }, invitation, url, label);
}

/** Sends the e-mail; a failed send leaves the invitation valid and reports why. */
export async function deliverInvitation(
  mail: MailMessage,
  invitation: InvitationRow,
  url: string,
  label: string,
  send: (m: MailMessage) => Promise<string | null> = sendMail,
): Promise<InvitationResult> {
  const emailError = await send(mail);
  return {
    success: true,
    message: emailError
      ? `${label} invitation created but email could not be sent. Please share the link manually.`
      : `${label} invitation sent successfully!`,
    emailSent: emailError === null,
    emailError,
    invitationUrl: url,
    expiresAt: invitation.expires_at,
  };
}
