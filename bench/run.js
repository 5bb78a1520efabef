#!/usr/bin/env node
// Runs every benchmark and writes docs/performance.md with each figure, its target and whether it
// met it. `--only=calls,backend,users,realtime,start,demo,first-page,area-switch,lighthouse,build,audit,duplicate` runs a
// subset (the sections not re-run keep their figures from the last report). `--scenario=<text>`
// runs only the backend scenarios whose name contains the text (or any of several, separated by
// `|`); the section's other rows stay. LIGHTHOUSE_PAGES=<part,part> does the same for the
// Lighthouse pages (LIGHTHOUSE_RUNS: runs a page, five by default).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runAreaSwitch } from './area-switch.js';
import { runAuditVerify } from './audit-verify.js';
import { runAuditWrite } from './audit-write.js';
import { runDuplicateCheck } from './duplicate-check.js';
import { runFirstPage } from './first-page.js';
import { lighthousePageWanted, runLighthouse } from './lighthouse.js';
import { callCoverage } from './calls.js';
import { formatCpu, matchesScenario, runLoad } from './load-api.js';
import { runUserLoad } from './load-users.js';
import { formatMemory } from './lib/process-memory.js';
import { runRealtime, TARGET_P95_MS as REALTIME_P95_MS } from './realtime.js';
import { BENCH_SCALE, ROOT } from './lib/bench-postgres.js';
import { growthRows, growthSvg, growthTable } from './lib/growth.js';
import { runStartTime } from './start-time.js';

// the think time of the load's stress run, in ms
const STRESS_THINK = '250-750';

const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice(7)
  .split(',');
const wanted = (name) => !only || only.includes(name);
const scenario = process.argv.find((a) => a.startsWith('--scenario='))?.slice(11) ?? null;
// BENCH_SCALE=10 measures the backend on the 10x cluster, into a section of its own, against
// twice the 1x targets (50 ms becomes 100 ms).
const BACKEND_1X_SECTION = 'Backend, PostgreSQL 17, scale seed';
const GROWTH_FACTOR = 10;
const BACKEND_10X_SECTION = `Backend, PostgreSQL 17, ${GROWTH_FACTOR}x scale seed`;
const BACKEND_SECTION =
  BENCH_SCALE === 1 ? BACKEND_1X_SECTION : `Backend, PostgreSQL 17, ${BENCH_SCALE}x scale seed`;
const targetAtScale = (ms) => (BENCH_SCALE === 1 ? ms : ms * 2);
const GROWTH_SECTION = `Growth from 1x to ${GROWTH_FACTOR}x data`;
const GROWTH_SVG = 'performance-growth.svg';
const LIGHTHOUSE_SECTION = 'Lighthouse (mobile, simulated throttling)';
const rows = [];
const notes = [];
const row = (section, figure, target, value, pass, note = '') =>
  rows.push({ section, figure, target, value, pass, note });

const loadNow = () =>
  os
    .loadavg()
    .map((v) => v.toFixed(1))
    .join(', ');

// A step's note starts with its label; a step run whole replaces the previous report's note of
// that label, a partial one (some scenarios or pages) is added beside it.
const stepLabel = (name) =>
  name === 'backend' && BENCH_SCALE !== 1 ? `backend, ${BENCH_SCALE}x data` : name;
const partOf = (name) =>
  name === 'backend' && scenario
    ? `scenarios matching "${scenario}"`
    : name === 'lighthouse' && process.env.LIGHTHOUSE_PAGES
      ? `pages ${process.env.LIGHTHOUSE_PAGES}`
      : null;
const noteLabel = (note) => /^([a-z-]+(?:, \d+x data)?)/.exec(note)?.[1];
const KEPT_NOTE = 'Sections not re-run in this pass keep the figures of the previous report.';

