import { z } from 'zod';
import type { CallerContext } from './context.ts';
import { bearerToken } from './context.ts';
import { createHandler } from './handler.ts';
import { forbidden, unauthorized } from './http.ts';
import { assert, assertEquals } from './test-assert.ts';

const fakeCaller = { user: { id: 'u1' }, isPlatformAdmin: false } as unknown as CallerContext;
const allow = () => Promise.resolve(fakeCaller);
const deny = () => Promise.reject(unauthorized('Missing authorization header'));

const handler = createHandler(
  {
    schema: z.object({ name: z.string().min(2, 'Name must be at least 2 characters') }),
    handle(_ctx, body) {
      if (body.name === 'forbidden') throw forbidden('Not yours');
      if (body.name === 'boom') throw new Error('database exploded: secret detail');
      return Promise.resolve({ hello: body.name });
    },
  },
  allow,
);

const post = (body: string) => new Request('http://x/fn', { method: 'POST', body });

Deno.test('preflight answers with CORS headers and no auth', async () => {
  const res = await createHandler(
    { schema: z.object({}), handle: () => Promise.resolve({}) },
    deny,
  )(new Request('http://x/fn', { method: 'OPTIONS' }));
  assertEquals(res.status, 200);
  assertEquals(res.headers.get('Access-Control-Allow-Origin'), '*');
  assert(res.headers.get('Access-Control-Allow-Headers')?.includes('authorization'));
});

Deno.test('a valid call returns JSON with CORS headers', async () => {
  const res = await handler(post(JSON.stringify({ name: 'Ada' })));
  assertEquals(res.status, 200);
  assertEquals(res.headers.get('Content-Type'), 'application/json');
  assertEquals(res.headers.get('Access-Control-Allow-Origin'), '*');
  assertEquals(await res.json(), { hello: 'Ada' });
});

Deno.test('malformed JSON and schema failures are 400 with an error message', async () => {
  const bad = await handler(post('{not json'));
  assertEquals([bad.status, (await bad.json()).error], [400, 'Request body must be valid JSON']);
  const short = await handler(post(JSON.stringify({ name: 'A' })));
  assertEquals(
    [short.status, (await short.json()).error],
    [400, 'Name must be at least 2 characters'],
  );
  const missing = await handler(post(''));
  assertEquals([missing.status, (await missing.json()).error], [400, 'name is required']);
});

Deno.test('authentication failures are 401 before the body is read', async () => {
  const res = await createHandler(
    { schema: z.object({}), handle: () => Promise.resolve({}) },
    deny,
  )(post('{bad'));
  assertEquals([res.status, (await res.json()).error], [401, 'Missing authorization header']);
});

Deno.test('permission errors keep their status; unexpected errors hide details', async () => {
  const denied = await handler(post(JSON.stringify({ name: 'forbidden' })));
  assertEquals([denied.status, (await denied.json()).error], [403, 'Not yours']);
  const boom = await handler(post(JSON.stringify({ name: 'boom' })));
  assertEquals([boom.status, await boom.json()], [500, { error: 'Internal server error' }]);
});

Deno.test('only POST is accepted', async () => {
  const res = await handler(new Request('http://x/fn', { method: 'GET' }));
  assertEquals(res.status, 405);
});

Deno.test('bearer token parsing', () => {
  const req = (h?: string) => new Request('http://x', { headers: h ? { Authorization: h } : {} });
  assertEquals(
    [
      bearerToken(req('Bearer abc')),
      bearerToken(req('bearer  xyz ')),
      bearerToken(req('Basic a')),
      bearerToken(req()),
    ],
    ['abc', 'xyz', null, null],
  );
});

Deno.test('a request without a bearer token is 401 before anything is looked up', async () => {
  const res = await createHandler({ schema: z.object({}), handle: () => Promise.resolve({}) })(
    new Request('http://x/fn', { method: 'POST', body: '{}', headers: { apikey: 'anon' } }),
  );
  assertEquals([res.status, (await res.json()).error], [401, 'Missing authorization header']);
});
