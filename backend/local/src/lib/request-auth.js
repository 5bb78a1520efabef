// Resolves the database role of a request from its JWT, like PostgREST behind Supabase's gateway.
import { verifyJwt } from './jwt.js';

const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);

// The HMAC check dominates a request's auth step and clients resend the same token for its whole
// life, so a token that verified is remembered; its expiry is still checked on every use.
const verified = new Map();
const VERIFIED_MAX = 1000;

export function verifiedClaims(token, secret) {
  const hit = verified.get(token);
  if (hit && hit.secret === secret) {
    if (!(hit.exp <= Math.floor(Date.now() / 1000))) return hit.claims;
    verified.delete(token);
  }
  const claims = verifyJwt(token, secret);
  if (verified.size >= VERIFIED_MAX) verified.clear();
  verified.set(token, { secret, claims, exp: claims.exp === undefined ? undefined : Number(claims.exp) });
  return claims;
}

export class RequestAuthError extends Error {
  constructor(message, code = 'PGRST301') {
    super(message);
    this.code = code;
  }
}

export function requestAuth(req, secret) {
  const header = req.headers.authorization;
  let token = null;
  if (header) {
    const m = /^bearer\s+(.+)$/i.exec(header.trim());
    if (!m) throw new RequestAuthError('Authorization header must use the Bearer scheme', 'PGRST301');
    token = m[1].trim();
  } else if (req.headers.apikey) {
    token = String(req.headers.apikey);
  }
  if (!token) return { role: 'anon', claims: { role: 'anon' }, token: null };
  let claims;
  try {
    claims = verifiedClaims(token, secret);
  } catch (err) {
    throw new RequestAuthError(err.reason === 'expired' ? 'JWT expired' : err.message, err.reason === 'expired' ? 'PGRST303' : 'PGRST301');
  }
  const role = claims.role ?? 'anon';
  if (!API_ROLES.has(role)) throw new RequestAuthError(`role "${role}" does not exist`, 'PGRST301');
  return { role, claims: { ...claims, role }, token };
}

// Supabase's per-role statement timeouts (honoured by real Postgres; PGlite has no timer).
const STATEMENT_TIMEOUT = { anon: '3s', authenticated: '8s' };

/** One statement that sets the role, its statement timeout and the request's claims for the transaction. */
export function requestContextStatement({ role, claims }, { method, path, headers } = {}) {
  const timeout = STATEMENT_TIMEOUT[role];
  return {
    text: `select set_config('role', $1, true), ${timeout ? `set_config('statement_timeout', '${timeout}', true), ` : ''}
            set_config('request.jwt.claims', $2, true), set_config('request.jwt.claim.sub', $3, true),
            set_config('request.jwt.claim.role', $1, true), set_config('request.jwt.claim.email', $4, true),
            set_config('request.method', $5, true), set_config('request.path', $6, true),
            set_config('request.headers', $7, true)`,
    params: [
      role,
      JSON.stringify(claims),
      claims.sub ?? '',
      claims.email ?? '',
      method ?? '',
      path ?? '',
      JSON.stringify(headers ?? {}),
    ],
  };
}

// Applies role and claims for the current transaction only.
export async function applyRequestContext(c, auth, meta) {
  const { text, params } = requestContextStatement(auth, meta);
  await c.query(text, params);
}
