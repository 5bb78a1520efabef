// Mails candidates the link to confirm that a vendor may represent them for a job, for companies
// that ask for it (requests made by submit_vendor_candidate). Run on a schedule with the service
// role key, like the notification e-mails; a mail the server refuses is tried again on the next run.
import { bearerToken, serviceClient } from '../_shared/context.ts';
import { corsHeaders } from '../_shared/cors.ts';
import { requireEnv, siteUrl } from '../_shared/env.ts';
import { json } from '../_shared/http.ts';
import { escapeHtml, sendMail } from '../_shared/mail.ts';

interface ClaimedRequest {
  id: string;
  recipient: string;
  token: string;
  first_name: string | null;
  job_title: string;
  company_name: string;
  vendor_name: string;
  recruiter_name: string | null;
  expires_at: string;
}

export function renderRepresentationRequest(r: ClaimedRequest, site: string) {
  const url = `${site}/confirm-representation?token=${encodeURIComponent(r.token)}`;
  const agency = r.recruiter_name ? `${r.vendor_name} (${r.recruiter_name})` : r.vendor_name;
  const expires = new Date(r.expires_at).toUTCString().replace(/ \d\d:\d\d:\d\d GMT$/, '');
  const greeting = `Hi ${r.first_name?.trim() || 'there'},`;
  const ask =
    `${agency} would like to put you forward for ${r.job_title} at ${r.company_name}. ` +
    `${r.company_name} asks you to confirm that ${r.vendor_name} may represent you for this job before it sees the submission.`;
  const until = `The link works once, until ${expires}. If you did not expect this, decline or ignore it.`;
  return {
    to: r.recipient,
    subject: `Confirm your representation for ${r.job_title}`,
    text: `${greeting}\n\n${ask}\n\nConfirm or decline: ${url}\n\n${until}`,
    html:
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(ask)}</p>` +
      `<p><a href="${escapeHtml(url)}">Confirm or decline</a></p><p>${escapeHtml(until)}</p>`,
  };
}

Deno.serve(async (req) => {
  if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  if (req.method !== 'POST') return json({ error: 'Method not allowed' }, 405);
  if (bearerToken(req) !== requireEnv('SUPABASE_SERVICE_ROLE_KEY')) {
    return json({ error: 'Only the scheduler may send representation requests' }, 401);
  }
  const admin = serviceClient();
  const { data, error } = await admin.rpc('claim_representation_emails', { p_limit: 50 });
  if (error) return json({ error: error.message }, 500);
  const site = siteUrl();
  const sent: string[] = [];
  const failed: string[] = [];
  for (const r of (data ?? []) as ClaimedRequest[]) {
    const problem = await sendMail(renderRepresentationRequest(r, site));
    (problem ? failed : sent).push(r.id);
  }
  if (sent.length > 0) {
    await admin
      .from('representation_requests')
      .update({ sent_at: new Date().toISOString() })
      .in('id', sent);
  }
  if (failed.length > 0) {
    await admin.from('representation_requests').update({ claimed_at: null }).in('id', failed);
  }
  return json({ claimed: (data ?? []).length, sent: sent.length, failed: failed.length });
});
