// The gateway's own connections to PostgreSQL (auth, storage, migrations): a pg Pool as the
// database owner; API requests reach the database through PostgREST instead.
import { inlineParams, NotInlinable } from './inline-params.js';

// Delays between attempts to get the LISTEN connection back after the server went away.
const RELISTEN_DELAYS_MS = [250, 500, 1000, 2000, 5000];

export async function openDatabase({ databaseUrl }) {
  return openPostgres(databaseUrl);
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
  // channel -> { onMessage, onRestore }
  const listeners = new Map();
  let listenClient = null;
  let relistenTimer = null;
  let closing = false;
  const listenSql = (channel) => `listen "${channel.replace(/"/g, '')}"`;

  async function openListener() {
    const client = new pgLib.Client({ connectionString: databaseUrl, keepAlive: true, keepAliveInitialDelayMillis: 10_000 });
    let open = false;
    // The 'end' that follows an error is what starts the reconnection.
    client.on('error', () => {});
    client.on('end', () => {
      if (listenClient !== client) return;
      listenClient = null;
      if (!closing) relisten(0);
    });
    client.on('notification', (msg) => listeners.get(msg.channel)?.onMessage(msg.payload ?? ''));
    try {
      await client.connect();
      for (const channel of listeners.keys()) await client.query(listenSql(channel));
      open = true;
    } finally {
      if (!open) await client.end().catch(() => {});
    }
    listenClient = client;
  }

  // Notifications sent while no connection listened are lost; onRestore lets a listener catch up.
  function relisten(attempt) {
    relistenTimer = setTimeout(async () => {
      relistenTimer = null;
      if (closing) return;
      try {
        await openListener();
      } catch {
        return relisten(attempt + 1);
      }
      if (closing) return listenClient?.end().catch(() => {});
      for (const { onRestore } of listeners.values()) onRestore?.();
    }, RELISTEN_DELAYS_MS[Math.min(attempt, RELISTEN_DELAYS_MS.length - 1)]);
    relistenTimer.unref?.();
  }

  return {
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
    /**
     * Calls onMessage with each NOTIFY payload on `channel`. The connection comes back by itself
     * after the server restarts; onRestore is called once it listens again.
     */
    async listen(channel, onMessage, { onRestore } = {}) {
      const known = listeners.has(channel);
      listeners.set(channel, { onMessage, onRestore });
      if (known || relistenTimer) return;
      if (!listenClient) await openListener();
      else await listenClient.query(listenSql(channel));
    },
    async close() {
      closing = true;
      clearTimeout(relistenTimer);
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
    // The migrations' database-wide "revoke execute on functions from public" outlives the
    // schemas: left in place, the extensions the bootstrap creates again would be callable by no
    // one but their owner.
    await client.query('alter default privileges grant execute on functions to public');
    await client.query('create schema public');
    await client.query('grant all on schema public to public');
  } finally {
    await client.end();
  }
}
