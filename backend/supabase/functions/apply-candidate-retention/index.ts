// Daily: anonymises candidate records companies hold (without an account of their own) that saw no
// activity within their company's retention period (24 months unless the company chose another).
// Run by the scheduler with the service key: the local stack every day at 03:00 UTC, Supabase Cron
// on a hosted project (README).
import { bearerToken, serviceClient } from '../_shared/context.ts';
import { HttpError, json } from '../_shared/http.ts';

Deno.serve(async (req) => {
  try {
    if (req.method !== 'POST') throw new HttpError(405, 'Method not allowed');
    if (bearerToken(req) !== Deno.env.get('SUPABASE_SERVICE_ROLE_KEY')) {
      throw new HttpError(403, 'Only the scheduler applies the retention periods');
    }
    const { data, error } = await serviceClient().rpc('apply_candidate_retention');
    if (error) throw new HttpError(500, `Failed to apply the retention periods: ${error.message}`);
    return json({ anonymised: data });
  } catch (err) {
    if (err instanceof HttpError) return json({ error: err.message }, err.status);
    console.error(err);
    return json({ error: 'Internal server error' }, 500);
  }
});
