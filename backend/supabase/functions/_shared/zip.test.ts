import { assertEquals } from './test-assert.ts';
import { crc32, zip } from './zip.ts';

Deno.test('crc32 matches the standard check value', () => {
  assertEquals(crc32(new TextEncoder().encode('123456789')), 0xcbf43926);
});

Deno.test('a zip lists each file with its size and ends with the directory record', () => {
  const data = new TextEncoder().encode('hello');
  const archive = zip([{ name: 'a/résumé.txt', data }]);
  const view = new DataView(archive.buffer);
  assertEquals(view.getUint32(0, true), 0x04034b50);
  assertEquals(view.getUint32(18, true), 5);
  assertEquals(view.getUint32(archive.length - 22, true), 0x06054b50);
  assertEquals(view.getUint16(archive.length - 22 + 10, true), 1);
});
