// Private-channel permissions, decided the way Supabase Realtime decides them: inside one
// transaction that is always rolled back, probe rows for the topic are written by the server,
// then, as the joining user (role and JWT claims set, `realtime.topic()` = the topic), the SELECT
// policies decide which probes the user may read and the INSERT policies whether the user may
// write a broadcast message.
import { applyRequestContext } from '../lib/request-auth.js';

class RolledBack extends Error {
  constructor(result) {
    super('rolled back');
    this.result = result;
  }
}

export async function channelPermissions(db, { role, claims }, subTopic) {
  try {
    await db.tx(async (c) => {
      const { rows: probes } = await c.query(
        `insert into realtime.messages (topic, extension, private) values ($1, 'broadcast', true), ($1, 'presence', true)
         returning id, extension`,
        [subTopic],
      );
      await applyRequestContext(c, { role, claims });
      await c.query("select set_config('realtime.topic', $1, true)", [subTopic]);
      const { rows } = await c.query('select extension from realtime.messages where id = any($1::uuid[])', [probes.map((p) => p.id)]);
      const readable = new Set(rows.map((r) => r.extension));
      const result = { read: readable.has('broadcast'), presenceRead: readable.has('presence'), write: false };
      try {
        await c.query("insert into realtime.messages (topic, extension, private) values ($1, 'broadcast', true)", [subTopic]);
        result.write = true;
      } catch {
        // refused by the INSERT policies (the transaction is rolled back below either way)
      }
      throw new RolledBack(result);
    });
  } catch (err) {
    if (err instanceof RolledBack) return err.result;
    throw err;
  }
  throw new Error('permission probe was not rolled back');
}
