// A connection the gateway kept alive still answers after the idle time at which Node's default
// (5 s) would have closed it, so a client reusing it does not read a reset.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { createGateway } from '../src/gateway.js';

const get = (port, agent) =>
  new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/rest/v1/jobs', agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, socket: req.socket }));
    });
    req.on('error', reject);
  });

test('an idle kept-alive connection is still served after 6 s', { timeout: 20_000 }, async () => {
  const gateway = createGateway({ apiKeys: new Set(['key']), log: () => {} });
  await new Promise((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const { port } = gateway.address();
    const first = await get(port, agent);
    // no API key: the gateway's own refusal, answered without any service behind it
    assert.equal(first.status, 401);
    await new Promise((resolve) => setTimeout(resolve, 6000));
    const second = await get(port, agent);
    assert.equal(second.status, 401);
    assert.equal(second.socket, first.socket, 'the same connection served both requests');
  } finally {
    agent.destroy();
    gateway.closeAllConnections();
    await new Promise((resolve) => gateway.close(resolve));
  }
});
