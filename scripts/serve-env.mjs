// Serves a deployed environment from a static host directory: the shell at the root, each
// remote under /<app>/<version>/, and /portal-config.json read from the registry per request,
// so editing deploy/<env>/remotes.json promotes or rolls back an area without any rebuild.
// The public pages a signed-out visitor lands on are served prerendered from the versions in use
// (scripts/prerender.mjs); --no-prerender serves them as the plain shell.
//   node scripts/serve-env.mjs --env staging --target /srv/portal --port 8080
import { statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { portalConfigFor } from './deploy.mjs';
import { readFile } from 'node:fs/promises';
import { createJobBoardPages } from './job-board-pages.mjs';
import { createPrerenderedPages } from './prerender.mjs';
import { serveStatic } from './serve-static.mjs';

/** The deployed shell and public area a snapshot shows; promoting either takes new snapshots. */
function deployedVersion(env, target, registryRoot) {
  let shell = 'missing';
  try {
    shell = String(statSync(path.join(target, 'index.html')).mtimeMs);
  } catch {
    // No shell deployed yet: nothing to prerender.
  }
  return `${shell}:${portalConfigFor(env, registryRoot).remotes?.['mf-public'] ?? 'none'}`;
}

export async function serveEnvironment({ env, target, port, registryRoot, prerender = false }) {
  const prerendered = prerender
    ? createPrerenderedPages({
        shellUrl: `http://localhost:${port}`,
        version: () => deployedVersion(env, target, registryRoot),
      })
    : null;
  const server = await serveStatic({
    dir: target,
    port,
    spa: true,
    portalConfig: () => portalConfigFor(env, registryRoot),
    page: prerendered?.pageFor,
    answer: createJobBoardPages({
      config: () => portalConfigFor(env, registryRoot),
      indexHtml: async () =>
        prerendered?.pageFor('/index.html') ?? readFile(path.join(target, 'index.html'), 'utf8'),
    }),
  });
  await prerendered?.refresh();
  return server;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      env: { type: 'string' },
      target: { type: 'string' },
      port: { type: 'string', default: '8080' },
      'registry-root': { type: 'string' },
      'no-prerender': { type: 'boolean', default: false },
    },
  });
  if (!values.env || !values.target) {
    console.error('Usage: serve-env.mjs --env <env> --target <dir> [--port 8080] [--no-prerender]');
    process.exit(1);
  }
  await serveEnvironment({
    env: values.env,
    target: path.resolve(values.target),
    port: Number(values.port),
    registryRoot: values['registry-root'] ? path.resolve(values['registry-root']) : undefined,
    prerender: !values['no-prerender'],
  });
  console.log(`${values.env} served on http://localhost:${values.port}`);
}
