// Releases one app on its own: next version from its conventional commits, changelog, build,
// and an immutable copy under releases/<app>/<version>/ with its mf-manifest.json.
//   npm run release -w mf-company [-- --version 1.2.0] [-- --dry-run]
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from './apps.mjs';

const BUMPS = ['patch', 'minor', 'major'];

/** Highest bump the commits ask for: BREAKING CHANGE or `!` -> major, feat -> minor, else patch. */
export function bumpFor(subjects) {
  let level = 0;
  for (const subject of subjects) {
    if (/^\w+(\([^)]*\))?!:/.test(subject) || subject.includes('BREAKING CHANGE')) level = 2;
    else if (/^feat(\([^)]*\))?:/.test(subject)) level = Math.max(level, 1);
  }
  return BUMPS[level];
}

export function nextVersion(current, bump) {
  const [major, minor, patch] = current.split('.').map(Number);
  if (bump === 'major') return `${major + 1}.0.0`;
  if (bump === 'minor') return `${major}.${minor + 1}.0`;
  return `${major}.${minor}.${patch + 1}`;
}

function git(args, cwd) {
  try {
    return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
}

function commitsSinceLastRelease(app, dir) {
  const lastTag = git(['describe', '--tags', '--abbrev=0', '--match', `${app}@*`], dir);
  const range = lastTag ? [`${lastTag}..HEAD`] : [];
  const log = git(['log', '--format=%s', ...range, '--', '.'], dir);
  return log ? log.split('\n') : [];
}

function changelogEntry(version, subjects) {
  const date = new Date().toISOString().slice(0, 10);
  const group = (pattern) => subjects.filter((s) => pattern.test(s)).map((s) => `- ${s}`);
  const features = group(/^feat/);
  const fixes = group(/^fix/);
  const other = subjects.filter((s) => !/^(feat|fix)/.test(s)).map((s) => `- ${s}`);
  const sections = [
    features.length ? `### Features\n\n${features.join('\n')}` : '',
    fixes.length ? `### Bug Fixes\n\n${fixes.join('\n')}` : '',
    other.length ? `### Other Changes\n\n${other.join('\n')}` : '',
  ].filter(Boolean);
  return `## ${version} (${date})\n\n${sections.join('\n\n') || 'No changes recorded.'}\n`;
}

export function release({ dir, version, out = path.join(ROOT, 'releases'), dryRun = false, log = console.log }) {
  const pkgFile = path.join(dir, 'package.json');
  const pkg = JSON.parse(readFileSync(pkgFile, 'utf8'));
  const subjects = commitsSinceLastRelease(pkg.name, dir);
  const next = version ?? nextVersion(pkg.version, bumpFor(subjects));
  const target = path.join(out, pkg.name, next);
  if (existsSync(target)) throw new Error(`${pkg.name} ${next} is already released at ${target}`);
  log(`Releasing ${pkg.name} ${pkg.version} -> ${next} (${subjects.length} commits)`);
  if (dryRun) return { app: pkg.name, version: next, target };

  writeFileSync(pkgFile, `${JSON.stringify({ ...pkg, version: next }, null, 2)}\n`);
  const changelog = path.join(dir, 'CHANGELOG.md');
  const previous = existsSync(changelog) ? readFileSync(changelog, 'utf8').replace(/^# Changelog\n+/, '') : '';
  writeFileSync(changelog, `# Changelog\n\n${changelogEntry(next, subjects)}\n${previous}`);

  log(`[1/2] building ${pkg.name} ${next} ...`);
  execFileSync('npx', ['webpack', '--mode', 'production'], { cwd: dir, stdio: 'inherit' });
  log(`[2/2] copying the build to ${target}`);
  cpSync(path.join(dir, 'dist'), target, { recursive: true });
  log(`Released ${pkg.name} ${next}: ${path.join(target, 'mf-manifest.json')}`);
  return { app: pkg.name, version: next, target };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      version: { type: 'string' },
      dir: { type: 'string' },
      out: { type: 'string' },
      'dry-run': { type: 'boolean' },
    },
  });
  try {
    release({
      dir: path.resolve(values.dir ?? process.cwd()),
      version: values.version,
      out: values.out ? path.resolve(values.out) : undefined,
      dryRun: values['dry-run'],
    });
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
