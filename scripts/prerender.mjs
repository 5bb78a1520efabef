// Prerendered public pages. The server opens each listed page once in headless chromium, signed
// out and in the light theme, and keeps its markup and antd's generated styles (with the map that
// lets antd reuse them instead of generating them again). The HTML it then serves for that path
// paints the page before any script has run; the shell renders the live page off screen and swaps
// it in once it is complete (shell/src/startup/prerendered-page.tsx). Every other page gets the
// snapshots' antd styles, so that its first render does not generate them again.
// Snapshots are taken from what is deployed and belong to the serving step, not to a build: the
// server takes new ones when the shell or the public area changes, so releasing an area still
// needs no shell rebuild, and a snapshot is never served for another version than its own.
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

// The hash antd's style runtime names its style elements with: its own dependency, as the shell
// (which lists the style runtime) resolves it.
const require = createRequire(import.meta.url);
const styleRuntime = require.resolve('@ant-design/cssinjs', {
  paths: [fileURLToPath(new URL('../shell/', import.meta.url))],
});
const styleHash = require(
  require.resolve('@emotion/hash', { paths: [path.dirname(styleRuntime)] }),
).default;

export const PRERENDERED_ROUTES = ['/', '/signin'];

// Lighthouse's phone screen (below antd's md breakpoint, where the header folds its links into a
// menu) and a desktop screen; the page picks the one matching the visitor's width.
const NARROW = { width: 412, height: 823 };
const WIDE = { width: 1350, height: 940 };
// The header's own breakpoint (WIDE_SCREEN_QUERY in @portal/shared).
export const WIDE_MEDIA = '(min-width: 768px)';
const SETTLE_TIMEOUT_MS = 20_000;

/** Resolves once the page's DOM has not changed for `quietMs`. */
function domQuiet(quietMs) {
  return new Promise((resolve) => {
    let timer = setTimeout(done, quietMs);
    const observer = new MutationObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(done, quietMs);
    });
    observer.observe(document.documentElement, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    function done() {
      observer.disconnect();
      resolve();
    }
  });
}

/** The page's markup as a visitor may see it before the live page takes over: not editable. */
function rootMarkup() {
  const root = document.getElementById('root').cloneNode(true);
  root.querySelectorAll('input, textarea').forEach((field) => field.setAttribute('readonly', ''));
  return root.innerHTML;
}

async function snapshotRoute(browser, shellUrl, route) {
  const context = await browser.newContext({
    viewport: NARROW,
    colorScheme: 'light',
    reducedMotion: 'no-preference',
  });
  try {
    const page = await context.newPage();
    // The scripts the page needs, so the HTML can have the browser fetch them from the start
    // rather than one hop at a time (shell entry, configuration, area manifest, area chunks).
    const scripts = new Set();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(request.url());
    });
    // Tells the shell to report when the page is complete and to hand out antd's styles.
    await page.addInitScript(() => {
      window.__PORTAL_PRERENDER__ = {};
    });
    const response = await page.goto(new URL(route, shellUrl).href);
    if (!response?.ok()) throw new Error(`${route} answered HTTP ${response?.status()}`);
    await page.waitForFunction(() => window.__PORTAL_PRERENDER__.ready === true, null, {
      timeout: SETTLE_TIMEOUT_MS,
    });
    if (await page.evaluate(() => window.__PORTAL_PRERENDER__.failed === true)) {
      throw new Error(`${route} did not render`);
    }
    await page.evaluate(domQuiet, 100);
    const narrow = await page.evaluate(rootMarkup);
    await page.setViewportSize(WIDE);
    await page.evaluate(domQuiet, 200);
    const wide = await page.evaluate(rootMarkup);
    const { styles, title } = await page.evaluate(() => ({
      styles: window.__PORTAL_PRERENDER__.styles(),
      title: document.title,
    }));
    const origin = new URL(shellUrl).origin;
    const sameOrigin = (url) => (url.startsWith(`${origin}/`) ? url.slice(origin.length) : url);
    return { narrow, wide, styles, title, scripts: [...scripts].map(sameOrigin) };
  } finally {
    await context.close();
  }
}

