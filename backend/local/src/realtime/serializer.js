// Phoenix channel frames as realtime-js speaks them. vsn 1.0.0: JSON objects. vsn 2.0.0: JSON
// arrays [join_ref, ref, topic, event, payload], plus binary frames for user broadcasts
// (kind 3 = pushed by a client, kind 4 = delivered by the server).
const KIND_USER_BROADCAST_PUSH = 3;
const KIND_USER_BROADCAST = 4;
const BINARY_ENCODING = 0;
const JSON_ENCODING = 1;

export class FrameError extends Error {}

export function createSerializer(vsn) {
  const v2 = vsn === '2.0.0';
  return {
    decode(data, isBinary) {
      if (isBinary) {
        if (!v2) throw new FrameError('binary frames need vsn 2.0.0');
        return decodeUserBroadcastPush(Buffer.isBuffer(data) ? data : Buffer.concat(data));
      }
      let parsed;
      try {
        parsed = JSON.parse(data.toString('utf8'));
      } catch {
        throw new FrameError('frame is not JSON');
      }
      if (v2) {
        if (!Array.isArray(parsed) || parsed.length !== 5) throw new FrameError('frame is not a 5-element array');
        const [join_ref, ref, topic, event, payload] = parsed;
        return check({ join_ref, ref, topic, event, payload });
      }
      if (!parsed || typeof parsed !== 'object') throw new FrameError('frame is not an object');
      return check({ join_ref: parsed.join_ref ?? null, ref: parsed.ref ?? null, topic: parsed.topic, event: parsed.event, payload: parsed.payload });
    },
    encode({ join_ref = null, ref = null, topic, event, payload }) {
      if (v2) return JSON.stringify([join_ref, ref, topic, event, payload]);
      return JSON.stringify({ topic, event, payload, ref, join_ref });
    },
    /** A broadcast delivered to a client: binary on 2.0.0, the JSON frame on 1.0.0. */
    encodeBroadcast(topic, event, payload, meta) {
      if (!v2) {
        return JSON.stringify({ topic, event: 'broadcast', payload: { type: 'broadcast', event, payload, ...(meta ? { meta } : {}) }, ref: null });
      }
      const t = Buffer.from(topic);
      const e = Buffer.from(event);
      const m = Buffer.from(meta ? JSON.stringify(meta) : '');
      const binary = Buffer.isBuffer(payload);
      const body = binary ? payload : Buffer.from(JSON.stringify(payload ?? {}));
      if (t.length > 255 || e.length > 255 || m.length > 255) throw new FrameError('broadcast header field too long');
      const header = [KIND_USER_BROADCAST, t.length, e.length, m.length, binary ? BINARY_ENCODING : JSON_ENCODING];
      return Buffer.concat([Buffer.from(header), t, e, m, body]);
    },
  };
}

function check(msg) {
  if (typeof msg.topic !== 'string' || typeof msg.event !== 'string') throw new FrameError('frame needs a topic and an event');
  if (msg.payload === undefined || msg.payload === null) msg.payload = {};
  return msg;
}

function decodeUserBroadcastPush(buf) {
  if (buf.length < 7 || buf[0] !== KIND_USER_BROADCAST_PUSH) throw new FrameError('unknown binary frame');
  const [joinRefLen, refLen, topicLen, eventLen, metaLen, encoding] = buf.subarray(1, 7);
  let offset = 7;
  const take = (n) => {
    const s = buf.subarray(offset, offset + n).toString('utf8');
    offset += n;
    return s;
  };
  const joinRef = take(joinRefLen);
  const ref = take(refLen);
  const topic = take(topicLen);
  const event = take(eventLen);
  const meta = metaLen ? JSON.parse(take(metaLen)) : {};
  if (offset > buf.length) throw new FrameError('truncated binary frame');
  const raw = buf.subarray(offset);
  let payload;
  if (encoding === JSON_ENCODING) {
    try {
      payload = JSON.parse(raw.toString('utf8') || '{}');
    } catch {
      throw new FrameError('broadcast payload is not JSON');
    }
  } else {
    // Binary user payloads are relayed as they came.
    payload = raw;
  }
  return {
    join_ref: joinRef || null,
    ref: ref || null,
    topic,
    event: 'broadcast',
    payload: { ...meta, type: 'broadcast', event, payload },
  };
}
