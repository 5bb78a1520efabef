import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REMOTES = ['mf-public', 'mf-admin', 'mf-company', 'mf-candidate', 'mf-vendor'];
export const APPS = ['shell', ...REMOTES];

export function appPort(app) {
  return JSON.parse(readFileSync(path.join(ROOT, app, 'package.json'), 'utf8')).portal.port;
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

/** An app is stale when its sources, the shared package or the build setup changed after its last build. */
export function isStale(app) {
  const manifest = path.join(ROOT, app, 'dist', 'mf-manifest.json');
  if (!existsSync(manifest)) return true;
  const built = statSync(manifest).mtimeMs;
  const inputs = [
    path.join(ROOT, app, 'src'),
    path.join(ROOT, 'shared', 'src'),
    path.join(ROOT, 'shared', 'webpack'),
  ];
  const extra = [path.join(ROOT, app, 'package.json'), path.join(ROOT, 'budgets.json')];
  return (
    inputs.some((dir) => newestMtime(dir) > built) || extra.some((file) => statSync(file).mtimeMs > built)
  );
}
