// Answers the supabase client's HTTP requests in unit tests: the real supabase-js builds each
// request (table, filters, function name, body) and a test checks what reached the "server".
import { setRuntimeConfig } from '@portal/shared';
import { resetSupabaseForTests } from '@portal/shared/supabase';
import { ReadableStream, TransformStream, WritableStream } from 'node:stream/web';

// jsdom has no fetch; undici (Node's own fetch) needs the web streams first.
Object.assign(globalThis, { ReadableStream, WritableStream, TransformStream });
// eslint-disable-next-line @typescript-eslint/no-require-imports
const web = require('undici') as {
  Response: typeof Response;
  Headers: typeof Headers;
  Request: typeof Request;
};
Object.assign(globalThis, { Response: web.Response, Headers: web.Headers, Request: web.Request });

export interface ApiRequest {
  method: string;
  /** The path below the API's origin, such as `/rest/v1/vendors` or `/functions/v1/invite`. */
  path: string;
  params: URLSearchParams;
  headers: Headers;
  body: unknown;
}

export interface ApiAnswer {
  status?: number;
  body?: unknown;
  /** The total PostgREST reports for `count: 'exact'` (its Content-Range header). */
  count?: number;
}

/** Answers a request; a promise lets a test hold an answer back, to see the screen while it waits. */
export type ApiHandler = (
  request: ApiRequest,
) => ApiAnswer | undefined | Promise<ApiAnswer | undefined>;

function parseBody(body: BodyInit | null | undefined): unknown {
  if (typeof body !== 'string') return body ?? null;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

/**
 * Installs a fetch that answers with `handler` (404 for requests it leaves unanswered) and a fresh
 * supabase client; returns every request made, in order.
 */
export function fakeApi(handler: ApiHandler): ApiRequest[] {
  const requests: ApiRequest[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input instanceof web.Request ? input.url : input));
    const request: ApiRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      params: url.searchParams,
      headers: new web.Headers(init.headers),
      body: parseBody(init.body as BodyInit),
    };
    requests.push(request);
    const answer = (await handler(request)) ?? {
      status: 404,
      body: { message: `No answer for ${request.method} ${request.path}` },
    };
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (answer.count !== undefined) {
      const rows = Array.isArray(answer.body) ? answer.body.length : 0;
      headers['content-range'] = `${rows ? `0-${rows - 1}` : '*'}/${answer.count}`;
    }
    return new web.Response(JSON.stringify(answer.body ?? null), {
      status: answer.status ?? 200,
      headers,
    });
  }) as typeof fetch;
  setRuntimeConfig({
    supabaseUrl: 'http://localhost:54321',
    supabaseAnonKey: 'test-anon-key',
    remotes: {},
  });
  resetSupabaseForTests();
  return requests;
}
