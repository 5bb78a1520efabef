// Mails the stage e-mails movers chose to send to candidates (queued by move_applications in
// application_messages). Run on a schedule with the service role key, like the notification
// e-mails; a mail the server refuses is tried again on the next run.
import { bearerToken, serviceClient } from '../_shared/context.ts';
import { corsHeaders } from '../_shared/cors.ts';
import { requireEnv } from '../_shared/env.ts';
import { json } from '../_shared/http.ts';
import { escapeHtml, sendMail } from '../_shared/mail.ts';

interface ClaimedMessage {
  id: string;
  recipient: string;
  subject: string;
  body: string;
}

export function renderApplicationMessage(m: ClaimedMessage) {
  const paragraphs = m.body
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
  return { to: m.recipient, subject: m.subject, text: m.body, html: paragraphs };
}

Deno.serve(async (req) => {
  if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  if (req.method !== 'POST') return json({ error: 'Method not allowed' }, 405);
  if (bearerToken(req) !== requireEnv('SUPABASE_SERVICE_ROLE_KEY')) {
    return json({ error: 'Only the scheduler may send application e-mails' }, 401);
  }
  const admin = serviceClient();
  const { data, error } = await admin.rpc('claim_application_messages', { p_limit: 50 });
  if (error) return json({ error: error.message }, 500);
  const sent: string[] = [];
  const failed: string[] = [];
  for (const m of (data ?? []) as ClaimedMessage[]) {
    const problem = await sendMail(renderApplicationMessage(m));
    (problem ? failed : sent).push(m.id);
  }
  if (sent.length > 0) {
    await admin.from('application_messages').update({ sent_at: new Date().toISOString() }).in('id', sent);
  }
  if (failed.length > 0) {
    await admin.from('application_messages').update({ claimed_at: null }).in('id', failed);
  }
  return json({ claimed: (data ?? []).length, sent: sent.length, failed: failed.length });
});
