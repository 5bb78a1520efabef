// The API gateway on one port: /auth/v1, /rest/v1, /storage/v1, /functions/v1, /realtime/v1 and /health.
import http from 'node:http';
import { send, HttpError } from './lib/http.js';

const ALLOW_HEADERS = [
  'authorization', 'x-client-info', 'apikey', 'content-type', 'prefer', 'range', 'range-unit', 'accept', 'accept-profile',
  'content-profile', 'x-upsert', 'x-supabase-api-version', 'cache-control', 'x-metadata', 'x-region',
].join(', ');
const EXPOSE_HEADERS = [
  'content-range', 'content-profile', 'preference-applied', 'x-supabase-api-version', 'x-sb-error-code', 'content-type',
  'content-length', 'content-disposition', 'etag', 'x-relay-error', 'location', 'x-total-count', 'link',
].join(', ');

function corsHeaders(req, allowOrigin) {
  const origin = req.headers.origin;
  const allowed = origin && allowOrigin(origin) ? origin : '*';
  const h = {
    'access-control-allow-origin': allowed,
    'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
    'access-control-allow-headers': req.headers['access-control-request-headers'] ?? ALLOW_HEADERS,
    'access-control-expose-headers': EXPOSE_HEADERS,
    'access-control-max-age': '86400',
  };
  if (allowed !== '*') {
    h['access-control-allow-credentials'] = 'true';
    h.vary = 'Origin';
  }
  return h;
}

// The request target is always a path on this host: `//evil.example/x` must not become host
// `evil.example`, and a target the URL parser refuses is the client's error, not the gateway's.
export function parseRequestTarget(target) {
  try {
    return new URL(`http://localhost${target.startsWith('/') ? '' : '/'}${target}`);
  } catch {
    return null;
  }
}

// Reachable without an API key, as on hosted Supabase: e-mail links, public and signed file URLs
// (the URL's token authorises them) and functions (each decides by its verify_jwt setting).
function needsApiKey(service, method, sub) {
  if (service === 'functions') return false;
  if (service === 'auth') return !(method === 'GET' && /^\/(verify|callback|authorize)\/?$/.test(sub));
  if (service === 'storage') {
    if ((method === 'GET' || method === 'HEAD') && /^\/object\/(public|sign)\//.test(sub)) return false;
    if (method === 'PUT' && sub.startsWith('/object/upload/sign/')) return false;
  }
  return true;
}

// Kong's key check: the project's anon or service_role key, in the `apikey` header or query parameter.
function apiKeyRefusal(req, url, apiKeys) {
  const key = req.headers.apikey ?? url.searchParams.get('apikey');
  if (!key) return { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' };
  if (!apiKeys.has(String(key))) {
    return { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' };
  }
  return null;
}

// How long an idle keep-alive connection stays open: about what hosted API gateways allow. Node's
// own 5 s closes a connection just as a client (a browser, supabase-js in a function) sends its
// next request on it, and that request fails with a reset.
export const KEEP_ALIVE_MS = 65_000;

const CLIENT_ERRORS = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout'],
};

export function createGateway({ auth, rest, storage, functions, realtime, apiKeys, log, allowOrigin = () => true }) {
  const server = http.createServer(async (req, res) => {
    const started = Date.now();
    const url = parseRequestTarget(req.url);
    for (const [k, v] of Object.entries(corsHeaders(req, allowOrigin))) res.setHeader(k, v);
    res.on('finish', () => {
      log({ method: req.method, path: url?.pathname ?? req.url, status: res.statusCode, ms: Date.now() - started });
    });
    if (!url) return send(res, 400, { message: 'Invalid request path' });
    try {
      if (req.method === 'OPTIONS') {
        res.writeHead(200, { 'content-type': 'text/plain' });
        return res.end('ok');
      }
      const m = /^\/(auth|rest|storage|functions)\/v1(\/.*)?$/.exec(url.pathname);
      if (!m) {
        if (url.pathname === '/health' || url.pathname === '/') return send(res, 200, { status: 'ok' });
        return send(res, 404, { message: 'no Route matched with those values' });
      }
      const sub = m[2] ?? '/';
      if (apiKeys && needsApiKey(m[1], req.method, sub)) {
        const refusal = apiKeyRefusal(req, url, apiKeys);
        if (refusal) return send(res, 401, refusal);
      }
      if (m[1] === 'auth') return await auth(req, res, sub, url);
      if (m[1] === 'rest') return await rest(req, res, sub, url);
      if (m[1] === 'storage') return await storage(req, res, sub, url);
      return await functions(req, res, sub, url);
    } catch (err) {
      if (err instanceof HttpError) return send(res, err.status, err.body);
      log({ level: 'error', msg: 'unhandled gateway error', path: url.pathname, error: err.stack ?? String(err) });
      send(res, 500, { message: 'Internal gateway error' });
    }
  });
  server.on('upgrade', (req, socket, head) => {
    socket.on('error', () => {});
    const url = parseRequestTarget(req.url);
    if (realtime && url?.pathname.startsWith('/realtime/v1/')) return realtime.handleUpgrade(req, socket, head, url);
    socket.end('HTTP/1.1 404 Not Found\r\ncontent-length: 0\r\nconnection: close\r\n\r\n');
  });
  // Requests Node's HTTP parser refuses (oversized headers, garbage) still get a JSON answer.
  server.on('clientError', (err, socket) => {
    if (err.code === 'ECONNRESET' || !socket.writable) return socket.destroy();
    const [status, text] = CLIENT_ERRORS[err.code] ?? [400, 'Bad Request'];
    // an answer to HEAD has no body, or the client reads it as the start of another response
    const head = err.rawPacket?.subarray(0, 5).toString('latin1') === 'HEAD ';
    const body = JSON.stringify({ message: text });
    socket.end(
      `HTTP/1.1 ${status} ${text}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${head ? '' : body}`,
    );
  });
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  // the headers of a request on a kept-alive connection may arrive as late as the idle limit
  server.headersTimeout = KEEP_ALIVE_MS + 1000;
  return server;
}
