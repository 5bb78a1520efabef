// Minimal static file server for built apps: CORS for federated assets, SPA fallback for the shell,
// brotli/gzip compression, long cache for content-hashed files and revalidation for the rest.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

const COMPRESSIBLE = new Set(['.html', '.js', '.json', '.map', '.css', '.svg', '.txt']);
// Compressed bodies by file, reused while the file is unchanged (builds replace files, not edit them).
const compressedCache = new Map();

function preferredEncoding(header = '') {
  if (/\bbr\b/.test(header)) return 'br';
  if (/\bgzip\b/.test(header)) return 'gzip';
  return null;
}

function compress(body, encoding) {
  if (encoding === 'br') {
    return zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
  }
  return zlib.gzipSync(body, { level: 9 });
}

async function compressedFile(file, info, encoding) {
  const key = `${encoding}:${file}`;
  const cached = compressedCache.get(key);
  if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached.body;
  const body = compress(await readFile(file), encoding);
  compressedCache.set(key, { mtimeMs: info.mtimeMs, size: info.size, body });
  return body;
}

// Compressed bodies of generated pages (prerendered HTML), by their text.
const pageCache = new Map();

function generatedPage(html, encoding) {
  let entry = pageCache.get(html);
  if (!entry) {
    if (pageCache.size > 50) pageCache.clear();
    const hash = createHash('sha1').update(html).digest('hex').slice(0, 16);
    entry = { etag: `W/"${hash}"`, bodies: {} };
    pageCache.set(html, entry);
  }
  if (encoding) entry.bodies[encoding] ??= compress(Buffer.from(html), encoding);
  return { etag: entry.etag, body: encoding ? entry.bodies[encoding] : Buffer.from(html) };
}

/** A generated page: revalidated like index.html, compressed once per text. */
function sendPage(req, res, html) {
  const encoding = preferredEncoding(req.headers['accept-encoding']);
  const { etag, body } = generatedPage(html, encoding);
  const headers = {
    'Content-Type': TYPES['.html'],
    'Cache-Control': 'no-cache',
    ETag: etag,
    Vary: 'Accept-Encoding',
  };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers).end();
    return;
  }
  res.writeHead(200, {
    ...headers,
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
    'Content-Length': body.length,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** A page made for this request (the job board's): compressed, never cached. */
function sendGenerated(req, res, { status, type, body }) {
  const encoding = preferredEncoding(req.headers['accept-encoding']);
  const bytes = encoding ? compress(Buffer.from(body), encoding) : Buffer.from(body);
  res.writeHead(status, {
    'Content-Type': type,
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding',
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
    'Content-Length': bytes.length,
  });
  res.end(req.method === 'HEAD' ? undefined : bytes);
}

/** Hashed chunks never change under their name; entry files, manifests and HTML must be revalidated. */
function cacheControl(file) {
  return /\.[0-9a-f]{8}\.(js|css)$/.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

async function fileIfExists(file) {
  try {
    const info = await stat(file);
    return info.isFile() ? file : null;
  } catch {
    return null;
  }
}

/**
 * @param {{ dir: string, port: number, spa?: boolean, portalConfig?: () => object, host?: string,
 *   page?: (pathname: string, search: string) => string | undefined,
 *   answer?: (url: URL) => Promise<{ status: number, type: string, body: string } | undefined> }} options
 *   `page` gives the HTML for a path the SPA fallback serves (a prerendered page), or undefined for
 *   index.html; `answer` renders the paths it knows (the job board) before any file is looked up
 * @returns {Promise<import('node:http').Server>}
 */
export function serveStatic({ dir, port, spa = false, portalConfig, page, answer, host = '127.0.0.1' }) {
  const root = path.resolve(dir);
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405).end();
      return;
    }
    if (portalConfig && url.pathname === '/portal-config.json') {
      // Switching an area's version is an edit of this file: always revalidated, never stale.
      res.writeHead(200, { 'Content-Type': TYPES['.json'], 'Cache-Control': 'no-cache' });
      res.end(JSON.stringify(portalConfig()));
      return;
    }
    if (answer) {
      let answered;
      try {
        answered = await answer(url);
      } catch (error) {
        // The live page still loads its data itself; only the prerendered content is missing.
        console.warn(`[portal] ${url.pathname} served without its content: ${error.message}`);
      }
      if (answered) {
        sendGenerated(req, res, answered);
        return;
      }
    }
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400, { 'Content-Type': TYPES['.txt'] }).end('Bad request');
      return;
    }
    const requested = path.resolve(root, `.${pathname}`);
    if (!requested.startsWith(root)) {
      res.writeHead(403).end();
      return;
    }
    let file = await fileIfExists(requested);
    if (!file && spa && !path.extname(url.pathname)) {
      const html = page?.(url.pathname, url.search);
      if (html) {
        sendPage(req, res, html);
        return;
      }
      file = path.join(root, 'index.html');
    }
    if (!file) {
      res.writeHead(404, { 'Content-Type': TYPES['.txt'] }).end('Not found');
      return;
    }
    const ext = path.extname(file);
    const info = await stat(file);
    // Revalidating an unchanged remoteEntry.js or manifest costs a 304, not the file again.
    const etag = `W/"${info.size.toString(16)}-${Math.round(info.mtimeMs).toString(16)}"`;
    const headers = {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': cacheControl(file),
      ETag: etag,
    };
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers).end();
      return;
    }
    const encoding = COMPRESSIBLE.has(ext)
      ? preferredEncoding(req.headers['accept-encoding'])
      : null;
    if (encoding) {
      const body = await compressedFile(file, info, encoding);
      res.writeHead(200, {
        ...headers,
        'Content-Encoding': encoding,
        'Content-Length': body.length,
        Vary: 'Accept-Encoding',
      });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    res.writeHead(200, { ...headers, Vary: 'Accept-Encoding' });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