async function step(name, fn) {
  if (!wanted(name)) return;
  console.log(`[bench] ${name}`);
  const part = partOf(name);
  const at = new Date().toISOString().slice(11, 16);
  notes.push(
    `${stepLabel(name)} (${part ? `${part}, ` : ''}${at} UTC): load average ${loadNow()} when it started.`,
  );
  try {
    await fn();
  } catch (err) {
    row(
      SECTIONS[name]?.[0] ?? name,
      `${name} benchmark`,
      'runs',
      'failed',
      false,
      String(err.message ?? err).split('\n')[0],
    );
  }
  writeReport();
}

function loadRows(section, result, withTargets) {
  for (const r of result.results) {
    // a reference figure (the floor) is reported beside the targets, not held to them
    const targets = withTargets && !r.reference;
    const target = targetAtScale(r.p95Target ?? 50);
    if (r.failed) {
      row(
        section,
        `${r.name}: gateway p50 / p95 / p99 at ${result.concurrency} clients`,
        targets ? `p95 <= ${target} ms` : 'reported',
        'failed',
        false,
        `${r.calls.join(', ')}; ${r.failed}`,
      );
      continue;
    }
    const p95ok = r.http.errors === 0 && r.http.p95 <= target;
    const cpu = r.http.cpu
      ? `CPU ms per call: ${formatCpu(r.http.cpu)}${r.sql ? ` (direct: ${formatCpu(r.sql.cpu)})` : ''}`
      : '';
    row(
      section,
      `${r.name}: gateway p50 / p95 / p99 at ${result.concurrency} clients`,
      targets ? `p95 <= ${target} ms` : 'reported',
      `${r.http.p50} / ${r.http.p95} / ${r.http.p99} ms (${r.http.requests} ok, ${r.http.errors} failed; one client alone: p50 ${r.single.p50} ms)`,
      targets ? p95ok : null,
      [`${r.calls.join(', ')}`, r.sql ? '' : cpu, r.http.firstError ?? '']
        .filter(Boolean)
        .join('; '),
    );
    if (r.sql) {
      row(
        section,
        `${r.name}: direct SQL p50 / p95 / p99, overhead`,
        targets ? 'overhead <= 1.5x' : 'reported',
        `${r.sql.p50} / ${r.sql.p95} / ${r.sql.p99} ms, ${r.ratio}x`,
        targets ? r.ratio <= 1.5 : null,
        cpu,
      );
    }
    if (r.plans) {
      row(
        section,
        `${r.name}: big tables read by a sequential scan (every plan, nested included)`,
        'none',
        `${r.plans.seqScans.join(', ') || 'none'} (${r.plans.statements} plans)`,
        r.plans.seqScans.length === 0,
      );
    }
  }
}

// With --only, the sections of the steps that are not re-run keep their figures from the last report.
const SECTIONS = {
  calls: ['Calls the front end makes'],
  backend: [BACKEND_SECTION],
  users: ['100 users on the scale seed'],
  realtime: ['Realtime'],
  start: ['Start-up'],
  demo: ['Backend, demo seed'],
  'first-page': ['First page', 'Shared once'],
  'area-switch': ['Area switch'],
  lighthouse: ['Lighthouse (mobile, simulated throttling)'],
  build: ['Build'],
  audit: ['Audit trail'],
  duplicate: ['Duplicate check'],
};
const kept = [];
const keptNotes = [];
const reportFile = path.join(ROOT, 'docs/performance.md');
if (only && fs.existsSync(reportFile)) {
  const rerun = new Set(only.flatMap((name) => SECTIONS[name] ?? [name]));
  const replaced = new Set(only.filter((name) => !partOf(name)).map(stepLabel));
  let section = null;
  for (const line of fs.readFileSync(reportFile, 'utf8').split('\n')) {
    if (line.startsWith('## Analysis')) break;
    if (line.startsWith('## ')) section = line.slice(3).trim();
    if (
      line.startsWith('- ') &&
      line !== `- ${KEPT_NOTE}` &&
      !replaced.has(noteLabel(line.slice(2)))
    )
      keptNotes.push(line.slice(2));
    const cells = line.split('|').map((c) => c.trim());
    const rerunRow =
      rerun.has(section) &&
      (section !== BACKEND_SECTION || matchesScenario((cells[1] ?? '').split(':')[0], scenario)) &&
      (section !== LIGHTHOUSE_SECTION || lighthousePageWanted((cells[1] ?? '').split(' ')[0]));
    // only table lines: a note naming its scenario filter ("a|b|c") is not a row
    if (!section || !line.startsWith('|') || cells.length !== 7) continue;
    if (cells[1] === 'figure' || cells[1].startsWith('---')) continue;
    const pass = cells[4] === 'reported' ? null : cells[4] === 'pass';
    // A re-run row keeps its place: the new figure of the same name replaces it there.
    kept.push({
      section,
      figure: cells[1],
      target: cells[2],
      value: cells[3],
      pass,
      note: cells[5],
      rerun: rerunRow,
    });
  }
}

