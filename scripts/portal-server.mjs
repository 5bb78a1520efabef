// Serves the built shell and remotes on their ports, with the runtime config the shell reads and
// prerendered HTML for the public pages a signed-out visitor lands on.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { APPS, REMOTES, ROOT, appPort } from './apps.mjs';
import { readFile } from 'node:fs/promises';
import { createJobBoardPages } from './job-board-pages.mjs';
import { createPrerenderedPages } from './prerender.mjs';
import { serveStatic } from './serve-static.mjs';

/** Names the builds a snapshot shows: the shell's page and the public area's manifest. */
function builtVersion() {
  return ['shell/dist/index.html', 'mf-public/dist/mf-manifest.json']
    .map((file) => {
      try {
        return statSync(path.join(ROOT, file)).mtimeMs;
      } catch {
        return 'missing';
      }
    })
    .join(':');
}

/**
 * Names what a snapshot shows: every built file of the shell and the public area (source maps
 * aside), the configuration the page reads (its API and the areas' addresses) and the code that
 * takes the snapshots.
 */
function snapshotKey(config) {
  const hash = createHash('sha256');
  for (const app of ['shell', 'mf-public']) {
    const dir = path.join(ROOT, app, 'dist');
    const files = readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !entry.name.endsWith('.map'))
      .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name))
      .sort();
    for (const file of files) hash.update(path.relative(ROOT, file)).update(readFileSync(file));
  }
  hash.update(JSON.stringify(config));
  hash.update(readFileSync(new URL('./prerender.mjs', import.meta.url)));
  return hash.digest('hex').slice(0, 32);
}

/**
 * @param {{ supabaseUrl: string, anonKey: string, shellPort?: number, remotePorts?: Record<string, number>,
 *   siteUrl?: string, prerender?: boolean, awaitPrerender?: boolean }} options  `prerender: false`
 *   (or PORTAL_PRERENDER=0) serves every page as the plain shell; `awaitPrerender: false` resolves
 *   before new snapshots are taken (the pages are the plain shell until they are)
 */
export async function startPortal({
  supabaseUrl,
  anonKey,
  shellPort,
  remotePorts = {},
  siteUrl,
  prerender = process.env.PORTAL_PRERENDER !== '0',
  awaitPrerender = true,
}) {
  const ports = Object.fromEntries(APPS.map((app) => [app, remotePorts[app] ?? appPort(app)]));
  if (shellPort) ports.shell = shellPort;
  const remotes = Object.fromEntries(
    REMOTES.map((remote) => [remote, `http://localhost:${ports[remote]}/mf-manifest.json`]),
  );
  const portalConfig = () => ({
    supabaseUrl,
    supabaseAnonKey: anonKey,
    siteUrl: siteUrl ?? `http://localhost:${ports.shell}`,
    remotes,
  });
  const shellUrl = `http://localhost:${ports.shell}`;
  const prerendered = prerender
    ? createPrerenderedPages({
        shellUrl,
        version: builtVersion,
        saved: {
          dir: path.join(ROOT, '.data', 'prerendered'),
          key: () => snapshotKey(portalConfig()),
        },
      })
    : null;
  const shellIndex = path.join(ROOT, 'shell', 'dist', 'index.html');
  const jobBoard = createJobBoardPages({
    config: portalConfig,
    // The shell with the prerendered pages' styles when they are ready.
    indexHtml: async () => prerendered?.pageFor('/index.html') ?? readFile(shellIndex, 'utf8'),
  });
  const servers = [];
  for (const app of APPS) {
    servers.push(
      await serveStatic({
        dir: path.join(ROOT, app, 'dist'),
        port: ports[app],
        spa: app === 'shell',
        portalConfig: app === 'shell' ? portalConfig : undefined,
        page: app === 'shell' && prerendered ? prerendered.pageFor : undefined,
        answer: app === 'shell' ? jobBoard : undefined,
      }),
    );
  }
  // The first visitor already gets the prerendered pages (saved ones at once).
  const snapshots = prerendered?.refresh();
  if (awaitPrerender) await snapshots;
  return {
    ports,
    shellUrl,
    stop: () =>
      Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))),
  };
}