// Runs as the body parses, before any script loads: shows the snapshot that matches the screen,
// unless the visitor may be signed in or sees the dark theme (the snapshot shows neither). Then
// starts the shell's scripts (already downloading through preload links) once the snapshot has
// been painted, so their work does not hold back the first paint.
function chooser(scripts) {
  return `(function () {
  var root = document.getElementById('root');
  var narrow = document.getElementById('prerendered-narrow');
  var wide = document.getElementById('prerendered-wide');
  var shown = false;
  try {
    shown = show();
  } catch (error) {
    root.textContent = '';
  }
  narrow.remove();
  wide.remove();
  var started = false;
  function start() {
    if (started) return;
    started = true;
    ${JSON.stringify(scripts)}.forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.head.appendChild(script);
    });
  }
  if (!shown || document.visibilityState === 'hidden' || !afterFirstPaint(start)) start();

  // Calls back once the browser reports the first paint (a frame can be drawn well after its
  // animation frame callbacks on a busy phone); false where paint timing is not available.
  function afterFirstPaint(callback) {
    if (!window.PerformanceObserver || (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') < 0) return false;
    var observer = new PerformanceObserver(function (list) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(callback, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
    // Never left waiting when a paint is not reported (a tab sent to the background).
    setTimeout(callback, 3000);
    return true;
  }

  function show() {
    if (window.__PORTAL_PRERENDER__) return false;
    var theme = localStorage.getItem('theme');
    if (theme === 'dark') return false;
    if (theme !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches) return false;
    if (/[#?&](access_token|refresh_token|code|error_description)=/.test(location.hash + '&' + location.search)) return false;
    for (var i = 0; i < localStorage.length; i += 1) {
      if (/^sb-.+-auth-token$/.test(localStorage.key(i) || '')) return false;
    }
    var chosen = matchMedia('${WIDE_MEDIA}').matches ? wide : narrow;
    root.appendChild(chosen.content.cloneNode(true));
    root.setAttribute('data-prerendered', '');
    root.inert = true;
    return true;
  }
})();`;
}

const ROOT_ELEMENT = '<div id="root"></div>';
const SCRIPT_TAG = /<script\b[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g;

/** The shell's index.html with the snapshot of one page in it. */
export function prerenderedHtml(indexHtml, snapshot) {
  if (!indexHtml.includes(ROOT_ELEMENT) || !indexHtml.includes('</head>')) {
    throw new Error('index.html has no empty #root to prerender into');
  }
  const scripts = [...indexHtml.matchAll(SCRIPT_TAG)].map((match) => match[1]);
  // The entry first, then every chunk the page loaded when it was prerendered (content-hashed
  // names of the very builds the snapshot shows).
  const preloads = [...new Set([...scripts, ...(snapshot.scripts ?? [])])]
    .map((src) => `<link rel="preload" as="script" href="${escapeAttribute(src)}">`)
    .join('');
  const title = snapshot.title ? escapeText(snapshot.title) : null;
  return indexHtml
    .replace(SCRIPT_TAG, '')
    .replace(/<title>[^<]*<\/title>/, (tag) => (title ? `<title>${title}</title>` : tag))
    .replace('</head>', () => `${preloads}${snapshot.styles}</head>`)
    .replace(
      ROOT_ELEMENT,
      () =>
        `${ROOT_ELEMENT}<template id="prerendered-narrow">${snapshot.narrow}</template>` +
        `<template id="prerendered-wide">${snapshot.wide}</template>` +
        `<script>${chooser(scripts)}</script>`,
    );
}

function escapeAttribute(text) {
  return escapeText(text).replace(/"/g, '&quot;');
}

function escapeText(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const STYLE_TAG = /<style\b([^>]*)>([\s\S]*?)<\/style>/g;
const CACHE_MAP_ATTRIBUTE = 'data-ant-cssinjs-cache-path';
const CACHE_MAP_CONTENT = /content:"([^"]*)"/;

/**
 * One set of antd styles from the snapshots' sets: each style once, and one map naming them all,
 * which antd reads to reuse a style instead of generating it.
 */
export function mergeStyles(styleSets) {
  const tags = new Map();
  const paths = new Map();
  for (const styles of styleSets) {
    for (const [tag, attributes, css] of styles.matchAll(STYLE_TAG)) {
      if (attributes.includes(CACHE_MAP_ATTRIBUTE)) {
        for (const entry of (css.match(CACHE_MAP_CONTENT)?.[1] ?? '').split(';')) {
          const at = entry.lastIndexOf(':');
          if (at > 0) paths.set(entry.slice(0, at), entry.slice(at + 1));
        }
        continue;
      }
      const hash = attributes.match(/data-css-hash="([^"]*)"/)?.[1] ?? tag;
      if (!tags.has(hash)) tags.set(hash, liveTokenStyle(tag, attributes, css));
    }
  }
  if (!tags.size) return '';
  const map = [...paths].map(([cachePath, hash]) => `${cachePath}:${hash}`).join(';');
  return (
    [...tags.values()].join('') +
    `<style ${CACHE_MAP_ATTRIBUTE}="${CACHE_MAP_ATTRIBUTE}">.${CACHE_MAP_ATTRIBUTE}{content:"${map}";}</style>`
  );
}

/**
 * antd writes the theme's variables under one id when it extracts them and under another when the
 * page adds them, so the page would add a second copy; the served element takes the page's id.
 */