const mark = (p) => (p === null ? 'reported' : p ? 'pass' : '**miss**');
const startedAt = new Date();
const load = loadNow();

/**
 * The kept rows with this run's rows in their places: a re-run figure where it stood, a new one at
 * the end of its section, a new section at the end; each section appears once.
 */
function mergedRows() {
  const fresh = [...rows];
  const take = (pred) => {
    const taken = fresh.filter(pred);
    for (const r of taken) fresh.splice(fresh.indexOf(r), 1);
    return taken;
  };
  const bySection = new Map();
  for (const r of kept) {
    if (!bySection.has(r.section)) bySection.set(r.section, []);
    const list = bySection.get(r.section);
    // a re-run figure the run did not produce (again) is dropped, as its section was re-run
    if (r.rerun) list.push(...take((n) => n.section === r.section && n.figure === r.figure));
    else list.push(r);
  }
  for (const r of [...fresh]) {
    if (!bySection.has(r.section)) bySection.set(r.section, []);
    bySection.get(r.section).push(...take((n) => n === r));
  }
  return [...bySection.values()].flat();
}

/**
 * The side-by-side table of every call measured at 1x and at 10x, with the plot of the same
 * figures written beside the report; nothing until both sizes have figures.
 */
function growth(merged) {
  const bySection = (name) => merged.filter((r) => r.section === name);
  const calls = growthRows(bySection(BACKEND_1X_SECTION), bySection(BACKEND_10X_SECTION));
  if (!calls.length) return [];
  fs.writeFileSync(path.join(ROOT, 'docs', GROWTH_SVG), growthSvg(calls, GROWTH_FACTOR));
  return [
    '',
    `## ${GROWTH_SECTION}`,
    '',
    `Each call's p95 at 20 clients on the scale seed (1x) and on ten times its data (${GROWTH_FACTOR}x), from the two backend sections above; growth is the ${GROWTH_FACTOR}x p95 over the 1x p95.`,
    '',
    `![p95 of each call at 1x and ${GROWTH_FACTOR}x data, log scale](${GROWTH_SVG})`,
    '',
    ...growthTable(calls, GROWTH_FACTOR),
  ];
}

/** Rewrites the report with the figures so far, so a long run that is cut short still leaves one. */
function writeReport() {
  const lines = [
    '# Performance report',
    '',
    `Measured ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run bench\` on ${os.cpus().length} cores, ` +
      `${Math.round(os.totalmem() / 2 ** 30)} GB RAM, Node ${process.version}; load average at the start ${load} (each step's own in the notes below). ` +
      'The machine is shared with other builds and test runs, so latencies carry that contention; the analysis below explains each miss.',
    '',
  ];
  let section = '';
  const merged = mergedRows();
  for (const r of merged) {
    if (r.section !== section) {
      section = r.section;
      lines.push(
        '',
        `## ${section}`,
        '',
        '| figure | target | measured | result | note |',
        '|---|---|---|---|---|',
      );
    }
    lines.push(
      `| ${r.figure} | ${r.target} | ${r.value} | ${mark(r.pass)} | ${r.note.replaceAll('|', '/')} |`,
    );
  }
  lines.push(...growth(merged));
  lines.push('');
  for (const n of [...(kept.length ? [KEPT_NOTE] : []), ...keptNotes, ...notes])
    lines.push(`- ${n}`);
  const analysis = path.join(ROOT, 'bench/analysis.md');
  if (fs.existsSync(analysis)) lines.push('', fs.readFileSync(analysis, 'utf8').trim());
  fs.writeFileSync(reportFile, `${lines.join('\n')}\n`);
}

