#!/usr/bin/env node
// Lighthouse (mobile preset, default simulated throttling) on the public first pages and, signed
// in as each role's demo account, every area's dashboard and a job's pipeline board, driving
// Debian chromium, five runs a page with the median reported. Each account gets a browser of its
// own in which it signs in, and its pages' runs keep that profile's storage.
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { importBenchTool } from './lib/bench-tools.js';
import { CHROME_ARGS, CHROMIUM, PUBLIC_ROUTES, signIn, startBenchPortal } from './lib/portal.js';

// The seeded demo accounts and the pages each one lands on; the job is Acme's first published job.
export const SIGNED_IN_ROUTES = [
  { email: 'admin@example.com', routes: ['/admin/dashboard'] },
  {
    email: 'owner@example.com',
    routes: [
      '/company/dashboard',
      '/company/manage-job/f0000000-0000-4000-8000-000000000001/pipeline',
    ],
  },
  { email: 'candidate@example.com', routes: ['/candidate/dashboard'] },
  { email: 'vendor@example.com', routes: ['/talent-vendor/dashboard'] },
];

// Lighthouse and its Chrome launcher, installed on first use (bench/lib/bench-tools.js).
let tools = null;
async function loadTools() {
  tools ??= {
    chromeLauncher: await importBenchTool('chrome-launcher'),
    lighthouse: (await importBenchTool('lighthouse')).default,
  };
  return tools;
}

function launchChrome() {
  return tools.chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROME_ARGS.filter((f) => f !== '--headless').concat('--headless=new'),
  });
}

async function audit(url, port, { keepStorage = false } = {}) {
  const result = await tools.lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    disableStorageReset: keepStorage,
  });
  const { categories, audits } = result.lhr;
  const failing = Object.values(audits).filter(
    (a) =>
      categories.accessibility.auditRefs.some((r) => r.id === a.id && r.weight > 0) &&
      a.score === 0,
  );
  return {
    finalUrl: new URL(result.lhr.finalDisplayedUrl).pathname,
    performance: Math.round(categories.performance.score * 100),
    accessibility: Math.round(categories.accessibility.score * 100),
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(audits['total-blocking-time'].numericValue),
    cls: Math.round(audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
    failedA11y: failing.map((a) => a.id),
    // What held the main thread: the longest tasks and each script's evaluation time.
    longTasks: (audits['long-tasks']?.details?.items ?? [])
      .slice(0, 8)
      .map((t) => `${Math.round(t.duration)} ms at ${Math.round(t.startTime)} ms (${t.url})`),
    bootup: (audits['bootup-time']?.details?.items ?? [])
      .slice(0, 8)
      .map(
        (b) =>
          `${Math.round(b.scripting)} ms scripting, ${Math.round(b.scriptParseCompile)} ms parsing: ${b.url}`,
      ),
    // The offending elements, so a miss points at the markup to fix.
    failedNodes: failing.flatMap((a) =>
      (a.details?.items ?? [])
        .slice(0, 4)
        .map(
          (item) =>
            `${a.id}: ${item.node?.snippet ?? ''} at ${item.node?.selector ?? '?'} (${(item.node?.explanation ?? '').split('\n').slice(-1)[0]})`,
        ),
    ),
  };
}

// Lighthouse's own guidance: one run varies by several points, the median of five is the figure.
const RUNS = Number(process.env.LIGHTHOUSE_RUNS) || 5;

/** Audits a page RUNS times and keeps the run with the median performance score. */
async function medianAudit(url, port, options) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await audit(url, port, options));
  runs.sort((a, b) => a.performance - b.performance);
  const median = runs[Math.floor(runs.length / 2)];
  return { ...median, runs: runs.map((r) => r.performance) };
}

/**
 * The pages LIGHTHOUSE_PAGES names (comma-separated parts of their addresses, e.g.
 * `candidate/dashboard,pipeline`), every page when unset.
 */
export function lighthousePageWanted(route, pages = process.env.LIGHTHOUSE_PAGES ?? '') {
  const parts = pages.split(',').filter(Boolean);
  return parts.length === 0 || parts.some((part) => route.includes(part));
}

/**
 * `match`: only the pages whose address contains it (`node bench/lighthouse.js dashboard`), within
 * LIGHTHOUSE_PAGES. LIGHTHOUSE_DETAIL=1 also logs each page's long tasks and scripts' boot-up.
 */
export async function runLighthouse({ log = console.log, match = '' } = {}) {
  const wanted = (route) => route.includes(match) && lighthousePageWanted(route);
  await loadTools();
  const portal = await startBenchPortal();
  const pages = [];
  try {
    const chrome = await launchChrome();
    try {
      for (const route of PUBLIC_ROUTES.filter(wanted)) {
        pages.push({ route, ...(await medianAudit(`${portal.shellUrl}${route}`, chrome.port)) });
      }
    } finally {
      await chrome.kill();
    }
    for (const { email, routes } of SIGNED_IN_ROUTES.filter((a) => a.routes.some(wanted))) {
      const signedIn = await launchChrome();
      try {
        const browser = await chromium.connectOverCDP(`http://127.0.0.1:${signedIn.port}`);
        const page = await browser.contexts()[0].newPage();
        await signIn(page, portal.shellUrl, email);
        await page.close();
        for (const route of routes.filter(wanted)) {
          pages.push({
            route,
            signedIn: true,
            ...(await medianAudit(`${portal.shellUrl}${route}`, signedIn.port, {
              keepStorage: true,
            })),
          });
        }
        await browser.close().catch(() => {});
      } finally {
        await signedIn.kill();
      }
    }
    for (const p of pages) {
      log(
        `[lighthouse] ${p.route} (ended on ${p.finalUrl}): performance ${p.performance} (runs: ${p.runs.join(', ')}), accessibility ${p.accessibility}, LCP ${p.lcpMs} ms, TBT ${p.tbtMs} ms, CLS ${p.cls}` +
          (p.failedA11y.length ? ` (failing: ${p.failedA11y.join(', ')})` : ''),
      );
      for (const node of p.failedNodes) log(`[lighthouse]   ${node}`);
      if (process.env.LIGHTHOUSE_DETAIL) {
        for (const task of p.longTasks) log(`[lighthouse]   long task ${task}`);
        for (const script of p.bootup) log(`[lighthouse]   boot-up ${script}`);
      }
    }
    return { pages };
  } finally {
    await portal.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  runLighthouse({ match: process.argv[2] ?? '' })
    .then((r) => process.stdout.write(`${JSON.stringify(r, null, 2)}\n`))
    .catch((err) => {
      console.error(err);
      process.exitCode = 1;
    });
}
