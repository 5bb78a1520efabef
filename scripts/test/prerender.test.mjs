import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { createPrerenderedPages } from '../prerender.mjs';

// A shell nobody serves: taking new snapshots fails at once, before a browser is opened.
const NO_SHELL = 'http://127.0.0.1:9';

function savedSnapshot(key) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prerendered-'));
  fs.writeFileSync(
    path.join(dir, `${key}.json`),
    JSON.stringify({
      pages: [['/', '<html>saved home</html>']],
      shellPage: '<html>saved shell</html>',
    }),
  );
  return dir;
}

test('a restart with the same builds and configuration serves the saved snapshots', async () => {
  const dir = savedSnapshot('build-a');
  const pages = createPrerenderedPages({
    shellUrl: NO_SHELL,
    version: () => 'started',
    saved: { dir, key: () => 'build-a' },
  });
  await pages.refresh();
  assert.equal(pages.pageFor('/'), '<html>saved home</html>');
  assert.equal(pages.pageFor('/about'), '<html>saved shell</html>');
  // a query can change the page: not the snapshot
  assert.equal(pages.pageFor('/', '?ref=x'), '<html>saved shell</html>');
});

test('snapshots saved for other builds are not served', async () => {
  const dir = savedSnapshot('build-a');
  const logged = [];
  const pages = createPrerenderedPages({
    shellUrl: NO_SHELL,
    version: () => 'started',
    saved: { dir, key: () => 'build-b' },
    log: (line) => logged.push(line),
  });
  await pages.refresh();
  assert.equal(pages.pageFor('/'), undefined);
  assert.match(logged.join('\n'), /served without prerendered HTML/);
});