await step('calls', async () => {
  const coverage = callCoverage();
  const missing = coverage.filter((c) => !c.scenario);
  row(
    'Calls the front end makes',
    'REST, RPC, storage and function calls found in the apps (bench/lib/api-calls.js)',
    'reported',
    String(coverage.length),
    null,
  );
  row(
    'Calls the front end makes',
    'calls without a bench entry (`node bench/calls.js --check`)',
    '0',
    String(missing.length),
    missing.length === 0,
    missing.map((c) => c.id).join(', '),
  );
});
await step('backend', async () => {
  const concurrency = 20;
  // Each scenario's rows are written as it finishes: a run of all of them takes an hour or more.
  const result = await runLoad({
    engine: 'postgres',
    only: scenario,
    concurrency,
    onResult: (r) => {
      loadRows(BACKEND_SECTION, { concurrency, results: [r] }, true);
      writeReport();
    },
  });
  const { failed, ...freshness } = result.freshness ?? {};
  if (failed) {
    row(
      BACKEND_SECTION,
      'match freshness: change to refreshed list, p50 / max',
      '<= 5000 ms',
      'failed',
      false,
      failed,
    );
  }
  for (const [side, f] of Object.entries(freshness)) {
    row(
      BACKEND_SECTION,
      `match freshness, ${side === 'job' ? "a job's suggestions" : "a candidate's ranked jobs"}: change to refreshed list, p50 / max`,
      '<= 5000 ms',
      `${f.p50} / ${f.max} ms (${f.changes} changes)`,
      f.max <= 5000,
      'refresh-matches runs every 2 s',
    );
  }
});
await step('users', async () => {
  const r = await runUserLoad({ users: 100, seconds: 60 });
  const section = '100 users on the scale seed';
  const lost =
    r.writes.lostApplications + r.writes.lostAnswers + r.writes.lostUploads + r.writes.lostMoves;
  row(
    section,
    'every action, p50 / p95 / p99',
    'p95 <= 300 ms',
    `${r.all.p50} / ${r.all.p95} / ${r.all.p99} ms (${r.all.requests} actions in ${r.seconds} s)`,
    r.all.p95 <= 300,
    'think time 3 to 10 s before a page, 10 to 30 s before a form (docs/decisions.md, "Think time of the 100 users")',
  );
  row(
    section,
    'failed actions; acknowledged writes lost',
    '0; 0',
    `${r.all.errors}; ${lost}`,
    r.all.errors === 0 && lost === 0,
    `acknowledged and looked up in the database: ${r.writes.applications} applications with ${r.writes.answers} answers, ${r.writes.uploads} uploads, ${r.writes.moves} stage moves`,
  );
  const signIn = r.actions['sign-in'];
  row(
    section,
    'sign-in p95 under that load',
    '<= 400 ms',
    `${signIn.p95} ms (${signIn.requests} sign-ins)`,
    signIn.p95 <= 400,
  );
  row(
    section,
    `${r.burst.users} simultaneous sign-ins: slowest answer`,
    '<= 5000 ms, all answered',
    `${r.burst.maxMs} ms, ${r.burst.answered} answered, ${r.burst.failed} failed (p95 ${r.burst.p95Ms} ms)`,
    r.burst.failed === 0 && r.burst.maxMs <= 5000,
    r.burst.firstError ?? '',
  );
  row(
    section,
    'one bcrypt password check at cost 10',
    'reported',
    `${r.perHashMs} ms`,
    null,
    `floor for the burst: ${r.burst.users} x ${r.perHashMs} ms / ${os.availableParallelism()} cores = ${Math.round((r.burst.users * r.perHashMs) / os.availableParallelism())} ms`,
  );
  row(
    section,
    'memory of the whole stack at its peak under that load, per program',
    '<= 1024 MB',
    `${r.memory.total.mb} MB`,
    r.memory.total.mb <= 1024,
    `${formatMemory(r.memory)}; the stack runs in a process of its own (node is the gateway), PostgreSQL with 256 MB of shared buffers, PostgREST with a pool of 10 connections`,
  );
  row(
    section,
    'memory of the load generator (the 100 simulated users), apart from the stack',
    'reported',
    `${r.generatorMemory.total.mb} MB`,
    null,
  );
  // The same users clicking every half second: what the stack does far past people's pace.
  const stress = await runUserLoad({ users: 100, seconds: 60, think: STRESS_THINK });
  const stressLost = Object.entries(stress.writes)
    .filter(([name]) => name.startsWith('lost'))
    .reduce((sum, [, n]) => sum + n, 0);
  row(
    section,
    `stress: the same users ${STRESS_THINK} ms apart, every action p50 / p95 / p99`,
    'reported',
    `${stress.all.p50} / ${stress.all.p95} / ${stress.all.p99} ms (${stress.all.requests} actions in ${stress.seconds} s, ${stress.all.errors} failed, ${stressLost} writes lost)`,
    null,
    `sign-in p95 ${stress.actions['sign-in'].p95} ms`,
  );
  row(
    section,
    'stress: memory of the whole stack at its peak',
    'reported',
    `${stress.memory.total.mb} MB`,
    null,
    formatMemory(stress.memory),
  );
});
await step('realtime', async () => {
  const r = await runRealtime({ clients: 500 });
  row(
    'Realtime',
    `${r.clients} connected clients: a change to each subscriber, p50 / p95 / p99`,
    `p95 <= ${REALTIME_P95_MS} ms, none missed`,
    `${r.p50} / ${r.p95} / ${r.p99} ms (${r.deliveries} delivered, ${r.missed} missed; all joined in ${r.joinSeconds.toFixed(1)} s)`,
    r.met,
  );
  row(
    'Realtime',
    'memory of the stack (PostgreSQL 17, PostgREST, gateway) with every client connected, at its peak',
    'reported (the 1 GB limit is on the 100-user load)',
    `${r.memoryMb.peak.total.mb} MB`,
    null,
    formatMemory(r.memoryMb.peak),
  );
});
await step('start', async () => {
  const r = await runStartTime();
  row(
    'Start-up',
    'fresh clone: npm install, then npm start until it prints the portal address',
    '<= 120 s',
    `${r.total.toFixed(0)} s (install ${r.install.toFixed(0)} s with npm's cache, start ${r.cold.toFixed(0)} s)`,
    r.total <= 120,
    `the shell and the public area first, while the database is created; every area built ${r.allBuilt.toFixed(0)} s after the start`,
  );
  row('Start-up', 'npm start again (warm)', '<= 10 s', `${r.warm.toFixed(1)} s`, r.warm <= 10);
});
await step('demo', async () =>
  loadRows('Backend, demo seed', await runLoad({ engine: 'demo' }), false),
);
await step('audit', async () => {
  const r = await runAuditVerify();
  const n = r.entries.toLocaleString('en-US');
  row(
    'Audit trail',
    `npm run audit:verify over ${n} entries in ${r.chains} chains`,
    '<= 60 s',
    `${r.cliSeconds.toFixed(1)} s`,
    r.cliSeconds <= 60,
  );
  row(
    'Audit trail',
    `the administration area's check over ${n} entries`,
    '<= 60 s',
    `${r.sqlSeconds.toFixed(1)} s`,
    r.sqlSeconds <= 60,
  );
  const { sql, api } = await runAuditWrite();
  const ms = (r) => `${r.p95With.toFixed(2)} / ${r.p95Without.toFixed(2)} ms`;
  row(
    'Audit trail',
    'an audited candidate edit in SQL alone: p95 with the audit entry / without',
    'reported (the target is on the API call below)',
    `${ms(sql)} (+${(sql.overhead * 100).toFixed(0)} % of the bare statement)`,
    null,
  );
  row(
    'Audit trail',
    "the candidate's profile edit through the API (PATCH /rest/v1/candidates): p95 with the audit entry / without",
    '<= +10 %',
    `${ms(api)} (${api.overhead >= 0 ? '+' : ''}${(api.overhead * 100).toFixed(1)} %)`,
    api.overhead <= 0.1,
  );
});
await step('duplicate', async () => {
  const r = await runDuplicateCheck();
  row(
    'Duplicate check',
    `a submission to a job with 2,000 applications, ${r.rounds} people: p95 with the one-active-application check / without`,
    '<= 20 ms added',
    `${r.p95With.toFixed(2)} / ${r.p95Without.toFixed(2)} ms`,
    r.p95With - r.p95Without <= 20,
  );
  row(
    'Duplicate check',
    `a submission refused as already in process, ${r.refusedRounds} people: p95`,
    '<= 20 ms',
    `${r.p95Refused.toFixed(2)} ms`,
    r.p95Refused <= 20,
  );
});
await step('build', async () => {
  // First, so the front-end figures below measure a production build of this checkout.
  // Other builds share the lock; a lock that stays busy is reported instead of waited out.
  let out;
  try {
    out = execFileSync(
      'flock',
      ['-w', '900', '/tmp/portal-build.lock', 'node', 'bench/build-time.js'],
      { cwd: ROOT, encoding: 'utf8' },
    );
  } catch (err) {
    throw new Error(
      err.status === 1 && !err.stdout
        ? 'the shared build lock stayed busy for 15 minutes'
        : err.message,
    );
  }
  const r = JSON.parse(out.trim().split('\n').pop());
  row('Build', 'full production build, six apps', '<= 180 s', `${r.full} s`, r.full <= 180);
  row('Build', `one-remote rebuild (${r.remote})`, '<= 45 s', `${r.one} s`, r.one <= 45);
});

