import fs from 'node:fs';
import path from 'node:path';

// Scheduled functions: the local stack calls them over HTTP with the service key at their time of
// day (UTC), as Supabase Cron calls them on a hosted project (README, "Scheduled functions").
// Daily ones run at their time of day; `everyMs` ones every so often (notification e-mails follow
// the in-app entry within seconds).
export const SCHEDULES = [
  { name: 'send-job-alerts', dailyAtUtc: '08:00' },
  { name: 'apply-candidate-retention', dailyAtUtc: '03:00' },
  { name: 'send-notification-emails', everyMs: Number(process.env.NOTIFICATION_EMAIL_INTERVAL_MS) || 5000 },
  { name: 'send-application-messages', everyMs: Number(process.env.NOTIFICATION_EMAIL_INTERVAL_MS) || 5000 },
  { name: 'send-representation-requests', everyMs: Number(process.env.NOTIFICATION_EMAIL_INTERVAL_MS) || 5000 },
  // the kept best matches follow a change within seconds
  { name: 'refresh-matches', everyMs: Number(process.env.MATCH_REFRESH_INTERVAL_MS) || 2000 },
  // A job reaches a tier at its release time; its vendor hears of it within the minute.
  { name: 'announce-vendor-releases', everyMs: Number(process.env.VENDOR_RELEASE_INTERVAL_MS) || 60_000 },
];

/** Milliseconds from `now` to the next `HH:MM` UTC. */
export function msUntilDaily(hhmm, now = new Date()) {
  const [hours, minutes] = hhmm.split(':').map(Number);
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hours, minutes));
  if (next <= now) next.setUTCDate(next.getUTCDate() + 1);
  return next - now;
}

/**
 * Runs each schedule at its time every day, or every `everyMs`, until stopped. A schedule whose
 * function is not in `functionsDir` (the conformance fixtures) is skipped.
 * @param {{ apiUrl: () => string, serviceRoleKey: string, functionsDir?: string, schedules?: typeof SCHEDULES, log: (entry: object) => void }} options
 */
export function startSchedules({ apiUrl, serviceRoleKey, functionsDir, schedules = SCHEDULES, log }) {
  const timers = new Set();
  const running = new Map();
  // A run still going is not started again: a second caller waits for that run instead.
  const run = (name, { quietWhenOk = false } = {}) => {
    if (!running.has(name)) {
      running.set(name, call(name, quietWhenOk).finally(() => running.delete(name)));
    }
    return running.get(name);
  };
  const call = async (name, quietWhenOk) => {
    try {
      const res = await fetch(`${apiUrl()}/functions/v1/${name}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${serviceRoleKey}`, apikey: serviceRoleKey, 'content-type': 'application/json' },
        body: '{}',
      });
      const body = await res.text();
      if (!(quietWhenOk && res.ok)) log({ msg: 'scheduled function', function: name, status: res.status, body });
    } catch (err) {
      log({ msg: 'scheduled function failed', function: name, error: err.message });
    }
  };
  const every = (schedule) => {
    const timer = setInterval(() => run(schedule.name, { quietWhenOk: true }), schedule.everyMs);
    timer.unref?.();
    timers.add(timer);
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
  schedules
    .filter(({ name }) => !functionsDir || fs.existsSync(path.join(functionsDir, name, 'index.ts')))
    .forEach((schedule) => (schedule.everyMs ? every(schedule) : plan(schedule)));
  return {
    /** Runs one scheduled function now (tests, and `npm run stack` users who do not want to wait). */
    run,
    stop() {
      timers.forEach((timer) => {
        clearTimeout(timer);
        clearInterval(timer);
      });
      timers.clear();
    },
  };
}
