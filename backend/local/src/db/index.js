// Database access for the gateway: embedded PGlite (one session, transactions serialized)
// or a real Postgres server through a pg Pool when a connection URL is given.
import fs from 'node:fs';
import path from 'node:path';
import { inlineParams, NotInlinable } from './inline-params.js';

const SEARCH_PATH = 'set search_path = "$user", public, extensions';

export async function openDatabase({ dataDir, databaseUrl, templateRoot }) {
  return databaseUrl ? openPostgres(databaseUrl) : openPglite(dataDir, templateRoot);
}

// initdb inside wasm takes most of a fresh start; new databases are copied from a cluster that
// was initialised and bootstrapped once (keyed by the PGlite version and the bootstrap SQL).
async function templateFor(templateRoot, PGlite, extensions) {
  const { default: crypto } = await import('node:crypto');
  const { createRequire } = await import('node:module');
  const { fileURLToPath } = await import('node:url');
  let pkgDir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!fs.existsSync(path.join(pkgDir, 'package.json'))) pkgDir = path.dirname(pkgDir);
  const { version } = JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
  const bootstrap = fs.readFileSync(fileURLToPath(new URL('../../sql/bootstrap.sql', import.meta.url)), 'utf8');
  const key = crypto.createHash('sha256').update(`${version}\n${Object.keys(extensions).sort()}\n${bootstrap}`).digest('hex').slice(0, 16);
  const dir = path.join(templateRoot, `pglite-${key}`);
  if (fs.existsSync(path.join(dir, 'PG_VERSION'))) return dir;
  const tmp = `${dir}.tmp-${process.pid}-${Date.now()}`;
  fs.mkdirSync(tmp, { recursive: true });
  const pg = await PGlite.create({ dataDir: tmp, extensions });
  await pg.exec(bootstrap);
  await pg.close();
  try {
    fs.renameSync(tmp, dir);
  } catch {
    // another process finished the same template first
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  return dir;
}

async function openPglite(dataDir, templateRoot) {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pgcrypto } = await import('@electric-sql/pglite/contrib/pgcrypto');
  const { uuid_ossp } = await import('@electric-sql/pglite/contrib/uuid_ossp');
  const { citext } = await import('@electric-sql/pglite/contrib/citext');
  const extensions = { pgcrypto, uuid_ossp, citext };
  try {
    const { pgtap } = await import('@electric-sql/pglite-pgtap');
    extensions.pgtap = pgtap;
  } catch {
    // pgTAP is optional for the gateway; the database tests load it when present.
  }
  const fresh = !fs.existsSync(path.join(dataDir, 'PG_VERSION'));
  if (fresh && templateRoot) {
    const template = await templateFor(templateRoot, PGlite, extensions);
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.cpSync(template, dataDir, { recursive: true });
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create({ dataDir, extensions });
  await pg.exec(SEARCH_PATH);
  const listeners = new Map();

  return {
    kind: 'pglite',
    fresh,
    pglite: pg,
    // PGlite is a single session: every unit of work is one serialized transaction.
    async tx(fn, { readOnly = false } = {}) {
      return pg.transaction(async (t) => {
        if (readOnly) await t.exec('set transaction read only');
        return fn(wrapPglite(t));
      });
    },
    // In-process, so a round trip costs nothing: the statements simply run in one transaction.
    async batch(statements, options) {
      return this.tx(async (c) => {
        const results = [];
        for (const s of statements) results.push(await c.query(s.text, s.params));
        return results;
      }, options);
    },
    async exec(sql) {
      await pg.transaction(async (t) => {
        await t.exec(sql);
      });
    },
    async query(text, params) {
      return this.tx((c) => c.query(text, params));
    },
    async listen(channel, cb) {
      const unsub = await pg.listen(channel, cb);
      listeners.set(channel, unsub);
    },
    async close() {
      for (const unsub of listeners.values()) await unsub();
      await pg.close();
    },
  };
}

