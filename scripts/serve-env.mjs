// Serves a deployed environment from a static host directory: the shell at the root, each
// remote under /<app>/<version>/, and /portal-config.json read from the registry per request,
// so editing deploy/<env>/remotes.json promotes or rolls back an area without any rebuild.
//   node scripts/serve-env.mjs --env staging --target /srv/portal --port 8080
import path from 'node:path';
import { parseArgs } from 'node:util';
import { portalConfigFor } from './deploy.mjs';
import { serveStatic } from './serve-static.mjs';

export function serveEnvironment({ env, target, port, registryRoot }) {
  return serveStatic({ dir: target, port, spa: true, portalConfig: () => portalConfigFor(env, registryRoot) });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      env: { type: 'string' },
      target: { type: 'string' },
      port: { type: 'string', default: '8080' },
      'registry-root': { type: 'string' },
    },
  });
  if (!values.env || !values.target) {
    console.error('Usage: serve-env.mjs --env <env> --target <dir> [--port 8080]');
    process.exit(1);
  }
  await serveEnvironment({
    env: values.env,
    target: path.resolve(values.target),
    port: Number(values.port),
    registryRoot: values['registry-root'] ? path.resolve(values['registry-root']) : undefined,
  });
  console.log(`${values.env} served on http://localhost:${values.port}`);
}
