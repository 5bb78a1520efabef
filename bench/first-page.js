#!/usr/bin/env node
// First page weight for a signed-out visitor (/ and /signin): JavaScript bytes (gzip, as a CDN
// would serve them), request counts, and how often each shared singleton was loaded, counted from
// the network log and from the Module Federation runtime (__FEDERATION__.__SHARE__).
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { PUBLIC_ROUTES, signIn, startBenchPortal } from './lib/portal.js';


// react-router is shared as react-router-dom, the portal's router entry (the part of react-router
// the apps use); @portal/shared has five entries (index, validation, forms, supabase, query).
export const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'antd',
  '@ant-design/cssinjs',
  'zustand',
  '@supabase/supabase-js',
  'dayjs',
  '@tanstack/react-query',
  '@portal/shared',
];

async function measurePage(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const responses = [];
  page.on('response', (res) => responses.push(res));
  await page.goto(url, { waitUntil: 'networkidle' });
  let jsRaw = 0;
  let jsGzip = 0;
  let jsRequests = 0;
  const scripts = [];
  for (const res of responses) {
    const type = res.request().resourceType();
    if (type !== 'script') continue;
    jsRequests += 1;
    const body = await res.body().catch(() => Buffer.alloc(0));
    const gz = gzipSync(body).length;
    jsRaw += body.length;
    jsGzip += gz;
    scripts.push({
      url: new URL(res.url()).host + new URL(res.url()).pathname,
      gzipKB: Math.round(gz / 1024),
    });
  }
  scripts.sort((a, b) => b.gzipKB - a.gzipKB);
  const shared = await page.evaluate(sharedLoads);
  await context.close();
  return {
    url,
    requests: responses.length,
    jsRequests,
    largest: scripts.slice(0, 6),
    jsKB: Math.round(jsRaw / 1024),
    jsGzipKB: Math.round(jsGzip / 1024),
    shared,
  };
}

/**
 * Runs in the page: per shared package, the most copies (version and providing app) the federation
 * runtime loaded of any one of its modules. Every host and remote lists the shared entries it
 * registered, so one copy appears under several of them.
 */
function sharedLoads() {
  const share = globalThis.__FEDERATION__?.__SHARE__ ?? {};
  const copiesByKey = {};
  for (const host of Object.values(share)) {
    for (const scope of Object.values(host)) {
      for (const [key, versions] of Object.entries(scope)) {
        for (const [version, entry] of Object.entries(versions)) {
          if (!(entry.loaded || entry.lib || entry.loading)) continue;
          copiesByKey[key] ??= new Set();
          copiesByKey[key].add(`${version} from ${entry.from}`);
        }
      }
    }
  }
  // antd is shared module by module (its runtime and common components), @portal/shared entry by
  // entry: the package counts once when each of its modules loaded once.
  const packageOf = (key) =>
    key.startsWith('antd/') ? 'antd' : key.startsWith('@portal/shared/') ? '@portal/shared' : key;
  const result = {};
  for (const [key, set] of Object.entries(copiesByKey)) {
    const pkg = packageOf(key);
    result[pkg] ??= { loaded: 0, from: [] };
    result[pkg].loaded = Math.max(result[pkg].loaded, set.size);
    for (const copy of set) if (!result[pkg].from.includes(copy)) result[pkg].from.push(copy);
  }
  return result;
}

export async function runFirstPage({ log = console.log } = {}) {
  const portal = await startBenchPortal();
  try {
    const pages = [];
    for (const route of PUBLIC_ROUTES) {
      const r = await measurePage(portal.browser, `${portal.shellUrl}${route}`);
      pages.push({ ...r, route });
      log(
        `[first-page] ${route}: ${r.jsGzipKB} KB JS gzip (${r.jsKB} KB raw) in ${r.jsRequests} scripts, ${r.requests} requests;` +
          ` largest: ${r.largest.map((x) => `${x.url} ${x.gzipKB} KB`).join(', ')}`,
      );
    }
    // Shared singletons after a signed-in user has opened their area on top of the public one.
    const context = await portal.browser.newContext();
    const page = await context.newPage();
    const scriptUrls = [];
    page.on('request', (req) => req.resourceType() === 'script' && scriptUrls.push(req.url()));
    await signIn(page, portal.shellUrl, 'owner@example.com');
    await page.waitForLoadState('networkidle');
    const shared = await page.evaluate(sharedLoads);
    const duplicateScripts = scriptUrls.length - new Set(scriptUrls).size;
    await context.close();
    const singletons = SINGLETONS.map((name) => ({
      name,
      loads: shared[name]?.loaded ?? 0,
      from: shared[name]?.from ?? [],
    }));
    for (const s of singletons)
      log(`[first-page] shared ${s.name}: loaded ${s.loads}x ${s.from.join(', ')}`);
    log(`[first-page] script URLs fetched twice: ${duplicateScripts}`);
    return { pages, singletons, duplicateScripts };
  } finally {
    await portal.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  runFirstPage()
    .then((r) => process.stdout.write(`${JSON.stringify(r, null, 2)}\n`))
    .catch((err) => {
      console.error(err);
      process.exitCode = 1;
    });
}
