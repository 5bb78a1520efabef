// Daily e-mail of new jobs for candidates' saved searches. Run by the scheduler with the service
// key: the local stack runs it every day at 08:00 UTC; on hosted Supabase a Supabase Cron job calls
// it (README). Each saved search is claimed by moving its last_alerted_at forward before it is
// searched, so two runs at once never send the same alert twice; it then gets the jobs posted
// since the previous alert, found by the board's own search. Each e-mail links to a page that
// turns its search's alert off without signing in (a token the database signs).
import { serviceClient, bearerToken } from '../_shared/context.ts';
import { siteUrl } from '../_shared/env.ts';
import { HttpError, json } from '../_shared/http.ts';
import { escapeHtml, sendMail } from '../_shared/mail.ts';

// A search alerted less than this long ago waits for the next day's run (runs drift a little).
const MIN_GAP_MS = 20 * 60 * 60 * 1000;
const BATCH = 500;
const JOBS_PER_MAIL = 20;

interface SavedSearch {
  id: string;
  user_id: string;
  name: string;
  query: string | null;
  location: string | null;
  remote: boolean | null;
  job_type: string | null;
  experience_level: string | null;
  min_salary: number | null;
  last_alerted_at: string;
}

interface AlertJob {
  id: string;
  title: string;
  location: string | null;
  company: { name: string };
}

function alertMail(
  to: string,
  search: SavedSearch,
  jobs: AlertJob[],
  total: number,
  unsubscribeToken: string,
) {
  const base = siteUrl();
  const unsubscribe = `${base}/job-alerts/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}`;
  const stop = `To stop these e-mails for "${search.name}", open ${unsubscribe}`;
  const lines = jobs.map((job) => `${job.title} at ${job.company.name}${job.location ? `, ${job.location}` : ''}: ${base}/jobs/${job.id}`);
  const more = total > jobs.length ? `And ${total - jobs.length} more on ${base}/jobs` : '';
  return {
    to,
    subject: `New jobs for your search "${search.name}"`,
    text: [`New jobs matching "${search.name}":`, '', ...lines, ...(more ? ['', more] : []), '', stop].join('\n'),
    html:
      `<p>New jobs matching <strong>${escapeHtml(search.name)}</strong>:</p><ul>` +
      jobs
        .map(
          (job) =>
            `<li><a href="${base}/jobs/${job.id}">${escapeHtml(job.title)}</a> at ${escapeHtml(job.company.name)}` +
            `${job.location ? `, ${escapeHtml(job.location)}` : ''}</li>`,
        )
        .join('') +
      `</ul>${more ? `<p><a href="${base}/jobs">${escapeHtml(more)}</a></p>` : ''}` +
      `<p><a href="${escapeHtml(unsubscribe)}">Turn off this job alert</a></p>`,
    headers: { 'List-Unsubscribe': `<${unsubscribe}>` },
  };
}

async function sendAlerts(): Promise<{ searches: number; emails: number; failed: number }> {
  const admin = serviceClient();
  const cutoff = new Date(Date.now() - MIN_GAP_MS).toISOString();
  const { data: due, error } = await admin
    .from('saved_searches')
    .select('id, user_id, name, query, location, remote, job_type, experience_level, min_salary, last_alerted_at')
    .eq('alerts_enabled', true)
    .lt('last_alerted_at', cutoff)
    .order('last_alerted_at')
    .limit(BATCH);
  if (error) throw new HttpError(500, `Failed to read saved searches: ${error.message}`);
  const searches = (due ?? []) as SavedSearch[];
  const userIds = [...new Set(searches.map((s) => s.user_id))];
  const { data: profiles, error: profileError } = userIds.length
    ? await admin.from('profiles').select('id, email').in('id', userIds)
    : { data: [], error: null };
  if (profileError) throw new HttpError(500, `Failed to read candidates: ${profileError.message}`);
  const emailOf = new Map((profiles ?? []).map((p: { id: string; email: string }) => [p.id, p.email]));

  let emails = 0;
  let failed = 0;
  for (const search of searches) {
    const { data: claimed } = await admin
      .from('saved_searches')
      .update({ last_alerted_at: new Date().toISOString() })
      .eq('id', search.id)
      .eq('last_alerted_at', search.last_alerted_at)
      .select('id');
    if (!claimed?.length) continue; // another run has it
    const { data: found, error: searchError } = await admin.rpc('search_public_jobs', {
      p_query: search.query,
      p_location: search.location,
      p_remote: search.remote,
      p_job_type: search.job_type,
      p_experience_level: search.experience_level,
      p_min_salary: search.min_salary,
      p_sort: 'newest',
      p_page: 1,
      p_page_size: JOBS_PER_MAIL,
      p_posted_after: search.last_alerted_at,
    });
    const to = emailOf.get(search.user_id);
    if (searchError || !to) {
      failed += 1;
      continue;
    }
    const { jobs, total } = found as { jobs: AlertJob[]; total: number };
    if (!jobs.length) continue;
    const { data: token, error: tokenError } = await admin.rpc('job_alert_unsubscribe_token', {
      p_search_id: search.id,
    });
    if (tokenError || typeof token !== 'string') {
      failed += 1;
      continue;
    }
    if (await sendMail(alertMail(to, search, jobs, total, token))) failed += 1;
    else emails += 1;
  }
  return { searches: searches.length, emails, failed };
}

Deno.serve(async (req) => {
  try {
    if (req.method !== 'POST') throw new HttpError(405, 'Method not allowed');
    if (bearerToken(req) !== Deno.env.get('SUPABASE_SERVICE_ROLE_KEY')) {
      throw new HttpError(403, 'Only the scheduler sends job alerts');
    }
    return json(await sendAlerts());
  } catch (err) {
    if (err instanceof HttpError) return json({ error: err.message }, err.status);
    console.error(err);
    return json({ error: 'Internal server error' }, 500);
  }
});
