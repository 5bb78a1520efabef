// The load generators' HTTP client. It runs on the same two cores as the server it measures, so it
// is kept cheap: node:http over kept-alive connections costs a fraction of fetch's CPU per call.
import http from 'node:http';

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** One request; resolves with the status and the whole body, rejects on a network error. */
export function request(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : Buffer.from(body);
    const req = http.request(
      url,
      {
        method,
        agent,
        headers: payload ? { ...headers, 'content-length': payload.length } : headers,
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