function liveTokenStyle(tag, attributes, css) {
  const themeKey = attributes.match(/data-token-hash="([^"]*)"/)?.[1];
  if (!themeKey || !css.startsWith(`.${themeKey}{`)) return tag;
  return tag.replace(
    /data-css-hash="[^"]*"/,
    `data-css-hash="${styleHash(`css-var-${themeKey}`)}"`,
  );
}

/**
 * The shell's index.html for every other page: no snapshot, but the antd styles the snapshots
 * hold (buttons, links, the theme's variables), so the first render reuses them instead of
 * generating them.
 */
export function styledShellHtml(indexHtml, styles) {
  return indexHtml.replace('</head>', () => `${styles}</head>`);
}

/**
 * Takes snapshots of `routes` from the portal at `shellUrl`.
 * @returns {Promise<{ pages: Map<string, string>, shellPage: string }>} route -> the HTML to serve
 *   for it, and the HTML for every other path
 */
export async function prerenderPages({
  shellUrl,
  routes = PRERENDERED_ROUTES,
  executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
}) {
  const indexResponse = await fetch(new URL('/index.html', shellUrl));
  if (!indexResponse.ok) throw new Error(`index.html answered HTTP ${indexResponse.status}`);
  const indexHtml = await indexResponse.text();
  const browser = await chromium.launch({
    executablePath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'],
  });
  try {
    const pages = new Map();
    const styleSets = [];
    for (const route of routes) {
      const snapshot = await snapshotRoute(browser, shellUrl, route);
      styleSets.push(snapshot.styles);
      pages.set(
        route,
        prerenderedHtml(indexHtml, { ...snapshot, styles: mergeStyles([snapshot.styles]) }),
      );
    }
    return { pages, shellPage: styledShellHtml(indexHtml, mergeStyles(styleSets)) };
  } finally {
    await browser.close();
  }
}

const KEPT_SNAPSHOTS = 3;

/** Snapshots saved as `<key>.json` in `dir`; the key names everything they depend on. */
function snapshotStore(dir) {
  const file = (key) => path.join(dir, `${key}.json`);
  return {
    load(key) {
      try {
        const { pages, shellPage } = JSON.parse(readFileSync(file(key), 'utf8'));
        return { pages: new Map(pages), shellPage };
      } catch {
        return null;
      }
    },
    // The newest few are kept (a bench's portal beside a developer's has its own configuration);
    // older keys name builds that are gone.
    save(key, { pages, shellPage }) {
      mkdirSync(dir, { recursive: true });
      writeFileSync(file(key), JSON.stringify({ pages: [...pages], shellPage }));
      const byAge = readdirSync(dir)
        .map((name) => ({ name, mtime: statSync(path.join(dir, name)).mtimeMs }))
        .sort((a, b) => b.mtime - a.mtime);
      for (const old of byAge.slice(KEPT_SNAPSHOTS))
        rmSync(path.join(dir, old.name), { force: true });
    },
  };
}

/**
 * Snapshots kept for the deployed version of the shell and the public area: `version()` names
 * it, and while it differs from the snapshots' version the pages are served as the plain shell
 * and new snapshots are taken in the background. With `saved`, snapshots are also kept on disk
 * under `saved.key()` (a digest of what they show), so a restart with the same builds and
 * configuration reuses them instead of opening a browser again.
 * @param {{ shellUrl: string, version: () => string, routes?: string[], log?: (line: string) => void,
 *   saved?: { dir: string, key: () => string } }} options
 */
export function createPrerenderedPages({ shellUrl, version, routes, log = console.warn, saved }) {
  let current = { version: null, pages: new Map(), shellPage: undefined };
  let running = null;
  const store = saved && snapshotStore(saved.dir);

  async function snapshots() {
    const key = store && saved.key();
    const kept = key && store.load(key);
    if (kept) return kept;
    const taken = await prerenderPages({ shellUrl, routes });
    if (key) store.save(key, taken);
    return taken;
  }

  function refresh() {
    if (running) return running;
    const wanted = version();
    running = snapshots()
      .then(
        ({ pages, shellPage }) => {
          current = { version: wanted, pages, shellPage };
        },
        (error) => {
          // Kept as failed for this version: the pages work without snapshots, only slower.
          current = { version: wanted, pages: new Map(), shellPage: undefined };
          log(`[portal] public pages are served without prerendered HTML: ${error.message}`);
        },
      )
      .finally(() => {
        running = null;
      });
    return running;
  }

  return {
    refresh,
    /**
     * The prerendered HTML for this path and query if there is a current snapshot of it, else the
     * shell with the snapshots' styles.
     */
    pageFor(pathname, search = '') {
      if (current.version !== version()) {
        void refresh();
        return undefined;
      }
      // A query can change the page (a locked e-mail on /signin), so only the bare path is served.
      return (!search && current.pages.get(pathname)) || current.shellPage;
    },
  };
}
