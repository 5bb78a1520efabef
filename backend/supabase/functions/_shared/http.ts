import { z } from 'zod';
import { corsHeaders } from './cors.ts';

/** An error that maps to an HTTP status and a JSON `{ error }` body. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json' },
  });
}

/** Reads the request body as JSON; an empty body counts as `{}`. */
export async function readJson(req: Request): Promise<unknown> {
  const text = await req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('Request body must be valid JSON');
  }
}

function describeIssue(issue: z.core.$ZodIssue): string {
  const path = issue.path.map(String).join('.');
  const subject = path || 'Request body';
  switch (issue.code) {
    case 'invalid_type': {
      const received = (issue as { input?: unknown }).input;
      if (received === undefined) return `${subject} is required`;
      return `${subject} must be ${article(issue.expected)}`;
    }
    case 'invalid_value':
      return `${subject} must be one of: ${issue.values.map(String).join(', ')}`;
    case 'unrecognized_keys':
      return `Unknown field(s): ${issue.keys.join(', ')}`;
    case 'invalid_union':
      return issue.message && issue.message !== 'Invalid input'
        ? issue.message
        : `${subject} is invalid`;
    default:
      // Custom messages come from the spec and read on their own.
      return issue.message;
  }
}

function article(expected: string): string {
  return /^[aeiou]/.test(expected) ? `an ${expected}` : `a ${expected}`;
}

/** Validates a parsed body; the first problem becomes a 400 message. */
export function parseWith<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body, { reportInput: true });
  if (!result.success) {
    const messages = result.error.issues.map(describeIssue);
    throw new HttpError(400, messages[0], { details: messages });
  }
  return result.data;
}
