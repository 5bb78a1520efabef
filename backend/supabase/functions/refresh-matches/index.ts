// Brings the kept best matches up to date with the changes queued since the last run
// (public.refresh_matches). Run on a schedule every 2 seconds with the service role key.
import { bearerToken, serviceClient } from '../_shared/context.ts';
import { corsHeaders } from '../_shared/cors.ts';
import { requireEnv } from '../_shared/env.ts';
import { json } from '../_shared/http.ts';

Deno.serve(async (req) => {
  if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  if (req.method !== 'POST') return json({ error: 'Method not allowed' }, 405);
  if (bearerToken(req) !== requireEnv('SUPABASE_SERVICE_ROLE_KEY')) {
    return json({ error: 'Only the scheduler may refresh matches' }, 401);
  }
  const { data, error } = await serviceClient().rpc('refresh_matches', { p_limit: 500 });
  if (error) return json({ error: error.message }, 500);
  return json(data);
});
