// Scheduled functions: the local stack calls them over HTTP with the service key at their time of
// day (UTC), as Supabase Cron calls them on a hosted project (README, "Scheduled functions").
export const SCHEDULES = [{ name: 'send-job-alerts', dailyAtUtc: '08:00' }];

/** Milliseconds from `now` to the next `HH:MM` UTC. */
export function msUntilDaily(hhmm, now = new Date()) {
  const [hours, minutes] = hhmm.split(':').map(Number);
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hours, minutes));
  if (next <= now) next.setUTCDate(next.getUTCDate() + 1);
  return next - now;
}

/**
 * Runs each schedule at its time every day until stopped.
 * @param {{ apiUrl: () => string, serviceRoleKey: string, schedules?: typeof SCHEDULES, log: (entry: object) => void }} options
 */
export function startSchedules({ apiUrl, serviceRoleKey, schedules = SCHEDULES, log }) {
  const timers = new Set();
  const run = async (name) => {
    try {
      const res = await fetch(`${apiUrl()}/functions/v1/${name}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${serviceRoleKey}`, apikey: serviceRoleKey, 'content-type': 'application/json' },
        body: '{}',
      });
      log({ msg: 'scheduled function', function: name, status: res.status, body: await res.text() });
    } catch (err) {
      log({ msg: 'scheduled function failed', function: name, error: err.message });
    }
  };
  const plan = (schedule) => {
    const timer = setTimeout(async () => {
      timers.delete(timer);
      await run(schedule.name);
      plan(schedule);
    }, msUntilDaily(schedule.dailyAtUtc));
    timer.unref?.();
    timers.add(timer);
  };
  schedules.forEach(plan);
  return {
    /** Runs one scheduled function now (tests, and `npm run stack` users who do not want to wait). */
    run,
    stop() {
      timers.forEach(clearTimeout);
      timers.clear();
    },
  };
}
