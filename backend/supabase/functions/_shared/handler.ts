import { z } from 'zod';
import { corsHeaders } from './cors.ts';
import { authenticate, type CallerContext } from './context.ts';
import { HttpError, json, parseWith, readJson } from './http.ts';

export interface FunctionDefinition<S extends z.ZodType> {
  schema: S;
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
      const ctx = await auth(req);
      const body = parseWith(def.schema, await readJson(req));
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
