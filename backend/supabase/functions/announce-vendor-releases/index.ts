// Every minute: tells each vendor of the jobs whose release tier time has come (an in-app
// notification, mailed by send-notification-emails if the user keeps that e-mail on). Run by the
// scheduler with the service key: the local stack's scheduler, Supabase Cron on a hosted project
// (README).
import { bearerToken, serviceClient } from '../_shared/context.ts';
import { HttpError, json } from '../_shared/http.ts';

Deno.serve(async (req) => {
  try {
    if (req.method !== 'POST') throw new HttpError(405, 'Method not allowed');
    if (bearerToken(req) !== Deno.env.get('SUPABASE_SERVICE_ROLE_KEY')) {
      throw new HttpError(403, 'Only the scheduler announces vendor releases');
    }
    const { data, error } = await serviceClient().rpc('announce_vendor_releases');
    if (error) throw new HttpError(500, `Failed to announce vendor releases: ${error.message}`);
    return json({ announced: data });
  } catch (err) {
    if (err instanceof HttpError) return json({ error: err.message }, err.status);
    console.error(err);
    return json({ error: 'Internal server error' }, 500);
  }
});
