// Small HTTP helpers shared by the gateway's services.
export class HttpError extends Error {
  constructor(status, body, headers = {}) {
    super(typeof body === 'string' ? body : body?.message ?? body?.msg ?? 'error');
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

export function readBody(req, limit = 50 * 1024 * 1024) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (c) => {
      size += c.length;
      if (size > limit) tooLarge = true;
      // keep draining an oversized body so the client still receives the error response
      if (!tooLarge) chunks.push(c);
    });
    req.on('end', () => (tooLarge ? reject(new HttpError(413, { message: 'Payload too large' })) : resolve(Buffer.concat(chunks))));
    req.on('error', reject);
  });
}

export async function readJson(req) {
  const buf = await readBody(req, 10 * 1024 * 1024);
  if (!buf.length) return {};
  try {
    return JSON.parse(buf.toString('utf8'));
  } catch {
    throw new HttpError(400, { message: 'Could not parse request body as JSON' });
  }
}

export function send(res, status, body, headers = {}) {
  if (res.headersSent) return;
  const isBuffer = Buffer.isBuffer(body);
  const payload =
    body === undefined || body === null ? '' : isBuffer || typeof body === 'string' ? body : JSON.stringify(body);
  const h = { ...headers };
  if (!isBuffer && typeof body !== 'string' && body !== undefined && body !== null && !h['content-type']) {
    h['content-type'] = 'application/json; charset=utf-8';
  }
  res.writeHead(status, h);
  res.end(res.req?.method === 'HEAD' ? undefined : payload);
}

export function bearer(req) {
  const h = req.headers.authorization || '';
  const m = /^bearer\s+(.+)$/i.exec(h.trim());
  return m ? m[1].trim() : null;
}

export function clientIp(req) {
  return req.socket.remoteAddress || 'unknown';
}

// Fixed-window counters; enough to give the 429 behaviour of a hosted project.
export class RateLimiter {
  constructor() {
    this.windows = new Map();
  }
  hit(key, limit, windowMs) {
    if (!limit || limit <= 0) return true;
    const now = Date.now();
    let w = this.windows.get(key);
    if (!w || w.reset <= now) {
      w = { count: 0, reset: now + windowMs };
      this.windows.set(key, w);
    }
    w.count += 1;
    return w.count <= limit;
  }
}
