// Edge functions: one warm Deno worker per function, started on demand and restarted on change.
import fs from 'node:fs';
import path from 'node:path';
import net from 'node:net';
import { spawn } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import { send, readBody } from '../lib/http.js';
import { verifiedClaims } from '../lib/request-auth.js';
import { Pool } from 'undici';

const WORKER = fileURLToPath(new URL('./worker.ts', import.meta.url));
const NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
const HOP_HEADERS = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive', 'upgrade', 'expect']);

export function denoBinary() {
  if (process.env.DENO_BIN) return process.env.DENO_BIN;
  const require = createRequire(import.meta.url);
  try {
    return path.join(path.dirname(require.resolve('@deno/linux-x64-glibc/package.json')), 'deno');
  } catch {
    return path.join(path.dirname(require.resolve('deno/package.json')), 'deno');
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

function latestMtime(dirs) {
  let latest = 0;
  const walk = (d) => {
    let entries;
    try {
      entries = fs.readdirSync(d, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else latest = Math.max(latest, fs.statSync(p).mtimeMs);
    }
  };
  dirs.forEach(walk);
  return latest;
}

// `[functions.<name>] verify_jwt = false` from the Supabase CLI config.
function verifyJwtSetting(configFile, name) {
  let text;
  try {
    text = fs.readFileSync(configFile, 'utf8');
  } catch {
    return true;
  }
  let section = null;
  for (const raw of text.split('\n')) {
    const line = raw.replace(/#.*$/, '').trim();
    const sec = /^\[(.+)\]$/.exec(line);
    if (sec) {
      section = sec[1].trim().replace(/"/g, '');
      continue;
    }
    const kv = /^verify_jwt\s*=\s*(true|false)$/.exec(line);
    if (kv && section === `functions.${name}`) return kv[1] === 'true';
  }
  return true;
}

function loadDotEnv(file) {
  const env = {};
  try {
    for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
      const m = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)\s*$/.exec(line);
      if (m) env[m[1]] = m[2].replace(/^(['"])(.*)\1$/, '$2');
    }
  } catch {
    // optional file
  }
  return env;
}

// Kept-alive connections to each worker through undici, which costs the gateway about a third less
// CPU per call than node:http's agent.
function forward(worker, { method, path: target, headers, body, signal }) {
  worker.pool ??= new Pool(`http://127.0.0.1:${worker.port}`, { connections: 256 });
  return worker.pool.request({ method, path: target, headers, body, signal }).then(async (res) => ({
    status: res.statusCode,
    headers: res.headers,
    body: Buffer.from(await res.body.arrayBuffer()),
  }));
}

export function createFunctionsService({ config, functionsDir, configFile, env: initialEnv, denoDir, log }) {
  const workers = new Map();
  let env = { ...initialEnv };
  const timeoutMs = config.functionTimeoutMs ?? 30_000;

  // config.toml and the function folders are looked at again at most once a second, not on every call.
  let lookups = { readAt: 0, verifyJwt: new Map(), exists: new Map() };
  function fresh() {
    if (Date.now() - lookups.readAt >= 1000) lookups = { readAt: Date.now(), verifyJwt: new Map(), exists: new Map() };
    return lookups;
  }
  function verifiesJwt(name) {
    const { verifyJwt } = fresh();
    if (!verifyJwt.has(name)) verifyJwt.set(name, verifyJwtSetting(configFile, name));
    return verifyJwt.get(name);
  }
  function functionExists(name, dir) {
    const { exists } = fresh();
    if (!exists.has(name)) exists.set(name, fs.existsSync(path.join(dir, 'index.ts')));
    return exists.get(name);
  }

  async function startWorker(name, dir) {
    const port = await freePort();
    const denoConfig = path.join(dir, 'deno.json');
    const args = ['run', '--allow-all', '--no-lock', '--no-prompt', '--quiet'];
    if (fs.existsSync(denoConfig)) args.push('--config', denoConfig);
    else args.push('--no-config');
    args.push(WORKER);
    fs.mkdirSync(denoDir, { recursive: true });
    const child = spawn(denoBinary(), args, {
      cwd: dir,
      env: {
        ...process.env,
        ...loadDotEnv(path.join(functionsDir, '.env')),
        ...env,
        DENO_DIR: denoDir,
        DENO_NO_UPDATE_CHECK: '1',
        LOCAL_WORKER_PORT: String(port),
        LOCAL_WORKER_ENTRY: pathToFileURL(path.join(dir, 'index.ts')).href,
        SB_EXECUTION_ID: name,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const worker = {
      name,
      port,
      child,
      mtime: latestMtime([dir, path.join(functionsDir, '_shared')]),
      checkedAt: Date.now(),
      exited: false,
      stderr: '',
    };
    worker.exit = new Promise((resolve) => child.once('exit', resolve));
    child.on('exit', (code) => {
      worker.exited = true;
      worker.exitCode = code;
      worker.pool?.destroy().catch(() => {});
      if (workers.get(name) === worker) workers.delete(name);
    });
    child.stderr.on('data', (d) => {
      worker.stderr = (worker.stderr + d.toString()).slice(-4000);
      if (!config.quiet) process.stderr.write(`[fn:${name}] ${d}`);
    });
    worker.ready = new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        reject(new Error(`function ${name} did not start within ${config.functionBootMs ?? 120_000} ms`));
      }, config.functionBootMs ?? 120_000);
      child.stdout.on('data', (d) => {
        const text = d.toString();
        if (text.includes('LOCAL_WORKER_READY')) {
          clearTimeout(timer);
          resolve();
        }
        const rest = text.replace(/LOCAL_WORKER_READY\n?/g, '');
        if (rest && !config.quiet) process.stdout.write(`[fn:${name}] ${rest}`);
      });
      child.on('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`function ${name} exited during boot (code ${code}): ${worker.stderr.trim().split('\n').slice(-3).join(' ')}`));
      });
    });
    worker.ready.catch(() => {});
    return worker;
  }

  async function getWorker(name, dir) {
    let worker = workers.get(name);
    // Source changes are looked for at most once a second: walking the folders on every call
    // would cost more than the call itself.
    let stale = false;
    if (worker && !worker.exited && Date.now() - worker.checkedAt >= 1000) {
      worker.checkedAt = Date.now();
      stale = latestMtime([dir, path.join(functionsDir, '_shared')]) > worker.mtime;
    }
    if (stale) {
      worker.child.kill('SIGKILL');
      workers.delete(name);
      worker = null;
    }
    if (!worker || worker.exited || worker.retired) {
      worker = await startWorker(name, dir);
      workers.set(name, worker);
    }
    await worker.ready;
    return worker;
  }

  async function handle(req, res, sub, url) {
    const [name, ...restParts] = sub.split('/').filter(Boolean);
    const json = (status, body) => send(res, status, body, { 'content-type': 'application/json; charset=utf-8' });
    if (!name || !NAME.test(name) || name.startsWith('_')) return json(404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
    const dir = path.join(functionsDir, name);
    if (!functionExists(name, dir)) return json(404, { code: 'NOT_FOUND', message: 'Requested function was not found' });

    if (req.method !== 'OPTIONS' && verifiesJwt(name)) {
      const m = /^bearer\s+(.+)$/i.exec(String(req.headers.authorization ?? '').trim());
      if (!m) return json(401, { code: 401, message: 'Missing authorization header' });
      try {
        verifiedClaims(m[1], config.jwtSecret);
      } catch {
        return json(401, { code: 401, message: 'Invalid JWT' });
      }
    }

    const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : await readBody(req, 20 * 1024 * 1024);
    let worker;
    try {
      worker = await getWorker(name, dir);
    } catch (err) {
      log?.({ level: 'error', msg: 'function boot failed', function: name, error: err.message });
      return json(503, { code: 'BOOT_ERROR', message: `Function failed to start: ${err.message}` });
    }
    const headers = {};
    // The worker answers uncompressed: the body is passed on as it comes.
    for (const [k, v] of Object.entries(req.headers)) if (!HOP_HEADERS.has(k) && k !== 'accept-encoding') headers[k] = v;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    const exitWatch = worker.exit;
    try {
      const target = `/${name}${restParts.length ? `/${restParts.join('/')}` : ''}${url.search}`;
      if (body) headers['content-length'] = String(body.length);
      // A worker that exits fails its calls in flight: its pool is destroyed on exit.
      const response = await forward(worker, { method: req.method, path: target, headers, body, signal: controller.signal });
      const out = {};
      for (const [k, v] of Object.entries(response.headers)) {
        if (!HOP_HEADERS.has(k) && k !== 'content-encoding') out[k] = v;
      }
      res.writeHead(response.status, out);
      res.end(req.method === 'HEAD' ? undefined : response.body);
    } catch (err) {
      const timedOut = () =>
        json(504, { code: 'WORKER_TIMEOUT', message: `Function ${name} did not respond within ${Math.round(timeoutMs / 1000)} s` });
      if (controller.signal.aborted) {
        // retire the stuck worker at once so the next call boots a fresh one instead of reusing it;
        // marked first so the other calls in flight on it know why it went away
        worker.timedOut = true;
        worker.retired = true;
        if (workers.get(name) === worker) workers.delete(name);
        worker.child.kill('SIGKILL');
        return timedOut();
      }
      if (worker.timedOut) {
        // killed because another call timed out: this one has no answer either, so it gets its
        // own 504 when its own time is up
        if (!controller.signal.aborted) await new Promise((r) => controller.signal.addEventListener('abort', r, { once: true }));
        return timedOut();
      }
      // a dropped connection usually means the worker is dying; give the exit event a moment to arrive
      if (!worker.exited) await Promise.race([exitWatch, new Promise((r) => setTimeout(r, 500))]);
      if (worker.exited) {
        return json(500, { code: 'WORKER_ERROR', message: `Function ${name} exited unexpectedly` });
      }
      return json(502, { code: 'WORKER_ERROR', message: `Function ${name} failed: ${err.message}` });
    } finally {
      clearTimeout(timer);
    }
  }

  async function stop() {
    const all = [...workers.values()];
    workers.clear();
    await Promise.all(
      all.map(
        (w) =>
          new Promise((resolve) => {
            if (w.exited) return resolve();
            w.child.once('exit', resolve);
            w.child.kill('SIGTERM');
            setTimeout(() => w.child.kill('SIGKILL'), 2000).unref();
          }),
      ),
    );
  }

  return {
    handle,
    stop,
    setEnv(next) {
      env = { ...env, ...next };
    },
  };
}
