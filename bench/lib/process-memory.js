// Memory of a process and everything it started (Linux /proc), grouped by program: the stack's
// Node process, PostgreSQL's server processes, PostgREST and the Deno function workers. Each
// process counts its proportional share (Pss) of pages it shares with others, so PostgreSQL's
// shared buffers are counted once across its backends rather than once per backend.
import fs from 'node:fs';

function read(file) {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/** The pids, their children, their children and so on; an excluded pid and its tree are left out. */
function descendants(rootPids, exclude = []) {
  const skip = new Set(exclude.filter(Boolean));
  const children = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = read(`/proc/${entry}/stat`);
    if (!stat) continue;
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (!children.has(ppid)) children.set(ppid, []);
    children.get(ppid).push(Number(entry));
  }
  const found = [];
  const queue = rootPids.filter((pid) => !skip.has(pid));
  while (queue.length) {
    const pid = queue.shift();
    if (skip.has(pid) || found.includes(pid)) continue;
    found.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return found;
}

function kilobytes(pid) {
  const rollup = read(`/proc/${pid}/smaps_rollup`);
  const pss = rollup && /^Pss:\s+(\d+)/m.exec(rollup);
  if (pss) return Number(pss[1]);
  const status = read(`/proc/${pid}/status`);
  const rss = status && /VmRSS:\s+(\d+)/.exec(status);
  return rss ? Number(rss[1]) : 0;
}

/**
 * `{ node: { processes, mb }, postgres: …, postgrest: …, deno: …, total: { processes, mb } }` for
 * the trees under `roots` (a pid or a list of them) without those under `exclude`; null where
 * /proc cannot be read.
 */
export function treeMemory(roots, exclude = []) {
  if (!fs.existsSync('/proc/self/stat')) return null;
  const groups = {};
  let total = 0;
  let processes = 0;
  for (const pid of descendants([roots].flat(), exclude)) {
    const comm = (read(`/proc/${pid}/comm`) ?? '').trim();
    if (!comm) continue;
    // PostgREST's name starts with PostgreSQL's, so it is told apart first
    const name = /^postgrest/.test(comm) ? 'postgrest' : /^postgres/.test(comm) ? 'postgres' : comm;
    const kb = kilobytes(pid);
    groups[name] ??= { processes: 0, kb: 0 };
    groups[name].processes += 1;
    groups[name].kb += kb;
    total += kb;
    processes += 1;
  }
  const mb = (kb) => Math.round(kb / 1024);
  return {
    ...Object.fromEntries(
      Object.entries(groups).map(([name, g]) => [name, { processes: g.processes, mb: mb(g.kb) }]),
    ),
    total: { processes, mb: mb(total) },
  };
}

/** Samples the tree every `everyMs`; the function it returns stops and gives the largest sample. */
export function peakTreeMemory(roots, everyMs = 1000, exclude = []) {
  let peak = treeMemory(roots, exclude);
  const timer = setInterval(() => {
    const now = treeMemory(roots, exclude);
    if (now && (!peak || now.total.mb > peak.total.mb)) peak = now;
  }, everyMs);
  return () => {
    clearInterval(timer);
    return peak;
  };
}

export const formatMemory = (m) =>
  m
    ? Object.entries(m)
        .map(
          ([name, g]) =>
            `${name} ${g.mb} MB${g.processes > 1 ? ` (${g.processes} processes)` : ''}`,
        )
        .join(', ')
    : 'n/a';
