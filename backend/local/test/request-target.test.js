// The gateway answers every request target with JSON and never lets one take the process down.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import { startTestStack } from './helpers.js';

let stack;
before(async () => {
  stack = await startTestStack();
});
after(async () => {
  await stack?.stop();
});

/** Sends a request line exactly as given and returns the raw answer. */
function rawRequest(method, target, extraHeaders = '') {
  const port = Number(new URL(stack.apiUrl).port);
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.end(
        `${method} ${target} HTTP/1.1\r\nHost: localhost\r\n${extraHeaders}Connection: close\r\n\r\n`,
      );
    });
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('close', () => {
      const [head, body = ''] = answer.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), head, body });
    });
    socket.on('error', reject);
  });
}

test('a protocol-relative path is a path on the gateway, never another host', async () => {
  for (const method of ['GET', 'PUT', 'DELETE']) {
    const res = await rawRequest(method, '//%F2%B1%8E%BF');
    assert.equal(res.status, 404, `${method} //%F2%B1%8E%BF`);
  }
  const res = await rawRequest('GET', '//evil.example/rest/v1/jobs');
  assert.equal(res.status, 404);
  assert.match(res.body, /no Route matched/);
  const health = await fetch(`${stack.apiUrl}/health`);
  assert.equal(health.status, 200, 'the gateway is still up');
});

test('requests the HTTP parser refuses get a JSON message, without a body for HEAD', async () => {
  const bad = await rawRequest('GET', 'a b');
  assert.equal(bad.status, 400);
  assert.ok(JSON.parse(bad.body).message);
  const head = await rawRequest('HEAD', 'a b');
  assert.equal(head.status, 400);
  assert.equal(head.body, '');
  const huge = await rawRequest('GET', '/health', `x-big: ${'a'.repeat(20_000)}\r\n`);
  assert.equal(huge.status, 431);
  assert.ok(JSON.parse(huge.body).message);
});
