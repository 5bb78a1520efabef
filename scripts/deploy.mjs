// Deploys one release to a static host directory and points the environment's registry at it.
//   node scripts/deploy.mjs --env staging --app mf-public --version 1.1.0 --target /srv/portal \
//        --base-url https://portal.example.com
//   --promote-only: only switch the registry entry to a version already on the host (rollback).
//   --app shell copies the shell's release to the host root (the page every user loads first).
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REMOTES, ROOT } from './apps.mjs';

export function registryDir(env, registryRoot = path.join(ROOT, 'deploy')) {
  return path.join(registryRoot, env);
}

function readJson(file, fallback) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : fallback;
}

/** The runtime config the shell reads: the environment's settings plus its remote registry. */
export function portalConfigFor(env, registryRoot) {
  const dir = registryDir(env, registryRoot);
  const environment = readJson(path.join(dir, 'environment.json'), {});
  const remotes = readJson(path.join(dir, 'remotes.json'), {});
  return { ...environment, remotes };
}

export function deploy({ env, app, version, target, baseUrl, source, promoteOnly = false, registryRoot, log = console.log }) {
  const dir = registryDir(env, registryRoot);
  mkdirSync(dir, { recursive: true });
  const from = source ?? path.join(ROOT, 'releases', app, version);
  if (app === 'shell') {
    if (!existsSync(path.join(from, 'index.html'))) throw new Error(`No shell build at ${from}`);
    cpSync(from, target, { recursive: true });
    log(`Deployed shell ${version} to ${target}`);
  } else {
    if (!REMOTES.includes(app)) throw new Error(`Unknown app ${app}`);
    const hosted = path.join(target, app, version);
    if (!promoteOnly) {
      if (!existsSync(path.join(from, 'mf-manifest.json'))) throw new Error(`No release of ${app} ${version} at ${from}`);
      cpSync(from, hosted, { recursive: true });
    } else if (!existsSync(path.join(hosted, 'mf-manifest.json'))) {
      throw new Error(`${app} ${version} is not on the host yet; deploy it before promoting it`);
    }
    const registryFile = path.join(dir, 'remotes.json');
    const registry = readJson(registryFile, {});
    registry[app] = `${baseUrl.replace(/\/$/, '')}/${app}/${version}/mf-manifest.json`;
    writeFileSync(registryFile, `${JSON.stringify(registry, null, 2)}\n`);
    log(`${env}: ${app} -> ${version}`);
  }
  // Static hosts and CDNs serve this file as it is; serve-env.mjs computes it on every request.
  mkdirSync(target, { recursive: true });
  writeFileSync(path.join(target, 'portal-config.json'), JSON.stringify(portalConfigFor(env, registryRoot), null, 2));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      env: { type: 'string' },
      app: { type: 'string' },
      version: { type: 'string' },
      target: { type: 'string' },
      'base-url': { type: 'string' },
      source: { type: 'string' },
      'promote-only': { type: 'boolean' },
      'registry-root': { type: 'string' },
    },
  });
  const missing = ['env', 'app', 'version', 'target', 'base-url'].filter((key) => !values[key]);
  if (missing.length) {
    console.error(`Missing --${missing.join(', --')}`);
    process.exit(1);
  }
  try {
    deploy({
      env: values.env,
      app: values.app,
      version: values.version,
      target: path.resolve(values.target),
      baseUrl: values['base-url'],
      source: values.source ? path.resolve(values.source) : undefined,
      promoteOnly: values['promote-only'],
      registryRoot: values['registry-root'] ? path.resolve(values['registry-root']) : undefined,
    });
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
