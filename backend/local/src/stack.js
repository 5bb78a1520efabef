// Starts the whole local platform: database, mail catcher and the Supabase-compatible gateway.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, wipePostgres } from './db/index.js';
import { prepareDatabase } from './db/migrate.js';
import { loadSchemaCache, schemaFingerprint } from './rest/schema-cache.js';
import { apiKeys } from './lib/jwt.js';
import { RateLimiter } from './lib/http.js';
import { startMailCatcher } from './mail/catcher.js';
import { createMailer } from './mail/mailer.js';
import { createAuthService } from './auth/index.js';
import { createRestService } from './rest/index.js';
import { createStorageService } from './storage/index.js';
import { createFunctionsService } from './functions/index.js';
import { startSchedules } from './functions/schedule.js';
import { createRealtimeService } from './realtime/index.js';
import { createGateway } from './gateway.js';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const DEFAULT_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
const SUPABASE_DIR = path.join(REPO_ROOT, 'backend/supabase');

function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server.address().port);
    });
  });
}

// Also answers on ::1 so "localhost" works whichever address family a client resolves first.
async function listenLoopback(makeServer, port) {
  const primary = makeServer();
  const actual = await listen(primary, port, '127.0.0.1');
  const servers = [primary];
  const v6 = makeServer();
  try {
    await listen(v6, actual, '::1');
    servers.push(v6);
  } catch {
    // no IPv6 loopback on this machine
  }
  return { port: actual, servers };
}

function closeServer(s) {
  return new Promise((resolve) => {
    s.close(() => resolve());
    s.closeAllConnections?.();
  });
}

// The auth limits config.toml sets the way hosted Supabase takes them ([auth.rate_limit] and
// [auth.email] max_frequency); anything it leaves out keeps GoTrue's default.
export function authLimitsFromConfig(configFile) {
  let text = '';
  try {
    text = fs.readFileSync(configFile, 'utf8');
  } catch {
    return {};
  }
  const section = (name) => {
    const m = new RegExp(`^\\[${name.replace('.', '\\.')}\\]\\s*$([\\s\\S]*?)(?=^\\[|(?![\\s\\S]))`, 'm').exec(text);
    return m ? m[1] : '';
  };
  const value = (body, key) => {
    const m = new RegExp(`^\\s*${key}\\s*=\\s*"?([^"\\n#]+)"?`, 'm').exec(body);
    return m ? m[1].trim() : undefined;
  };
  const limits = section('auth.rate_limit');
  const num = (key) => (value(limits, key) === undefined ? undefined : Number(value(limits, key)));
  const frequency = /^(\d+)(s|m|h)$/.exec(value(section('auth.email'), 'max_frequency') ?? '');
  return {
    emailPerHour: num('email_sent'),
    signInPerIpPer5Min: num('sign_in_sign_ups'),
    tokenRefreshPer5Min: num('token_refresh'),
    verifyPer5Min: num('token_verifications'),
    emailFrequencySeconds: frequency ? Number(frequency[1]) * { s: 1, m: 60, h: 3600 }[frequency[2]] : undefined,
  };
}

