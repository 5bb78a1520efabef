// Realtime at /realtime/v1/websocket: Phoenix channels as @supabase/realtime-js speaks them —
// join (broadcast, presence, private), leave, heartbeat, client broadcasts and access-token
// refresh. Private channels are authorised by RLS on realtime.messages; messages that database
// triggers store with realtime.send / realtime.broadcast_changes arrive by NOTIFY and go to the
// joined channels of their topic.
import { WebSocketServer } from 'ws';
import { verifiedClaims } from '../lib/request-auth.js';
import { createSerializer, FrameError } from './serializer.js';
import { channelPermissions } from './authorization.js';

const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);
const VERSIONS = new Set(['1.0.0', '2.0.0']);
const TOPIC_PREFIX = 'realtime:';
const NOTIFY_CHANNEL = 'realtime_messages';
// Stored messages only serve the delivery path and policy checks; old ones are pruned.
const MESSAGE_RETENTION = '1 day';
const PRUNE_EVERY_MS = 60 * 60 * 1000;
const PING_EVERY_MS = 30_000;

export class TokenError extends Error {}

/** Claims of a channel token, or a TokenError worded like Supabase Realtime's join errors. */
export function channelClaims(token, secret) {
  let claims;
  try {
    claims = verifiedClaims(token, secret);
  } catch (err) {
    if (err.reason === 'expired') {
      const exp = Number(JSON.parse(Buffer.from(String(token).split('.')[1], 'base64url').toString('utf8')).exp);
      throw new TokenError(`InvalidJWTToken: Token has expired ${Math.max(0, Math.floor(Date.now() / 1000) - exp)} seconds ago`);
    }
    if (err.reason === 'signature') throw new TokenError('InvalidJWTToken: Signature error');
    throw new TokenError('MalformedJWT: The token provided is not a valid JWT');
  }
  if (typeof claims.role !== 'string' || claims.exp === undefined) {
    throw new TokenError('InvalidJWTToken: Fields `role` and `exp` are required in JWT');
  }
  if (!API_ROLES.has(claims.role)) throw new TokenError(`InvalidJWTToken: role "${claims.role}" is not allowed`);
  return claims;
}

