// Passwords are hashed at GoTrue's cost on threads of their own: a burst of checks neither blocks
// the event loop nor holds up the file reads and writes that share libuv's thread pool.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { createPasswordPool } from '../src/auth/passwords.js';

const pool = createPasswordPool({ size: 2 });
after(() => pool.stop());

test('a hash at cost 10 accepts its password and refuses another', async () => {
  const hash = await pool.hash('DemoPass123');
  assert.match(hash, /^\$2[aby]\$10\$/);
  assert.equal(await pool.compare('DemoPass123', hash), true);
  assert.equal(await pool.compare('demopass123', hash), false);
});

test('a file read is not queued behind a burst of password checks', async () => {
  const hash = await pool.hash('DemoPass123');
  let done = 0;
  const burst = Promise.all(
    Array.from({ length: 16 }, () => pool.compare('DemoPass123', hash).then(() => (done += 1))),
  );
  await fs.readFile(fileURLToPath(import.meta.url));
  // on libuv's four shared threads the read would wait for at least 12 of the 16 checks
  assert.ok(done < 8, `the read waited for ${done} of 16 checks`);
  await burst;
});

test('the event loop keeps turning during the burst', async () => {
  const hash = await pool.hash('DemoPass123');
  let ticks = 0;
  const timer = setInterval(() => (ticks += 1), 5);
  await Promise.all(Array.from({ length: 8 }, () => pool.compare('DemoPass123', hash)));
  clearInterval(timer);
  assert.ok(ticks >= 3, `the loop ran ${ticks} timers meanwhile`);
});