await step('first-page', async () => {
  const r = await runFirstPage();
  for (const p of r.pages) {
    row(
      'First page',
      `${p.route} JavaScript (gzip)`,
      '<= 250 KB',
      `${p.jsGzipKB} KB (${p.jsKB} KB raw, ${p.jsRequests} scripts)`,
      p.jsGzipKB <= 250,
    );
    row('First page', `${p.route} requests`, '<= 25', String(p.requests), p.requests <= 25);
  }
  for (const s of r.singletons) {
    row(
      'Shared once',
      `${s.name} copies loaded (federation runtime)`,
      '1',
      String(s.loads),
      s.loads === 1,
    );
  }
  row(
    'Shared once',
    'script URLs fetched more than once (network log)',
    '0',
    String(r.duplicateScripts),
    r.duplicateScripts === 0,
  );
});
await step('area-switch', async () => {
  const r = await runAreaSwitch();
  for (const s of r.results)
    row('Area switch', `${s.from} -> ${s.to}`, '<= 300 ms', `${s.ms} ms`, s.ms <= 300);
});
await step('lighthouse', async () => {
  const r = await runLighthouse();
  for (const p of r.pages) {
    // Signed-in pages (dashboards, pipeline board) carry more of the product: >= 90.
    const perfTarget = p.signedIn ? 90 : 95;
    const vitals = `LCP ${p.lcpMs} ms, TBT ${p.tbtMs} ms, CLS ${p.cls}; median of ${p.runs.join(', ')}`;
    row(
      'Lighthouse (mobile, simulated throttling)',
      `${p.route} performance`,
      `>= ${perfTarget}`,
      `${p.performance} (${vitals})`,
      p.performance >= perfTarget,
    );
    row(
      'Lighthouse (mobile, simulated throttling)',
      `${p.route} accessibility`,
      '>= 95',
      String(p.accessibility),
      p.accessibility >= 95,
      [
        p.finalUrl !== p.route ? `ended on ${p.finalUrl}` : '',
        p.failedA11y.length ? `failing: ${p.failedA11y.join(', ')}` : '',
      ]
        .filter(Boolean)
        .join('; '),
    );
  }
});
writeReport();
const misses = rows.filter((r) => r.pass === false).length;
console.log(
  `[bench] wrote docs/performance.md: ${rows.length} figures, ${misses} missing their target`,
);
process.exitCode = misses ? 1 : 0;