export function createRealtimeService({ db, config, log = () => {} }) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });
  // `${private}:${subTopic}` -> joined channels
  const subscribers = new Map();
  const connections = new Set();
  const timers = [];

  const keyOf = (isPrivate, subTopic) => `${isPrivate ? 1 : 0}:${subTopic}`;

  function send(conn, frame) {
    if (conn.ws.readyState === conn.ws.OPEN) conn.ws.send(frame);
  }

  function reply(conn, msg, status, response = {}) {
    send(conn, conn.ser.encode({ join_ref: msg.join_ref, ref: msg.ref, topic: msg.topic, event: 'phx_reply', payload: { status, response } }));
  }

  function systemError(channel, message) {
    send(channel.conn, channel.conn.ser.encode({
      join_ref: channel.joinRef,
      topic: channel.topic,
      event: 'system',
      payload: { message, status: 'error', extension: 'system', channel: channel.subTopic },
    }));
  }

  function closeChannel(channel, ref = channel.joinRef) {
    removeChannel(channel);
    send(channel.conn, channel.conn.ser.encode({ join_ref: channel.joinRef, ref, topic: channel.topic, event: 'phx_close', payload: {} }));
  }

  function removeChannel(channel) {
    clearTimeout(channel.expiry);
    if (channel.conn.channels.get(channel.topic) === channel) channel.conn.channels.delete(channel.topic);
    const set = subscribers.get(channel.key);
    if (set) {
      set.delete(channel);
      if (set.size === 0) subscribers.delete(channel.key);
    }
    if (channel.presence) presenceLeave(channel);
  }

  // A token that expires while joined closes its channels, as on hosted Supabase.
  function armExpiry(channel) {
    clearTimeout(channel.expiry);
    const ms = Number(channel.claims.exp) * 1000 - Date.now();
    channel.expiry = setTimeout(() => {
      systemError(channel, 'Token has expired 0 seconds ago');
      closeChannel(channel);
    }, Math.max(0, Math.min(ms, 2 ** 31 - 1)));
    channel.expiry.unref?.();
  }

  async function permissionsFor(claims, subTopic) {
    return channelPermissions(db, { role: claims.role, claims }, subTopic);
  }

  async function join(conn, msg) {
    if (!msg.topic.startsWith(TOPIC_PREFIX)) return reply(conn, msg, 'error', { reason: 'Invalid topic: topics start with realtime:' });
    const subTopic = msg.topic.slice(TOPIC_PREFIX.length);
    const cfg = msg.payload.config ?? {};
    const isPrivate = cfg.private === true;
    let claims;
    try {
      claims = channelClaims(msg.payload.access_token ?? conn.apikey, config.jwtSecret);
    } catch (err) {
      if (err instanceof TokenError) return reply(conn, msg, 'error', { reason: err.message });
      throw err;
    }
    if (Array.isArray(cfg.postgres_changes) && cfg.postgres_changes.length > 0) {
      return reply(conn, msg, 'error', {
        reason: 'postgres_changes is not served by the local stack; send database events with realtime.broadcast_changes or realtime.send',
      });
    }
    let permissions = { read: true, presenceRead: true, write: true };
    if (isPrivate) {
      permissions = await permissionsFor(claims, subTopic);
      if (!permissions.read) {
        return reply(conn, msg, 'error', { reason: `Unauthorized: You do not have permissions to read from this Channel topic: ${subTopic}` });
      }
    }
    if (conn.ws.readyState !== conn.ws.OPEN) return;
    const previous = conn.channels.get(msg.topic);
    if (previous) closeChannel(previous);
    const channel = {
      conn,
      topic: msg.topic,
      subTopic,
      key: keyOf(isPrivate, subTopic),
      joinRef: msg.join_ref ?? msg.ref,
      private: isPrivate,
      claims,
      permissions,
      self: cfg.broadcast?.self === true,
      ack: cfg.broadcast?.ack === true,
      presence: cfg.presence?.enabled === true,
      presenceKey: cfg.presence?.key || crypto.randomUUID(),
      metas: null,
      expiry: null,
    };
    conn.channels.set(msg.topic, channel);
    if (!subscribers.has(channel.key)) subscribers.set(channel.key, new Set());
    subscribers.get(channel.key).add(channel);
    armExpiry(channel);
    reply(conn, msg, 'ok', { postgres_changes: [] });
    if (channel.presence && permissions.presenceRead) {
      send(conn, conn.ser.encode({ join_ref: channel.joinRef, topic: channel.topic, event: 'presence_state', payload: presenceState(channel.key) }));
    }
  }

  async function refreshToken(channel, msg) {
    let claims;
    try {
      claims = channelClaims(msg.payload.access_token, config.jwtSecret);
    } catch (err) {
      if (!(err instanceof TokenError)) throw err;
      systemError(channel, err.message.replace(/^\w+: /, ''));
      return closeChannel(channel);
    }
    if (channel.private) {
      const permissions = await permissionsFor(claims, channel.subTopic);
      if (!permissions.read) {
        systemError(channel, `You do not have permissions to read from this Channel topic: ${channel.subTopic}`);
        return closeChannel(channel);
      }
      channel.permissions = permissions;
    }
    channel.claims = claims;
    armExpiry(channel);
  }

  function deliver(key, event, payload, { meta, except } = {}) {
    const set = subscribers.get(key);
    if (!set) return 0;
    let count = 0;
    // Frames are encoded once per protocol version, not once per client.
    const frames = new Map();
    for (const channel of set) {
      if (channel === except) continue;
      const { vsn } = channel.conn;
      if (!frames.has(vsn)) frames.set(vsn, channel.conn.ser.encodeBroadcast(channel.topic, event, payload, meta));
      send(channel.conn, frames.get(vsn));
      count += 1;
    }
    return count;
  }

  function clientBroadcast(channel, msg) {
    const { event, payload } = msg.payload;
    if (typeof event !== 'string') return channel.ack ? reply(channel.conn, msg, 'error', { reason: 'broadcast needs an event' }) : undefined;
    if (channel.private && !channel.permissions.write) {
      return channel.ack ? reply(channel.conn, msg, 'error', { reason: 'You do not have permissions to write to this Channel topic' }) : undefined;
    }
    deliver(channel.key, event, payload ?? {}, { except: channel.self ? null : channel });
    if (channel.ack) reply(channel.conn, msg, 'ok');
  }

  // Presence: one entry per joined channel, keyed by the client's presence key.
  function presenceState(key) {
    const state = {};
    for (const channel of subscribers.get(key) ?? []) {
      if (!channel.metas) continue;
      (state[channel.presenceKey] ??= { metas: [] }).metas.push(...channel.metas);
    }
    return state;
  }

  function presenceDiff(channel, joins, leaves) {
    for (const other of subscribers.get(channel.key) ?? []) {
      if (!other.presence || !other.permissions.presenceRead) continue;
      send(other.conn, other.conn.ser.encode({ join_ref: other.joinRef, topic: other.topic, event: 'presence_diff', payload: { joins, leaves } }));
    }
  }

  function presenceLeave(channel) {
    if (!channel.metas) return;
    const leaves = { [channel.presenceKey]: { metas: channel.metas } };
    channel.metas = null;
    presenceDiff(channel, {}, leaves);
  }

  function presence(channel, msg) {
    const { event, payload } = msg.payload;
    if (channel.private && !channel.permissions.write) return reply(channel.conn, msg, 'error', { reason: 'You do not have permissions to track presence on this Channel topic' });
    if (event === 'track') {
      const leaves = channel.metas ? { [channel.presenceKey]: { metas: channel.metas } } : {};
      channel.metas = [{ ...(payload ?? {}), phx_ref: crypto.randomUUID() }];
      presenceDiff(channel, { [channel.presenceKey]: { metas: channel.metas } }, leaves);
    } else if (event === 'untrack') {
      presenceLeave(channel);
    } else {
      return reply(channel.conn, msg, 'error', { reason: `unknown presence event: ${event}` });
    }
    reply(channel.conn, msg, 'ok');
  }

  async function handle(conn, msg) {
    if (msg.topic === 'phoenix' && msg.event === 'heartbeat') return reply(conn, msg, 'ok');
    if (msg.event === 'phx_join') return join(conn, msg);
    const channel = conn.channels.get(msg.topic);
    if (!channel || (msg.join_ref && msg.join_ref !== channel.joinRef)) {
      return reply(conn, msg, 'error', { reason: 'unmatched topic' });
    }
    switch (msg.event) {
      case 'phx_leave':
        reply(conn, msg, 'ok');
        return closeChannel(channel);
      case 'access_token':
        return refreshToken(channel, msg);
      case 'broadcast':
        return clientBroadcast(channel, msg);
      case 'presence':
        return presence(channel, msg);
      default:
        return undefined;
    }
  }

  function onConnection(ws, { vsn, apikey }) {
    const conn = { ws, vsn, apikey, ser: createSerializer(vsn), channels: new Map(), queue: Promise.resolve(), alive: true };
    connections.add(conn);
    ws.on('pong', () => {
      conn.alive = true;
    });
    ws.on('message', (data, isBinary) => {
      let msg;
      try {
        msg = conn.ser.decode(data, isBinary);
      } catch (err) {
        if (err instanceof FrameError) return log({ level: 'warn', msg: 'realtime: unreadable frame', error: err.message });
        throw err;
      }
      // One connection's messages are handled in order; a join waits for its permission check.
      conn.queue = conn.queue
        .then(() => handle(conn, msg))
        .catch((err) => {
          log({ level: 'error', msg: 'realtime: message failed', event: msg.event, error: err.stack ?? String(err) });
          if (msg.ref) reply(conn, msg, 'error', { reason: 'UnknownErrorOnChannel: the server could not handle the message' });
        });
    });
    ws.on('close', () => {
      connections.delete(conn);
      for (const channel of [...conn.channels.values()]) removeChannel(channel);
    });
    ws.on('error', () => {});
  }

  function refuseUpgrade(socket, status, text, message) {
    const body = JSON.stringify({ message });
    socket.end(`HTTP/1.1 ${status} ${text}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`);
  }

  // Messages stored while the LISTEN connection was down never reached their channels. Every
  // joined channel is failed the way Phoenix reports a crashed channel (phx_error): realtime-js
  // rejoins it by itself and the application reloads what it shows on the new SUBSCRIBED.
  function failJoinedChannels() {
    let count = 0;
    for (const conn of connections) {
      for (const channel of [...conn.channels.values()]) {
        removeChannel(channel);
        send(conn, conn.ser.encode({ join_ref: channel.joinRef, ref: channel.joinRef, topic: channel.topic, event: 'phx_error', payload: {} }));
        count += 1;
      }
    }
    log({ level: 'warn', msg: 'realtime: database connection restored; joined channels rejoin to catch up', channels: count });
  }

  async function onDatabaseMessage(raw) {
    let note;
    try {
      note = JSON.parse(raw);
    } catch {
      return;
    }
    if (!note || typeof note.topic !== 'string') return;
    const key = keyOf(note.private === true, note.topic);
    if (!subscribers.has(key)) return;
    if (!('event' in note)) {
      // announced by id only: the payload was too large for NOTIFY
      const { rows } = await db.query('select event, extension, payload from realtime.messages where id = $1', [note.id]);
      if (!rows[0]) return;
      Object.assign(note, rows[0]);
    }
    if (note.extension !== 'broadcast' || typeof note.event !== 'string') return;
    deliver(key, note.event, note.payload ?? {}, { meta: { id: note.id } });
  }

  return {
    async start() {
      await db.listen(
        NOTIFY_CHANNEL,
        (payload) => {
          onDatabaseMessage(payload).catch((err) => log({ level: 'error', msg: 'realtime: delivery failed', error: String(err) }));
        },
        { onRestore: failJoinedChannels },
      );
      const prune = () => db.query(`delete from realtime.messages where inserted_at < now() - interval '${MESSAGE_RETENTION}'`).catch(() => {});
      await prune();
      timers.push(setInterval(prune, PRUNE_EVERY_MS));
      // Dead peers that never closed their TCP connection are dropped.
      timers.push(setInterval(() => {
        for (const conn of connections) {
          if (!conn.alive) {
            conn.ws.terminate();
            continue;
          }
          conn.alive = false;
          conn.ws.ping();
        }
      }, PING_EVERY_MS));
      for (const t of timers) t.unref?.();
    },
    /** HTTP upgrade for /realtime/v1/websocket; `url` is the parsed request target. */
    handleUpgrade(req, socket, head, url) {
      if (url.pathname !== '/realtime/v1/websocket' && url.pathname !== '/realtime/v1/websocket/') {
        return refuseUpgrade(socket, 404, 'Not Found', 'no Route matched with those values');
      }
      const apikey = url.searchParams.get('apikey') ?? req.headers.apikey;
      const vsn = url.searchParams.get('vsn') ?? '1.0.0';
      if (!VERSIONS.has(vsn)) return refuseUpgrade(socket, 400, 'Bad Request', `unsupported protocol version ${vsn}`);
      try {
        channelClaims(apikey, config.jwtSecret);
      } catch (err) {
        if (!(err instanceof TokenError)) throw err;
        return refuseUpgrade(socket, 403, 'Forbidden', err.message);
      }
      wss.handleUpgrade(req, socket, head, (ws) => onConnection(ws, { vsn, apikey }));
    },
    connectionCount: () => connections.size,
    async stop() {
      for (const t of timers) clearInterval(t);
      for (const conn of connections) conn.ws.terminate();
      connections.clear();
      subscribers.clear();
      wss.close();
    },
  };
}