export async function startStack(options = {}) {
  const {
    dataDir = path.join(REPO_ROOT, '.data'),
    databaseUrl = process.env.DATABASE_URL || undefined,
    reset = false,
    seed = true,
    ports = {},
    siteUrl = process.env.SITE_URL || 'http://localhost:3000',
    quiet = false,
    autoconfirm = process.env.AUTH_AUTOCONFIRM === 'true',
    migrationsDir = path.join(SUPABASE_DIR, 'migrations'),
    seedFile = path.join(SUPABASE_DIR, 'seed.sql'),
    functionsDir = path.join(SUPABASE_DIR, 'functions'),
    configFile = path.join(SUPABASE_DIR, 'config.toml'),
    jwtSecret = process.env.JWT_SECRET || DEFAULT_JWT_SECRET,
    denoDir = process.env.DENO_DIR || path.join(REPO_ROOT, '.data/deno'),
    functionTimeoutMs = Number(process.env.FUNCTION_TIMEOUT_MS) || 30_000,
    rateLimits: rateLimitOverrides = {},
    refreshReuseInterval = process.env.AUTH_REFRESH_REUSE_INTERVAL ? Number(process.env.AUTH_REFRESH_REUSE_INTERVAL) : 10,
    onProgress,
  } = options;
  const port = {
    api: ports.api ?? 54321,
    db: ports.db ?? 54322,
    mail: ports.mail ?? 54324,
    smtp: ports.smtp ?? 54325,
  };
  const log = quiet ? () => {} : (entry) => process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), ...entry })}\n`);
  const progress = onProgress ?? (quiet ? () => {} : (msg) => process.stdout.write(`[stack] ${msg}\n`));
  const cleanups = [];
  const stopAll = async () => {
    for (const fn of cleanups.reverse()) {
      try {
        await fn();
      } catch {
        // keep tearing down the rest
      }
    }
    cleanups.length = 0;
  };

  try {
    const dbDir = path.join(dataDir, 'db');
    const storageDir = path.join(dataDir, 'storage');
    if (reset) {
      progress('resetting database and storage');
      if (databaseUrl) await wipePostgres(databaseUrl);
      else fs.rmSync(dbDir, { recursive: true, force: true });
      fs.rmSync(storageDir, { recursive: true, force: true });
    }

    const mail = await startMailCatcher({ smtpPort: port.smtp, httpPort: port.mail });
    cleanups.push(() => mail.stop());
    const mailer = createMailer({ port: mail.smtpPort });
    cleanups.push(() => mailer.close());

    progress(databaseUrl ? 'connecting to Postgres' : `opening PGlite at ${dbDir}`);
    const db = await openDatabase({ dataDir: dbDir, databaseUrl, templateRoot: path.join(REPO_ROOT, '.data/templates') });
    cleanups.push(() => db.close());
    await prepareDatabase(db, { migrationsDir, seedFile, seed, fresh: db.fresh, log: progress });

    let dbUrl = databaseUrl;
    if (!databaseUrl) {
      const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
      const socket = new PGLiteSocketServer({ db: db.pglite, port: port.db, host: '127.0.0.1', maxConnections: 20 });
      await socket.start();
      const actual = socket.server?.address?.()?.port ?? port.db;
      cleanups.push(() => socket.stop());
      dbUrl = `postgresql://postgres:postgres@127.0.0.1:${actual}/postgres`;
    }

    let cache = await loadSchemaCache(db);
    let lastReload = Date.now();
    const reloadCache = async ({ ifStale = false } = {}) => {
      if (ifStale && Date.now() - lastReload < 1000) return cache;
      lastReload = Date.now();
      cache = await loadSchemaCache(db);
      return cache;
    };
    await db.listen('pgrst', (payload) => {
      if (!payload || String(payload).includes('reload schema')) reloadCache().catch(() => {});
    });
    // PGlite delivers NOTIFY from psql sessions to that session only, so also watch the catalog.
    let fingerprint = await schemaFingerprint(db);
    let polling = false;
    const watcher = setInterval(async () => {
      if (polling) return;
      polling = true;
      try {
        const next = await schemaFingerprint(db);
        if (next !== fingerprint) {
          fingerprint = next;
          await reloadCache();
        }
      } catch {
        // the database may be closing; the next tick tries again
      } finally {
        polling = false;
      }
    }, Number(process.env.SCHEMA_POLL_MS) || 2000);
    watcher.unref();
    cleanups.push(() => clearInterval(watcher));

    const { anonKey, serviceRoleKey } = apiKeys(jwtSecret);
    const rateLimits = {
      ...authLimitsFromConfig(configFile),
      signInPer5Min: Number(process.env.AUTH_RATE_LIMIT_SIGNIN) || undefined,
      signInPerIpPer5Min: Number(process.env.AUTH_RATE_LIMIT_SIGNIN_IP) || undefined,
      emailPerHour: Number(process.env.AUTH_RATE_LIMIT_EMAIL) || undefined,
      ...rateLimitOverrides,
    };
    const config = {
      jwtSecret,
      siteUrl: siteUrl.replace(/\/+$/, ''),
      apiUrl: '',
      autoconfirm,
      quiet,
      rateLimits,
      refreshReuseInterval,
      functionTimeoutMs,
      log,
    };
    const limiter = new RateLimiter();
    const functions = createFunctionsService({
      config,
      functionsDir,
      configFile,
      denoDir,
      log,
      env: {},
    });
    cleanups.push(() => functions.stop());
    const realtime = createRealtimeService({ db, config, log });
    await realtime.start();
    const handlers = {
      auth: createAuthService({ db, config, mailer, limiter }),
      rest: createRestService({ db, config, getCache: () => cache, reloadCache }),
      storage: createStorageService({ db, config, storageDir }),
      functions: functions.handle,
      realtime,
      log,
    };
    const api = await listenLoopback(() => createGateway(handlers), port.api);
    cleanups.push(() => Promise.all(api.servers.map(closeServer)));
    // runs first: open websockets would keep the servers from closing
    cleanups.push(() => realtime.stop());
    const apiUrl = `http://localhost:${api.port}`;
    config.apiUrl = apiUrl;
    const mailUrl = `http://localhost:${mail.httpPort}`;

    const fnEnv = {
      SUPABASE_URL: apiUrl,
      SUPABASE_ANON_KEY: anonKey,
      SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey,
      // PGlite is one session, shared with the gateway's transactions: there, functions reach the
      // database through the API only.
      ...(databaseUrl ? { SUPABASE_DB_URL: dbUrl, JWT_SECRET: jwtSecret } : {}),
      SITE_URL: config.siteUrl,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(mail.smtpPort),
      SMTP_USER: '',
      SMTP_PASS: '',
      SMTP_SECURE: 'false',
      SMTP_FROM: 'Recruitment Portal <no-reply@localhost>',
    };
    functions.setEnv(fnEnv);
    const schedules = startSchedules({ apiUrl: () => apiUrl, serviceRoleKey, functionsDir, log });
    cleanups.push(() => schedules.stop());

    return {
      apiUrl,
      dbUrl,
      mailUrl,
      anonKey,
      serviceRoleKey,
      jwtSecret,
      smtpPort: mail.smtpPort,
      db,
      reloadSchema: () => reloadCache(),
      runScheduled: schedules.run,
      stop: stopAll,
    };
  } catch (err) {
    await stopAll();
    throw err;
  }
}
