import { z } from 'zod';
import { corsHeaders } from './cors.ts';
import { authenticate, bearerToken, type CallerContext } from './context.ts';
import { HttpError, json, parseWith, readJson } from './http.ts';

export interface FunctionDefinition<S extends z.ZodType> {
  schema: S;
  /**
   * Answers a body whose SQL checks the caller itself (live session, role, the user asked about)
   * with the caller's token, saving the caller read; undefined for bodies that need the caller.
   */
  withoutCaller?(token: string, body: z.output<S>, req: Request): Promise<unknown> | undefined;
  handle(ctx: CallerContext, body: z.output<S>, req: Request): Promise<unknown>;
}

type Authenticator = (req: Request) => Promise<CallerContext>;

/**
 * Wraps a function body: CORS preflight, POST only, caller authentication (401),
 * body validation (400), and JSON responses for every outcome.
 */
export function createHandler<S extends z.ZodType>(
  def: FunctionDefinition<S>,
  auth: Authenticator = authenticate,
): (req: Request) => Promise<Response> {
  return async (req) => {
    if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
    try {
      if (req.method !== 'POST') throw new HttpError(405, 'Method not allowed');
      if (!def.withoutCaller) {
        const ctx = await auth(req);
        const body = parseWith(def.schema, await readJson(req));
        const result = await def.handle(ctx, body, req);
        return result instanceof Response ? result : json(result);
      }
      // The body decides whether the caller read is needed; its errors still come after a 401.
      let raw: unknown;
      let unreadable: unknown = null;
      try {
        raw = await readJson(req);
      } catch (err) {
        unreadable = err;
      }
      const parsed = unreadable ? null : def.schema.safeParse(raw);
      const token = bearerToken(req);
      if (token && parsed?.success) {
        const answer = def.withoutCaller(token, parsed.data, req);
        if (answer) {
          const result = await answer;
          return result instanceof Response ? result : json(result);
        }
      }
      const ctx = await auth(req);
      if (unreadable) throw unreadable;
      const body = parsed?.success ? parsed.data : parseWith(def.schema, raw);
      const result = await def.handle(ctx, body, req);
      return result instanceof Response ? result : json(result);
    } catch (err) {
      if (err instanceof HttpError) return json({ error: err.message, ...err.extra }, err.status);
      console.error(err);
      return json({ error: 'Internal server error' }, 500);
    }
  };
}

export function serveFunction<S extends z.ZodType>(def: FunctionDefinition<S>): void {
  Deno.serve(createHandler(def));
}
