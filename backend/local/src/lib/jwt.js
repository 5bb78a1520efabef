// HS256 JWTs, the way GoTrue and PostgREST use them with a shared project secret.
import crypto from 'node:crypto';

const b64url = (input) => Buffer.from(input).toString('base64url');

export function signJwt(payload, secret) {
  const header = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = b64url(JSON.stringify(payload));
  const sig = crypto.createHmac('sha256', secret).update(`${header}.${body}`).digest('base64url');
  return `${header}.${body}.${sig}`;
}

export class JwtError extends Error {
  constructor(message, reason) {
    super(message);
    this.reason = reason;
  }
}

// Only HS256 is accepted: alg=none and every other algorithm are rejected outright.
export function verifyJwt(token, secret) {
  const parts = String(token).split('.');
  if (parts.length !== 3) throw new JwtError('Expected 3 parts in JWT; got ' + parts.length, 'malformed');
  let header;
  let payload;
  try {
    header = JSON.parse(Buffer.from(parts[0], 'base64url').toString('utf8'));
    payload = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
  } catch {
    throw new JwtError('JWT cryptographic operation failed', 'malformed');
  }
  if (!header || header.alg !== 'HS256') throw new JwtError('Wrong or unsupported encoding algorithm', 'alg');
  const expected = crypto.createHmac('sha256', secret).update(`${parts[0]}.${parts[1]}`).digest();
  const given = Buffer.from(parts[2], 'base64url');
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
    throw new JwtError('JWT cryptographic operation failed', 'signature');
  }
  if (!payload || typeof payload !== 'object') throw new JwtError('JWT payload is not an object', 'malformed');
  if (payload.exp !== undefined && Number(payload.exp) <= Math.floor(Date.now() / 1000)) {
    throw new JwtError('JWT expired', 'expired');
  }
  return payload;
}

// Same claims as the Supabase CLI's demo keys, so the default secret yields the familiar keys.
export function apiKeys(secret) {
  return {
    anonKey: signJwt({ iss: 'supabase-demo', role: 'anon', exp: 1983812996 }, secret),
    serviceRoleKey: signJwt({ iss: 'supabase-demo', role: 'service_role', exp: 1983812996 }, secret),
  };
}
