import pg from 'pg';
import { requireEnv } from './env.ts';
import { forbidden, HttpError, unauthorized } from './http.ts';

/** What an rpc made as the caller answered, as JSON text. */
export interface CallerRpcText {
  text: string | null;
  error: { code?: string; message: string } | null;
}

export interface Claims {
  sub?: string;
  role?: string;
  exp?: number;
  email?: string;
  [claim: string]: unknown;
}

function base64UrlBytes(part: string): Uint8Array<ArrayBuffer> {
  const b64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const keys = new Map<string, Promise<CryptoKey>>();
function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['verify'],
    );
    keys.set(secret, key);
  }
  return key;
}

// Clients resend the same token for its whole life; the signature is checked once, expiry always.
const verified = new Map<string, { secret: string; claims: Claims }>();
const VERIFIED_MAX = 1000;

/**
 * The claims of an HS256 token signed with `secret` that has not expired, or null for anything
 * else (another algorithm, a bad signature, a malformed token, an expired one).
 */
export async function verifiedClaims(
  token: string,
  secret: string,
  nowSeconds = Date.now() / 1000,
): Promise<Claims | null> {
  const known = verified.get(token);
  let claims = known?.secret === secret ? known.claims : null;
  if (!claims) {
    const parts = token.split('.');
    if (parts.length !== 3) return null;
    try {
      const header = JSON.parse(new TextDecoder().decode(base64UrlBytes(parts[0])));
      if (header?.alg !== 'HS256') return null;
      const ok = await crypto.subtle.verify(
        'HMAC',
        await hmacKey(secret),
        base64UrlBytes(parts[2]),
        new TextEncoder().encode(`${parts[0]}.${parts[1]}`),
      );
      if (!ok) return null;
      const payload = JSON.parse(new TextDecoder().decode(base64UrlBytes(parts[1])));
      if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return null;
      claims = payload as Claims;
    } catch {
      return null;
    }
    if (verified.size >= VERIFIED_MAX) verified.clear();
    verified.set(token, { secret, claims });
  }
  if (claims.exp !== undefined && !(Number(claims.exp) > nowSeconds)) return null;
  return claims;
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/**
 * The statements of one read as the caller, in one round trip: a read-only transaction that takes
 * the `authenticated` role and the caller's claims before anything is read, as the API does for a
 * request, so row-level security and the rpc's own checks see the same caller.
 */
export function callerReadSql(
  claims: Claims,
  fn: string,
  args: Record<string, string | number>,
  literal: (value: string) => string,
): string {
  if (!IDENTIFIER.test(fn)) throw new Error(`not an rpc name: ${fn}`);
  const named = Object.entries(args).map(([name, value]) => {
    if (!IDENTIFIER.test(name)) throw new Error(`not a parameter name: ${name}`);
    return `${name} => ${literal(String(value))}`;
  });
  const context = [
    "set_config('role', 'authenticated', true)",
    "set_config('statement_timeout', '8s', true)",
    `set_config('request.jwt.claims', ${literal(JSON.stringify({ ...claims, role: 'authenticated' }))}, true)`,
    `set_config('request.jwt.claim.sub', ${literal(String(claims.sub ?? ''))}, true)`,
    "set_config('request.jwt.claim.role', 'authenticated', true)",
    `set_config('request.jwt.claim.email', ${literal(String(claims.email ?? ''))}, true)`,
  ];
  return [
    'begin read only',
    `select ${context.join(', ')}`,
    `select public.${fn}(${named.join(', ')})::text as body`,
    'commit',
  ].join(';\n');
}

/** The HTTP status the API answers a signed-in user's rpc with when its SQL raises `code`. */
export function statusOfSqlError(code: string | undefined): number {
  if (code === '42501') return 403;
  const raised = /^PT(\d{3})$/.exec(code ?? '');
  return raised ? Number(raised[1]) : 400;
}

/**
 * Answers a refused or failed rpc made as the caller the way authenticate() and the checks named by
 * `forbiddenMessages` would: 403 with the check's message, 401 for any other refusal (no live
 * session), 500 when the read itself failed, and otherwise the error for the caller to report.
 */
export function callerReadError(
  status: number,
  err: { code?: string; message?: string },
  forbiddenMessages: readonly string[],
): CallerRpcText {
  const message = typeof err.message === 'string' ? err.message : '';
  if (status === 403 && forbiddenMessages.includes(message)) throw forbidden(message);
  if (status === 401 || status === 403) throw unauthorized('Invalid or expired session');
  if (!err.code || err.code.startsWith('PGRST')) {
    throw new HttpError(500, 'Failed to load caller profile');
  }
  return { text: null, error: { code: err.code, message } };
}

let pool: pg.Pool | null = null;

/**
 * Where the function may read the database itself: a database address and the secret that signs
 * the project's tokens. Without either, reads go through the API.
 */
function directReads(): { pool: pg.Pool; secret: string } | null {
  const url = Deno.env.get('SUPABASE_DB_URL');
  const secret = Deno.env.get('JWT_SECRET');
  if (!url || !secret) return null;
  if (!pool) {
    pool = new pg.Pool({
      connectionString: url,
      max: 10,
      idleTimeoutMillis: 30_000,
      application_name: 'edge-functions',
    });
    // A connection that drops while idle is replaced on next use.
    pool.on('error', () => {});
  }
  return { pool, secret };
}

async function readDirectly(
  db: pg.Pool,
  claims: Claims,
  fn: string,
  args: Record<string, string | number>,
  forbiddenMessages: readonly string[],
): Promise<CallerRpcText | null> {
  let client: pg.PoolClient;
  try {
    client = await db.connect();
  } catch (err) {
    console.error('direct database read unavailable, reading through the API:', String(err));
    return null;
  }
  try {
    const results = (await client.query(
      callerReadSql(claims, fn, args, (v) => client.escapeLiteral(v)),
    )) as unknown as pg.QueryResult<{ body: string | null }>[];
    client.release();
    const text = results[2]?.rows[0]?.body ?? null;
    return { text: text === 'null' ? null : text, error: null };
  } catch (err) {
    // The failed statement left its transaction open; a connection that cannot end it is dropped.
    await client.query('rollback').then(
      () => client.release(),
      (rollbackError: Error) => client.release(rollbackError),
    );
    const error = err as { code?: string; message?: string };
    return callerReadError(statusOfSqlError(error.code), error, forbiddenMessages);
  }
}

async function readThroughApi(
  token: string,
  fn: string,
  args: Record<string, string | number>,
  forbiddenMessages: readonly string[],
): Promise<CallerRpcText> {
  const response = await fetch(`${requireEnv('SUPABASE_URL')}/rest/v1/rpc/${fn}`, {
    method: 'POST',
    headers: {
      apikey: requireEnv('SUPABASE_ANON_KEY'),
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(args),
  });
  const text = await response.text();
  if (response.ok) return { text: text === '' || text === 'null' ? null : text, error: null };
  let error: { code?: string; message?: string } = {};
  try {
    error = JSON.parse(text) ?? {};
  } catch {
    // not an API error body
  }
  // A bad token or a key that is no user is refused like the SQL refuses a signed-out session.
  return callerReadError(response.status, error, forbiddenMessages);
}

/**
 * Calls an rpc as the caller when its SQL checks the caller as authenticate() and the checks
 * given by message would (raising 'Invalid or expired session' for a caller that is not one), and
 * answers the way they would: 401 for no caller, 403 with the check's message, 500 when the read
 * itself failed. A signed-in user's token that verifies is read with directly on the database;
 * anything else goes through the API, which refuses it the standard way.
 */
export async function rpcTextAsCaller(
  token: string,
  fn: string,
  args: Record<string, string | number>,
  forbiddenMessages: readonly string[],
): Promise<CallerRpcText> {
  const direct = directReads();
  if (direct) {
    const claims = await verifiedClaims(token, direct.secret);
    if (claims?.role === 'authenticated' && typeof claims.sub === 'string') {
      const answer = await readDirectly(direct.pool, claims, fn, args, forbiddenMessages);
      if (answer) return answer;
    }
  }
  return readThroughApi(token, fn, args, forbiddenMessages);
}
