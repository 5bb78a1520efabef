// Mails the notifications created since the last run to users who keep e-mail on for their type.
// Run on a schedule with the service role key (the local stack every few seconds; Supabase Cron
// on hosted Supabase); in-app notifications never wait for it.
import { bearerToken, serviceClient } from '../_shared/context.ts';
import { corsHeaders } from '../_shared/cors.ts';
import { requireEnv, siteUrl } from '../_shared/env.ts';
import { json } from '../_shared/http.ts';
import { escapeHtml, sendMail } from '../_shared/mail.ts';

interface ClaimedNotification {
  id: string;
  email: string | null;
  type: string;
  title: string;
  message: string | null;
  link: string | null;
  send: boolean;
}

export function renderNotificationEmail(n: ClaimedNotification, site: string) {
  const url = `${site}${n.link ?? '/'}`;
  const body = n.message ?? '';
  return {
    to: n.email ?? '',
    subject: n.title,
    text: `${body}\n\nOpen TalentBridge: ${url}\n\nYou can turn these e-mails off in the notification centre.`,
    html: `<p>${escapeHtml(body)}</p><p><a href="${escapeHtml(url)}">Open TalentBridge</a></p>` +
      '<p style="color:#888">You can turn these e-mails off in the notification centre.</p>',
  };
}

Deno.serve(async (req) => {
  if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  if (req.method !== 'POST') return json({ error: 'Method not allowed' }, 405);
  if (bearerToken(req) !== requireEnv('SUPABASE_SERVICE_ROLE_KEY')) {
    return json({ error: 'Only the scheduler may send notification e-mails' }, 401);
  }
  const { data, error } = await serviceClient().rpc('claim_notification_emails', { p_limit: 50 });
  if (error) return json({ error: error.message }, 500);
  const site = siteUrl();
  let sent = 0;
  const failed: string[] = [];
  for (const n of (data ?? []) as ClaimedNotification[]) {
    if (!n.send || !n.email) continue;
    const problem = await sendMail(renderNotificationEmail(n, site));
    if (problem) failed.push(n.id);
    else sent += 1;
  }
  // A mail the server refused is tried again on the next run.
  if (failed.length > 0) {
    await serviceClient().from('notifications').update({ emailed_at: null }).in('id', failed);
  }
  return json({ claimed: (data ?? []).length, sent, failed: failed.length });
});
