// Starts the whole local platform: PostgreSQL, PostgREST, mail catcher and the Supabase-compatible gateway.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, wipePostgres } from './db/index.js';
import { prepareDatabase } from './db/migrate.js';
import { startPostgres } from './db/server.js';
import { startPostgrest, createRestProxy } from './postgrest.js';
import { apiKeys } from './lib/jwt.js';
import { RateLimiter } from './lib/http.js';
import { startMailCatcher } from './mail/catcher.js';
import { createMailer } from './mail/mailer.js';
import { createAuthService } from './auth/index.js';
import { createPasswordPool } from './auth/passwords.js';
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

function passwordOf(url) {
  try {
    return url ? decodeURIComponent(new URL(url).password) || undefined : undefined;
  } catch {
    return undefined;
  }
}

// PostgREST answers 503 on /ready while it reloads its schema cache; a DDL statement and the
// explicit NOTIFY each start a reload, so the cache counts as settled after a few ready answers.
async function waitForSchemaReload(adminUrl) {
  let settled = 0;
  await new Promise((r) => setTimeout(r, 200));
  for (let i = 0; i < 200 && settled < 4; i += 1) {
    const res = await fetch(`${adminUrl}/ready`).catch(() => null);
    settled = res?.ok ? settled + 1 : 0;
    await new Promise((r) => setTimeout(r, 50));
  }
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
    // throwaway clusters in tests skip fsync; the stack's own data is written durably
    durable = true,
    // PostgREST logs in as `authenticator`; Supabase's image gives it the database password
    authenticatorPassword = process.env.AUTHENTICATOR_PASSWORD || passwordOf(databaseUrl) || 'postgres',
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
    const pgDir = path.join(dataDir, 'postgres');
    const storageDir = path.join(dataDir, 'storage');
    if (reset) {
      progress('resetting database and storage');
      if (databaseUrl) await wipePostgres(databaseUrl);
      else fs.rmSync(pgDir, { recursive: true, force: true });
      fs.rmSync(storageDir, { recursive: true, force: true });
    }

    const mail = await startMailCatcher({ smtpPort: port.smtp, httpPort: port.mail });
    cleanups.push(() => mail.stop());
    const mailer = createMailer({ port: mail.smtpPort });
    cleanups.push(() => mailer.close());

    let dbUrl = databaseUrl;
    if (!databaseUrl) {
      progress(`starting PostgreSQL at ${pgDir}`);
      fs.mkdirSync(dataDir, { recursive: true });
      const server = await startPostgres({ dataDir: pgDir, port: port.db, durable, logFile: path.join(dataDir, 'postgres.log') });
      cleanups.push(() => server.stop());
      dbUrl = server.url;
    } else {
      progress('connecting to PostgreSQL');
    }
    const db = await openDatabase({ databaseUrl: dbUrl });
    cleanups.push(() => db.close());
    await prepareDatabase(db, { migrationsDir, seedFile, seed, fresh: db.fresh, authenticatorPassword, log: progress });

    progress('starting PostgREST');
    const authenticatorUrl = new URL(dbUrl);
    authenticatorUrl.username = 'authenticator';
    authenticatorUrl.password = authenticatorPassword;
    const postgrest = await startPostgrest({ dbUri: authenticatorUrl.toString(), jwtSecret, configFile, log });
    cleanups.push(() => postgrest.stop());
    const rest = createRestProxy({ url: postgrest.url });
    cleanups.push(() => rest.close());

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
    const passwords = createPasswordPool();
    cleanups.push(() => passwords.stop());
    const handlers = {
      auth: createAuthService({ db, config, mailer, limiter, passwords }),
      rest,
      storage: createStorageService({ db, config, storageDir }),
      functions: functions.handle,
      realtime,
      apiKeys: new Set([anonKey, serviceRoleKey]),
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
      SUPABASE_DB_URL: dbUrl,
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
      runScheduled: schedules.run,
      postgrestUrl: postgrest.url,
      // what a migration applied from outside does: PostgREST reloads its schema cache and config
      async reloadSchema() {
        await db.exec("notify pgrst, 'reload schema'; notify pgrst, 'reload config'");
        await waitForSchemaReload(postgrest.adminUrl);
      },
      stop: stopAll,
    };
  } catch (err) {
    await stopAll();
    throw err;
  }
}
