// Latency statistics and a bounded concurrent runner shared by the benchmark scripts.
import fs from 'node:fs';

/** Nearest-rank percentile of an ascending array. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export function summarize(latencies, errors = 0, seconds = 0) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const round = (v) => Math.round(v * 10) / 10;
  return {
    requests: sorted.length,
    errors,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    rps: seconds ? Math.round(sorted.length / seconds) : undefined,
  };
}

/**
 * Runs `task` from `concurrency` workers for `seconds` (or until `requests` have completed) and
 * summarizes the latencies; `task` throws on a failed call. Before that, the same workers run it
 * unmeasured for `warmupSeconds`, so every pooled database connection is open and its session has
 * planned the call's statements: a connection opened inside the measured window would put its
 * start-up in the tail of a short run. With `cpu` (a cpuSnapshot taker) the result also has the
 * CPU per call of the measured window. With `prepare`, each call first gets what it works on from
 * `prepare()` (rows made for it, a signed-in account), outside the timed part.
 */
export async function runConcurrent(
  task,
  {
    concurrency = 20,
    requests = Infinity,
    seconds = 10,
    warmupSeconds = 2,
    cpu = null,
    prepare = null,
  } = {},
) {
  // One phase: every worker calls `task` until the phase's time or request budget is spent.
  const phase = async (phaseSeconds, budget) => {
    const run = { latencies: [], errors: 0, started: 0, firstError: undefined };
    const deadline = performance.now() + phaseSeconds * 1000;
    const worker = async () => {
      while (performance.now() < deadline && run.started < budget) {
        run.started += 1;
        try {
          const input = prepare ? await prepare() : undefined;
          const t = performance.now();
          await task(input);
          run.latencies.push(performance.now() - t);
        } catch (err) {
          run.errors += 1;
          run.firstError ??= err;
        }
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    return run;
  };
  await phase(warmupSeconds, Infinity);

  const cpuBefore = cpu?.();
  const begin = performance.now();
  const run = await phase(seconds, requests);
  const result = summarize(run.latencies, run.errors, (performance.now() - begin) / 1000);
  if (cpu) result.cpu = cpuPerRequest(cpuBefore, cpu(), run.latencies.length);
  if (run.firstError) result.firstError = String(run.firstError.message ?? run.firstError);
  return result;
}

/**
 * CPU time (ms) used so far by the processes serving the benchmark, from /proc (Linux): this Node
 * process (the gateway with the load generator), its Deno function workers, and the PostgreSQL
 * server whose postmaster is `postmasterPid`. Null where /proc is not readable.
 */
export function cpuSnapshot(postmasterPid) {
  let pids;
  try {
    pids = fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return null;
  }
  const groups = { node: 0, deno: 0, postgres: 0 };
  for (const pid of pids) {
    let stat;
    try {
      stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue;
    }
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ppid = Number(fields[1]);
    // utime + stime, in clock ticks of 10 ms
    const ms = (Number(fields[11]) + Number(fields[12])) * 10;
    // cutime + cstime: children that exited and were reaped (backends the pool closed)
    const reaped = (Number(fields[13]) + Number(fields[14])) * 10;
    if (Number(pid) === process.pid) groups.node += ms;
    else if (ppid === process.pid) groups.deno += ms;
    else if (Number(pid) === postmasterPid) groups.postgres += ms + reaped;
    else if (postmasterPid && ppid === postmasterPid) groups.postgres += ms;
  }
  return groups;
}

/** CPU ms per completed request in each process group between two snapshots. */
export function cpuPerRequest(before, after, requests) {
  if (!before || !after || !requests) return null;
  const out = {};
  for (const key of Object.keys(after)) {
    out[key] = Math.round(((after[key] - before[key]) / requests) * 100) / 100;
  }
  return out;
}