function wrapPglite(t) {
  return {
    async query(text, params = []) {
      const r = await t.query(text, params);
      return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length };
    },
    async exec(sql) {
      await t.exec(sql);
    },
  };
}

async function openPostgres(databaseUrl) {
  const { default: pgLib } = await import('pg');
  // batch() writes parameters as standard string literals, which needs standard_conforming_strings.
  const pool = new pgLib.Pool({
    connectionString: databaseUrl,
    max: 10,
    options: '-c search_path="$user",public,extensions -c standard_conforming_strings=on',
  });
  // A server that goes away errors every client; the failing query already reports it to its caller.
  pool.on('connect', (client) => client.on('error', () => {}));
  pool.on('error', () => {});
  const probe = await pool.query(
    "select to_regclass('supabase_migrations.schema_migrations') is null as fresh",
  );
  let listenClient = null;
  const listeners = new Map();

  return {
    kind: 'postgres',
    fresh: probe.rows[0].fresh,
    pool,
    async tx(fn, { readOnly = false } = {}) {
      const client = await pool.connect();
      try {
        await client.query(readOnly ? 'begin read only' : 'begin');
        const result = await fn({
          query: async (text, params = []) => {
            const r = await client.query(text, params);
            return { rows: r.rows, rowCount: r.rowCount };
          },
          exec: async (sql) => {
            await client.query(sql);
          },
        });
        await client.query('commit');
        return result;
      } catch (err) {
        await client.query('rollback').catch(() => {});
        throw err;
      } finally {
        client.release();
      }
    },
    /**
     * Runs statements known up front in one transaction and one round trip (a simple query with
     * the parameters written in), instead of one round trip per statement plus begin and commit.
     */
    async batch(statements, { readOnly = false } = {}) {
      let text;
      try {
        text = [readOnly ? 'begin read only' : 'begin', ...statements.map((s) => inlineParams(s.text, s.params)), 'commit'].join(';\n');
      } catch (err) {
        if (!(err instanceof NotInlinable)) throw err;
        return this.tx(async (c) => {
          const results = [];
          for (const s of statements) results.push(await c.query(s.text, s.params));
          return results;
        }, { readOnly });
      }
      const client = await pool.connect();
      try {
        const results = await client.query(text);
        return results.slice(1, -1).map((r) => ({ rows: r.rows, rowCount: r.rowCount }));
      } catch (err) {
        await client.query('rollback').catch(() => {});
        throw err;
      } finally {
        client.release();
      }
    },
    async exec(sql) {
      await this.tx((c) => c.exec(sql));
    },
    async query(text, params) {
      return this.tx((c) => c.query(text, params));
    },
    async listen(channel, cb) {
      if (!listenClient) {
        listenClient = new pgLib.Client({ connectionString: databaseUrl });
        listenClient.on('error', () => {});
        await listenClient.connect();
        listenClient.on('notification', (msg) => listeners.get(msg.channel)?.(msg.payload ?? ''));
      }
      listeners.set(channel, cb);
      await listenClient.query(`listen "${channel.replace(/"/g, '')}"`);
    },
    async close() {
      if (listenClient) await listenClient.end().catch(() => {});
      await pool.end();
    },
  };
}

// Drops everything a previous run created on a real server, so a reset starts from scratch.
export async function wipePostgres(databaseUrl) {
  const { default: pgLib } = await import('pg');
  const client = new pgLib.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select nspname from pg_namespace
       where nspname not like 'pg\\_%' and nspname <> 'information_schema'`,
    );
    for (const { nspname } of rows) {
      await client.query(`drop schema if exists "${nspname.replace(/"/g, '""')}" cascade`);
    }
    await client.query('drop publication if exists supabase_realtime');
    await client.query('create schema public');
    await client.query('grant all on schema public to public');
  } finally {
    await client.end();
  }
}
