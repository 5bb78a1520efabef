// Minimal static file server for built apps: CORS for federated assets, SPA fallback for the shell.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';

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

async function fileIfExists(file) {
  try {
    const info = await stat(file);
    return info.isFile() ? file : null;
  } catch {
    return null;
  }
}

/**
 * @param {{ dir: string, port: number, spa?: boolean, portalConfig?: () => object, host?: string }} options
 * @returns {Promise<import('node:http').Server>}
 */
export function serveStatic({ dir, port, spa = false, portalConfig, host = '127.0.0.1' }) {
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
      res.writeHead(200, { 'Content-Type': TYPES['.json'], 'Cache-Control': 'no-store' });
      res.end(JSON.stringify(portalConfig()));
      return;
    }
    const requested = path.resolve(root, `.${decodeURIComponent(url.pathname)}`);
    if (!requested.startsWith(root)) {
      res.writeHead(403).end();
      return;
    }
    let file = await fileIfExists(requested);
    if (!file && spa && !path.extname(url.pathname)) file = path.join(root, 'index.html');
    if (!file) {
      res.writeHead(404, { 'Content-Type': TYPES['.txt'] }).end('Not found');
      return;
    }
    const ext = path.extname(file);
    const immutable = /\.[0-9a-f]{8}\.js$/.test(file);
    res.writeHead(200, {
      'Content-Type': TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
