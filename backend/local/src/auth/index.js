// GoTrue-compatible auth service: /auth/v1/*.
import crypto from 'node:crypto';
import { signJwt, verifyJwt } from '../lib/jwt.js';
import { HttpError, readJson, send, bearer, clientIp } from '../lib/http.js';

const API_VERSION = '2024-01-01';
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USER_COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, invited_at, confirmation_sent_at,
  recovery_sent_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at, phone,
  phone_confirmed_at, confirmed_at, banned_until, deleted_at, is_anonymous, email_change, email_change_sent_at,
  email_change_token_current, email_change_token_new, email_change_confirm_status, reauthentication_token,
  reauthentication_sent_at`;

// GoTrue's defaults (hosted Supabase's rate limits); config.toml's [auth.rate_limit] and
// [auth.email] max_frequency, the environment or startStack({ rateLimits }) change them.
export const AUTH_LIMIT_DEFAULTS = {
  signInPerIpPer5Min: 30, // sign_in_sign_ups: sign-ups and password sign-ins per client IP
  signInPer5Min: 30, // password sign-ins per address, from any client
  tokenRefreshPer5Min: 150, // token_refresh per client IP
  verifyPer5Min: 30, // token_verifications per client IP
  emailPerHour: 30, // email_sent, per address
  emailFrequencySeconds: 60, // max_frequency: one mail of a kind per address
};
// A session this young may change its password without the current one or a nonce.
const RECENT_SIGN_IN_MS = 5 * 60_000;

// Every auth endpoint takes a JSON object; anything else is a client error, not a crash.
async function readObject(req) {
  let body;
  try {
    body = await readJson(req);
  } catch (err) {
    throw new AuthError(err.status === 413 ? 413 : 400, 'bad_json', 'Could not parse request body as JSON');
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON');
  }
  return body;
}

class AuthError extends HttpError {
  constructor(status, errorCode, msg, extra = {}) {
    super(status, { msg });
    this.errorCode = errorCode;
    this.msg = msg;
    this.extra = extra;
  }
}

const randomToken = () => crypto.randomBytes(28).toString('hex');
const asObject = (v) => (v && typeof v === 'object' && !Array.isArray(v) ? v : {});
const iso = (d) => (d ? new Date(d).toISOString() : undefined);

export function createAuthService({ db, config, mailer, limiter, passwords }) {
  const { jwtSecret, jwtExpiry = 3600, minPasswordLength = 6 } = config;

  function userJson(u, identities = []) {
    return {
      id: u.id,
      aud: u.aud ?? 'authenticated',
      role: u.role ?? 'authenticated',
      email: u.email ?? '',
      email_confirmed_at: iso(u.email_confirmed_at),
      invited_at: iso(u.invited_at),
      phone: u.phone ?? '',
      phone_confirmed_at: iso(u.phone_confirmed_at),
      confirmation_sent_at: iso(u.confirmation_sent_at),
      recovery_sent_at: iso(u.recovery_sent_at),
      confirmed_at: iso(u.confirmed_at ?? u.email_confirmed_at),
      last_sign_in_at: iso(u.last_sign_in_at),
      app_metadata: u.raw_app_meta_data ?? {},
      user_metadata: u.raw_user_meta_data ?? {},
      identities: identities.map((i) => ({
        identity_id: i.id,
        id: i.provider_id,
        user_id: i.user_id,
        identity_data: i.identity_data,
        provider: i.provider,
        last_sign_in_at: iso(i.last_sign_in_at),
        created_at: iso(i.created_at),
        updated_at: iso(i.updated_at),
        email: i.email,
      })),
      created_at: iso(u.created_at),
      updated_at: iso(u.updated_at),
      banned_until: iso(u.banned_until),
      ...(u.email_change ? { new_email: u.email_change, email_change_sent_at: iso(u.email_change_sent_at) } : {}),
      is_anonymous: Boolean(u.is_anonymous),
    };
  }

  async function loadUser(c, where, params) {
    const { rows } = await c.query(`select ${USER_COLUMNS} from auth.users where ${where} limit 1`, params);
    return rows[0] ?? null;
  }

  async function loadIdentities(c, userId) {
    const { rows } = await c.query('select * from auth.identities where user_id = $1 order by created_at', [userId]);
    return rows;
  }

  async function fullUser(c, id) {
    const u = await loadUser(c, 'id = $1', [id]);
    return u ? userJson(u, await loadIdentities(c, id)) : null;
  }

  function accessToken(user, sessionId, method = 'password') {
    const now = Math.floor(Date.now() / 1000);
    return signJwt(
      {
        iss: `${config.apiUrl}/auth/v1`,
        sub: user.id,
        aud: user.aud ?? 'authenticated',
        exp: now + jwtExpiry,
        iat: now,
        email: user.email ?? '',
        phone: user.phone ?? '',
        app_metadata: user.raw_app_meta_data ?? {},
        user_metadata: user.raw_user_meta_data ?? {},
        role: user.role ?? 'authenticated',
        aal: 'aal1',
        amr: [{ method, timestamp: now }],
        session_id: sessionId,
        is_anonymous: Boolean(user.is_anonymous),
      },
      jwtSecret,
    );
  }

  async function issueSession(c, user, method, req) {
    const sessionId = crypto.randomUUID();
    await c.query(
      `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
       values ($1, $2, now(), now(), 'aal1', $3, $4::inet)`,
      [sessionId, user.id, req.headers['user-agent'] ?? null, normalizeIp(clientIp(req))],
    );
    const refresh = randomToken().slice(0, 24);
    await c.query(
      `insert into auth.refresh_tokens (token, user_id, revoked, created_at, updated_at, session_id)
       values ($1, $2, false, now(), now(), $3)`,
      [refresh, user.id, sessionId],
    );
    await c.query('update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1', [user.id]);
    await logAuthEvent(c, 'login', user, req);
    const fresh = await loadUser(c, 'id = $1', [user.id]);
    return sessionJson(c, fresh, sessionId, refresh, method);
  }

  // GoTrue's audit log row; the database's audit trail picks sign-ins and sign-outs up from it.
  async function logAuthEvent(c, action, user, req) {
    await c.query(
      `insert into auth.audit_log_entries (instance_id, id, payload, created_at, ip_address)
       values ('00000000-0000-0000-0000-000000000000', $1, $2, now(), $3)`,
      [
        crypto.randomUUID(),
        JSON.stringify({ action, actor_id: user.id, actor_username: user.email, log_type: 'account', traits: {} }),
        clientIp(req) ?? '',
      ],
    );
  }

  async function sessionJson(c, user, sessionId, refresh, method) {
    const now = Math.floor(Date.now() / 1000);
    return {
      access_token: accessToken(user, sessionId, method),
      token_type: 'bearer',
      expires_in: jwtExpiry,
      expires_at: now + jwtExpiry,
      refresh_token: refresh,
      user: userJson(user, await loadIdentities(c, user.id)),
    };
  }

  function validatePassword(password) {
    if (typeof password !== 'string' || password.length < minPasswordLength) {
      throw new AuthError(422, 'weak_password', `Password should be at least ${minPasswordLength} characters.`, {
        weak_password: { reasons: ['length'] },
      });
    }
  }

  const limits = { ...AUTH_LIMIT_DEFAULTS, ...Object.fromEntries(Object.entries(config.rateLimits ?? {}).filter(([, v]) => v !== undefined)) };
  // Reset and magic-link requests per client IP, across addresses.
  limits.recoverPerIpPerHour ??= limits.emailPerHour * 10;

  function checkEmailRate(email) {
    if (!limiter.hit(`email:${email}`, limits.emailPerHour, 3600_000)) {
      throw new AuthError(429, 'over_email_send_rate_limit', 'Email rate limit exceeded');
    }
  }

  // GoTrue's max_frequency: one mail of a kind per address per interval, counted from when the
  // last one was sent (the *_sent_at column), so a restart does not reset it.
  function checkMailFrequency(sentAt) {
    const waitMs = limits.emailFrequencySeconds * 1000 - (Date.now() - (sentAt ? new Date(sentAt).getTime() : 0));
    if (waitMs > 0) {
      throw new AuthError(429, 'over_email_send_rate_limit',
        `For security purposes, you can only request this after ${Math.ceil(waitMs / 1000)} seconds.`);
    }
  }

  // Sign-ups and password sign-ins share one counter per client IP, as GoTrue's sign_in_sign_ups.
  function checkSignInSignUpRate(req) {
    if (!limiter.hit(`signin:ip:${clientIp(req)}`, limits.signInPerIpPer5Min, 300_000)) {
      throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
    }
  }

  function safeRedirect(target, fallback) {
    if (!target) return fallback;
    try {
      const u = new URL(target);
      const site = new URL(config.siteUrl);
      const local = ['localhost', '127.0.0.1'].includes(u.hostname);
      if (u.origin === site.origin || local) return target;
    } catch {
      // not a URL: fall through to the site URL
    }
    return fallback;
  }

  function verifyLink(token, type, redirectTo) {
    const q = new URLSearchParams({ token, type, redirect_to: redirectTo });
    return `${config.apiUrl}/auth/v1/verify?${q}`;
  }

  async function sendMail(to, subject, heading, action, link) {
    const html = `<h2>${heading}</h2><p><a href="${link.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">${action}</a></p>`;
    const text = `${heading}\n\n${action}: ${link}\n`;
    await mailer.send({ to, subject, html, text });
  }

  async function createUser(c, { email, password, data = {}, appMetadata = {}, confirmed = false, invited = false, role = 'authenticated' }) {
    const id = crypto.randomUUID();
    const hash = password ? await passwords.hash(password) : '';
    await c.query(
      `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, invited_at,
         raw_app_meta_data, raw_user_meta_data, is_super_admin, created_at, updated_at, confirmation_token,
         recovery_token, email_change_token_new, email_change, is_anonymous)
       values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', $2, $3, $4,
         case when $5::boolean then now() end, case when $6::boolean then now() end,
         $7::jsonb, $8::jsonb, false, now(), now(), '', '', '', '', false)`,
      [id, role, email, hash, confirmed, invited,
        JSON.stringify({ provider: 'email', providers: ['email'], ...asObject(appMetadata) }), JSON.stringify(asObject(data))],
    );
    await c.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
       values ($1::text, $2::uuid, $3::jsonb, 'email', now(), now(), now())`,
      [id, id, JSON.stringify({ sub: id, email, email_verified: confirmed, phone_verified: false })],
    );
    return loadUser(c, 'id = $1', [id]);
  }

  /** The claims of the request's bearer token, refused when there is none or it does not verify. */
  function bearerClaims(req) {
    const token = bearer(req);
    if (!token) throw new AuthError(401, 'no_authorization', 'This endpoint requires a Bearer token');
    try {
      return verifyJwt(token, jwtSecret);
    } catch (err) {
      throw new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${err.message}`);
    }
  }

  async function requireUser(req) {
    const claims = bearerClaims(req);
    if (!claims.sub) throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim');
    return claims;
  }

  // Every endpoint acting for a user needs the token's session to still exist, as GoTrue does.
  async function requireSession(c, claims) {
    const user = await loadUser(c, 'id = $1', [claims.sub]);
    if (!user) throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
    const { rows } = await c.query('select id, created_at from auth.sessions where id = $1 and user_id = $2', [
      claims.session_id ?? null,
      claims.sub,
    ]);
    if (!rows.length) throw new AuthError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
    return { user, session: rows[0] };
  }

  async function requireAdmin(req) {
    const claims = bearerClaims(req);
    if (claims.role !== 'service_role' && claims.role !== 'supabase_admin') {
      throw new AuthError(403, 'not_admin', 'User not allowed');
    }
    return claims;
  }

  // ---- endpoints ----

  async function signup(req, url) {
    const body = await readObject(req);
    const email = String(body.email ?? '').trim().toLowerCase();
    if (!email && !body.phone) throw new AuthError(400, 'validation_failed', 'Signup requires a valid password');
    if (!EMAIL_RE.test(email)) throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
    checkSignInSignUpRate(req);
    validatePassword(body.password);
    const redirectTo = safeRedirect(url.searchParams.get('redirect_to') ?? body.options?.emailRedirectTo, config.siteUrl);
    return db.tx(async (c) => {
      const existing = await loadUser(c, 'lower(email) = $1', [email]);
      if (existing && (existing.email_confirmed_at || config.autoconfirm)) {
        throw new AuthError(422, 'user_already_exists', 'User already registered');
      }
      let user = existing;
      if (!user) {
        user = await createUser(c, { email, password: body.password, data: body.data, confirmed: config.autoconfirm });
      } else {
        await c.query(
          `update auth.users set encrypted_password = $2, raw_user_meta_data = $3::jsonb, updated_at = now() where id = $1`,
          [user.id, await passwords.hash(body.password), JSON.stringify(asObject(body.data))],
        );
      }
      if (config.autoconfirm) return issueSession(c, user, 'password', req);
      if (existing) checkMailFrequency(existing.confirmation_sent_at);
      checkEmailRate(email);
      const token = randomToken();
      await c.query(
        'update auth.users set confirmation_token = $2, confirmation_sent_at = now() where id = $1',
        [user.id, token],
      );
      await sendMail(email, 'Confirm your signup', 'Confirm your signup', 'Confirm your email address',
        verifyLink(token, 'signup', redirectTo));
      return fullUser(c, user.id);
    });
  }

  async function findByToken(c, type, token) {
    if (!token) return null;
    if (type === 'email_change') {
      const u = await loadUser(c, `email_change <> '' and (email_change_token_current = $1 or email_change_token_new = $1)`, [token]);
      const sent = u?.email_change_sent_at ? new Date(u.email_change_sent_at).getTime() : 0;
      return u && Date.now() - sent <= (config.otpExpiry ?? 86400) * 1000 ? u : null;
    }
    const column = ['signup', 'email', 'invite'].includes(type) ? 'confirmation_token' : 'recovery_token';
    const u = await loadUser(c, `${column} = $1 and ${column} <> ''`, [token]);
    if (!u) return null;
    const sentColumn = column === 'confirmation_token' ? 'confirmation_sent_at' : 'recovery_sent_at';
    const { rows } = await c.query(`select ${sentColumn} as sent from auth.users where id = $1`, [u.id]);
    const sent = rows[0]?.sent ? new Date(rows[0].sent).getTime() : 0;
    if (Date.now() - sent > (config.otpExpiry ?? 86400) * 1000) return null;
    return u;
  }

  // One of the two e-mail change links: the address changes when the second one is used, and the
  // old address is told. Returns the user then, or null while the other link is still open.
  async function confirmEmailChange(c, user, token) {
    const column = user.email_change_token_current === token ? 'email_change_token_current' : 'email_change_token_new';
    const { rows } = await c.query(
      `update auth.users set ${column} = '', email_change_confirm_status = email_change_confirm_status + 1
       where id = $1 returning email_change_token_current, email_change_token_new`,
      [user.id],
    );
    if (rows[0].email_change_token_current || rows[0].email_change_token_new) return null;
    await c.query(
      `update auth.users set email = email_change, email_change = '', email_change_confirm_status = 0,
         email_change_sent_at = null, updated_at = now() where id = $1`,
      [user.id],
    );
    await c.query(
      `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text)
       where user_id = $1 and provider = 'email'`,
      [user.id, user.email_change],
    );
    await mailer.send({
      to: user.email,
      subject: 'Your email address has been changed',
      text: `The e-mail address of your account has been changed from ${user.email} to ${user.email_change}.\n`,
      html: `<h2>Email address changed</h2><p>The e-mail address of your account has been changed from ${user.email} to ${user.email_change}.</p>`,
    });
    return loadUser(c, 'id = $1', [user.id]);
  }

  async function consumeToken(c, user, type) {
    if (type === 'signup' || type === 'email' || type === 'invite') {
      await c.query(
        `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), confirmation_token = '',
           recovery_token = case when $2 then '' else recovery_token end, updated_at = now() where id = $1`,
        [user.id, type === 'invite'],
      );
      await c.query(
        `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb where user_id = $1`,
        [user.id],
      );
    } else {
      await c.query(
        `update auth.users set recovery_token = '', email_confirmed_at = coalesce(email_confirmed_at, now()),
           updated_at = now() where id = $1`,
        [user.id],
      );
    }
    return loadUser(c, 'id = $1', [user.id]);
  }

  const EMAIL_CHANGE_PENDING = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';

  // Verifies a link or code: a session, or { pending } for the first of two e-mail change links.
  async function verifyToken(c, req, type, token) {
    const user = await findByToken(c, type === 'magiclink' ? 'recovery' : type, token);
    if (!user) return null;
    if (type === 'email_change') {
      const changed = await confirmEmailChange(c, user, token);
      return changed ? issueSession(c, changed, 'email_change', req) : { pending: true };
    }
    const confirmed = await consumeToken(c, user, type);
    return issueSession(c, confirmed, type === 'recovery' ? 'recovery' : 'otp', req);
  }

  function checkVerifyRate(req) {
    if (!limiter.hit(`verify:${clientIp(req)}`, limits.verifyPer5Min, 300_000)) {
      throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
    }
  }

  async function verifyGet(req, res, url) {
    const type = url.searchParams.get('type') ?? 'signup';
    const token = url.searchParams.get('token') ?? '';
    const fallback = type === 'recovery' ? `${config.siteUrl}/update-password` : config.siteUrl;
    const redirectTo = safeRedirect(url.searchParams.get('redirect_to'), fallback);
    checkVerifyRate(req);
    const result = await db.tx((c) => verifyToken(c, req, type, token));
    let fragment;
    if (result?.pending) {
      fragment = new URLSearchParams({ message: EMAIL_CHANGE_PENDING });
    } else if (!result) {
      fragment = new URLSearchParams({
        error: 'access_denied',
        error_code: 'otp_expired',
        error_description: 'Email link is invalid or has expired',
      });
    } else {
      fragment = new URLSearchParams({
        access_token: result.access_token,
        expires_at: String(result.expires_at),
        expires_in: String(result.expires_in),
        refresh_token: result.refresh_token,
        token_type: 'bearer',
        type,
      });
    }
    const base = redirectTo.split('#')[0];
    send(res, 303, null, { location: `${base}#${fragment}` });
    return undefined;
  }

  async function verifyPost(req) {
    const body = await readObject(req);
    const type = String(body.type ?? 'signup');
    const token = String(body.token_hash ?? body.token ?? '');
    checkVerifyRate(req);
    return db.tx(async (c) => {
      const user = await findByToken(c, type === 'magiclink' ? 'recovery' : type, token);
      const email = body.email ? String(body.email).toLowerCase() : null;
      if (!user || (email && user.email !== email && user.email_change !== email)) {
        throw new AuthError(403, 'otp_expired', 'Token has expired or is invalid');
      }
      const result = await verifyToken(c, req, type, token);
      return result.pending ? { msg: EMAIL_CHANGE_PENDING, code: 200 } : result;
    });
  }

  async function token(req, url) {
    const grant = url.searchParams.get('grant_type');
    const body = await readObject(req);
    if (grant === 'password') {
      const email = String(body.email ?? '').trim().toLowerCase();
      // One counter per address (guessing one account from many clients) and a looser one per
      // client (one client trying many accounts; offices share an address).
      checkSignInSignUpRate(req);
      if (!limiter.hit(`signin:email:${email}`, limits.signInPer5Min, 300_000)) {
        throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
      }
      if (!email || typeof body.password !== 'string') {
        throw new AuthError(400, 'validation_failed', 'missing email or phone');
      }
      // The hash is checked outside the transaction: a database connection is not held while the
      // thread pool works through a burst of sign-ins.
      const user = await loadUser(db.pool, 'lower(email) = $1 and deleted_at is null', [email]);
      const ok = user?.encrypted_password && (await passwords.compare(body.password, user.encrypted_password));
      if (!ok) throw new AuthError(400, 'invalid_credentials', 'Invalid login credentials');
      if (!user.email_confirmed_at) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
      if (user.banned_until && new Date(user.banned_until) > new Date()) {
        throw new AuthError(400, 'user_banned', 'User is banned');
      }
      return db.tx((c) => issueSession(c, user, 'password', req));
    }
    if (grant === 'refresh_token') {
      const refresh = String(body.refresh_token ?? '');
      if (!limiter.hit(`refresh:${clientIp(req)}`, limits.tokenRefreshPer5Min, 300_000)) {
        throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
      }
      const result = await db.tx(async (c) => {
        const { rows } = await c.query(
          `select id::text, token, user_id, revoked, parent, session_id, updated_at from auth.refresh_tokens where token = $1`,
          [refresh],
        );
        const row = rows[0];
        if (!refresh || !row || !row.session_id) {
          throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
        }
        const { rows: sess } = await c.query('select id from auth.sessions where id = $1', [row.session_id]);
        if (!sess.length) throw new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
        const user = await loadUser(c, 'id = $1', [row.user_id]);
        if (!user) throw new AuthError(400, 'user_not_found', 'User not found');
        if (user.banned_until && new Date(user.banned_until) > new Date()) {
          throw new AuthError(400, 'user_banned', 'User is banned');
        }
        if (row.revoked) {
          // A concurrent refresh inside the reuse interval gets the current child; anything else is reuse.
          const interval = (config.refreshReuseInterval ?? 10) * 1000;
          const { rows: child } = await c.query(
            'select token from auth.refresh_tokens where parent = $1 and revoked = false order by id desc limit 1',
            [row.token],
          );
          if (interval > 0 && child.length && Date.now() - new Date(row.updated_at).getTime() <= interval) {
            return sessionJson(c, user, row.session_id, child[0].token, 'password');
          }
          // revoke the whole session and commit that before answering with the error
          await c.query('delete from auth.sessions where id = $1', [row.session_id]);
          return { reused: true };
        }
        await c.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1::bigint', [row.id]);
        const next = randomToken().slice(0, 24);
        await c.query(
          `insert into auth.refresh_tokens (token, user_id, revoked, created_at, updated_at, parent, session_id)
           values ($1, $2, false, now(), now(), $3, $4)`,
          [next, user.id, row.token, row.session_id],
        );
        await c.query('update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1', [row.session_id]);
        return sessionJson(c, user, row.session_id, next, 'password');
      });
      if (result.reused) throw new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
      return result;
    }
    throw new AuthError(400, 'unsupported_grant_type', 'unsupported_grant_type');
  }

  async function logout(req, url) {
    const claims = await requireUser(req);
    const scope = url.searchParams.get('scope') ?? 'global';
    await db.tx(async (c) => {
      await requireSession(c, claims);
      await logAuthEvent(c, 'logout', { id: claims.sub, email: claims.email }, req);
      if (scope === 'local') {
        await c.query('delete from auth.sessions where id = $1 and user_id = $2', [claims.session_id ?? null, claims.sub]);
      } else if (scope === 'others') {
        await c.query('delete from auth.sessions where user_id = $1 and id is distinct from $2', [claims.sub, claims.session_id ?? null]);
      } else {
        await c.query('delete from auth.sessions where user_id = $1', [claims.sub]);
      }
    });
    return { status: 204 };
  }

  // Reset and magic-link mails per client, so one client cannot spray mail at many addresses.
  function checkMailRequestRate(req) {
    if (!limiter.hit(`recover:ip:${clientIp(req)}`, limits.recoverPerIpPerHour, 3600_000)) {
      throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached');
    }
  }

  // A password-reset or magic link: a fresh recovery token, mailed with the template's words.
  async function mailSignInLink(c, user, email, type, redirectTo, [subject, heading, action]) {
    checkMailFrequency(user.recovery_sent_at);
    checkEmailRate(email);
    const t = randomToken();
    await c.query('update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1', [user.id, t]);
    await sendMail(email, subject, heading, action, verifyLink(t, type, redirectTo));
  }

  async function recover(req, url) {
    checkMailRequestRate(req);
    const body = await readObject(req);
    const email = validEmail(body.email);
    const redirectTo = safeRedirect(url.searchParams.get('redirect_to') ?? body.redirect_to, `${config.siteUrl}/update-password`);
    await db.tx(async (c) => {
      const user = await loadUser(c, 'lower(email) = $1 and deleted_at is null', [email]);
      if (!user) return;
      await mailSignInLink(c, user, email, 'recovery', redirectTo, ['Reset Your Password', 'Reset Password', 'Reset your password']);
    });
    return {};
  }

  async function otp(req, url) {
    checkMailRequestRate(req);
    const body = await readObject(req);
    const email = validEmail(body.email);
    const redirectTo = safeRedirect(url.searchParams.get('redirect_to'), config.siteUrl);
    await db.tx(async (c) => {
      let user = await loadUser(c, 'lower(email) = $1 and deleted_at is null', [email]);
      if (!user) {
        if (body.create_user === false) throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');
        user = await createUser(c, { email, data: body.data });
      }
      await mailSignInLink(c, user, email, 'magiclink', redirectTo, ['Your Magic Link', 'Magic Link', 'Log In']);
    });
    return {};
  }

  async function resend(req, url) {
    const body = await readObject(req);
    if (body.type !== 'signup') throw new AuthError(400, 'validation_failed', 'Missing one of these types: signup, email_change');
    const email = validEmail(body.email);
    const redirectTo = safeRedirect(url.searchParams.get('redirect_to') ?? body.options?.emailRedirectTo, config.siteUrl);
    await db.tx(async (c) => {
      const user = await loadUser(c, 'lower(email) = $1 and deleted_at is null', [email]);
      // confirmed or unknown addresses get the same empty answer, so the endpoint reveals nothing
      if (!user || user.email_confirmed_at) return;
      checkMailFrequency(user.confirmation_sent_at);
      checkEmailRate(email);
      const t = randomToken();
      await c.query('update auth.users set confirmation_token = $2, confirmation_sent_at = now() where id = $1', [user.id, t]);
      await sendMail(email, 'Confirm your signup', 'Confirm your signup', 'Confirm your email address', verifyLink(t, 'signup', redirectTo));
    });
    return {};
  }

  async function getUser(req) {
    const claims = await requireUser(req);
    return db.tx(async (c) => {
      await requireSession(c, claims);
      return fullUser(c, claims.sub);
    });
  }

  async function updateUser(req, url) {
    const claims = await requireUser(req);
    const body = await readObject(req);
    const redirectTo = safeRedirect(url.searchParams.get('redirect_to') ?? body.email_redirect_to, config.siteUrl);
    return db.tx(async (c) => {
      const { user, session } = await requireSession(c, claims);
      if (body.app_metadata !== undefined) throw new AuthError(403, 'not_admin', 'Updating app_metadata requires admin privileges');
      if (body.password !== undefined) await changePassword(c, user, session, body);
      if (body.data !== undefined) {
        await c.query(
          `update auth.users set raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || $2::jsonb,
             updated_at = now() where id = $1`,
          [user.id, JSON.stringify(asObject(body.data))],
        );
      }
      if (body.email !== undefined) await requestEmailChange(c, user, body.email, redirectTo);
      return fullUser(c, user.id);
    });
  }

  // An old session proves little about who holds it: it must show the current password or the
  // nonce mailed by /reauthenticate. Afterwards every other session of the user ends.
  async function changePassword(c, user, session, body) {
    validatePassword(body.password);
    const recent = Date.now() - new Date(session.created_at).getTime() < RECENT_SIGN_IN_MS;
    if (!recent) {
      if (typeof body.current_password === 'string' && body.current_password) {
        const ok = user.encrypted_password && (await passwords.compare(body.current_password, user.encrypted_password));
        if (!ok) throw new AuthError(400, 'current_password_mismatch', 'Current password required when setting new password.');
      } else if (body.nonce !== undefined && body.nonce !== null && body.nonce !== '') {
        const sent = user.reauthentication_sent_at ? new Date(user.reauthentication_sent_at).getTime() : 0;
        const fresh = Date.now() - sent <= (config.otpExpiry ?? 86400) * 1000;
        if (!user.reauthentication_token || !fresh || String(body.nonce) !== user.reauthentication_token) {
          throw new AuthError(403, 'reauthentication_not_valid', 'Requires a valid nonce');
        }
      } else {
        throw new AuthError(400, 'reauthentication_needed', 'Password update requires reauthentication');
      }
    }
    if (user.encrypted_password && (await passwords.compare(body.password, user.encrypted_password))) {
      throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
    }
    await c.query(
      `update auth.users set encrypted_password = $2, reauthentication_token = '', updated_at = now() where id = $1`,
      [user.id, await passwords.hash(body.password)],
    );
    await c.query('delete from auth.sessions where user_id = $1 and id <> $2', [user.id, session.id]);
  }

  // Secure e-mail change: nothing changes until both the current and the new address confirm.
  async function requestEmailChange(c, user, value, redirectTo) {
    const email = validEmail(value);
    if (email === user.email) return;
    const taken = await loadUser(c, 'lower(email) = $1 and id <> $2', [email, user.id]);
    if (taken) throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
    checkMailFrequency(user.email_change_sent_at);
    checkEmailRate(user.email);
    const current = randomToken();
    const next = randomToken();
    await c.query(
      `update auth.users set email_change = $2, email_change_token_current = $3, email_change_token_new = $4,
         email_change_confirm_status = 0, email_change_sent_at = now(), updated_at = now() where id = $1`,
      [user.id, email, current, next],
    );
    await sendMail(user.email, 'Confirm Email Change', 'Confirm Change of Email',
      `Confirm the change of your e-mail address from ${user.email} to ${email}`, verifyLink(current, 'email_change', redirectTo));
    await sendMail(email, 'Confirm Email Change', 'Confirm Change of Email',
      `Confirm the change of your e-mail address from ${user.email} to ${email}`, verifyLink(next, 'email_change', redirectTo));
  }

  // Sends the nonce an old session needs to change its password (GET /reauthenticate).
  async function reauthenticate(req) {
    const claims = await requireUser(req);
    await db.tx(async (c) => {
      const { user } = await requireSession(c, claims);
      if (!user.email) throw new AuthError(422, 'validation_failed', 'Reauthentication requires the user to have an email or a phone number');
      checkMailFrequency(user.reauthentication_sent_at);
      checkEmailRate(user.email);
      const nonce = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
      await c.query('update auth.users set reauthentication_token = $2, reauthentication_sent_at = now() where id = $1', [
        user.id,
        nonce,
      ]);
      const text = `Confirm reauthentication\n\nEnter the code: ${nonce}\n`;
      await mailer.send({ to: user.email, subject: 'Confirm reauthentication', text,
        html: `<h2>Confirm reauthentication</h2><p>Enter the code: <strong>${nonce}</strong></p>` });
    });
    return {};
  }

  // ---- admin ----

  async function adminCreate(req) {
    await requireAdmin(req);
    const body = await readObject(req);
    const email = validEmail(body.email);
    if (body.password !== undefined) validatePassword(body.password);
    return db.tx(async (c) => {
      if (await loadUser(c, 'lower(email) = $1', [email])) {
        throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
      }
      const u = await createUser(c, {
        email,
        password: body.password,
        data: body.user_metadata ?? body.data ?? {},
        appMetadata: body.app_metadata ?? {},
        confirmed: Boolean(body.email_confirm),
        role: body.role ?? 'authenticated',
      });
      if (body.ban_duration && body.ban_duration !== 'none') await applyBan(c, u.id, body.ban_duration);
      return fullUser(c, u.id);
    });
  }

  async function applyBan(c, id, duration) {
    if (duration === 'none') {
      await c.query('update auth.users set banned_until = null where id = $1', [id]);
      return;
    }
    const m = /^(\d+(?:\.\d+)?)(h|m|s|ms)$/.exec(String(duration));
    if (!m) throw new AuthError(400, 'validation_failed', 'invalid format for ban duration');
    const ms = Number(m[1]) * { h: 3600_000, m: 60_000, s: 1000, ms: 1 }[m[2]];
    await c.query("update auth.users set banned_until = now() + ($2::text || ' milliseconds')::interval where id = $1", [id, String(ms)]);
    await c.query('delete from auth.sessions where user_id = $1', [id]);
  }

  async function adminList(req, url) {
    await requireAdmin(req);
    // GoTrue reads both as unsigned integers and refuses anything else
    const number = (name, fallback) => {
      const raw = url.searchParams.get(name);
      if (raw === null || raw === '') return fallback;
      if (!/^\d+$/.test(raw)) {
        throw new AuthError(400, 'validation_failed', `Bad Pagination Parameters: strconv.ParseUint: parsing ${JSON.stringify(raw)}: invalid syntax`);
      }
      return Number(raw);
    };
    const page = Math.max(1, number('page', 1));
    const perPage = Math.min(1000, Math.max(1, number('per_page', 50)));
    return db.tx(async (c) => {
      const { rows } = await c.query(
        `select ${USER_COLUMNS} from auth.users where deleted_at is null order by created_at desc, id limit $1 offset $2`,
        [perPage, (page - 1) * perPage],
      );
      const { rows: total } = await c.query('select count(*)::int as n from auth.users where deleted_at is null');
      const users = [];
      for (const u of rows) users.push(userJson(u, await loadIdentities(c, u.id)));
      const last = Math.max(1, Math.ceil(total[0].n / perPage));
      const links = [];
      if (page < last) links.push(`</admin/users?page=${page + 1}&per_page=${perPage}>; rel="next"`);
      links.push(`</admin/users?page=${last}&per_page=${perPage}>; rel="last"`);
      return { body: { users, aud: 'authenticated' }, headers: { 'x-total-count': String(total[0].n), link: links.join(', ') } };
    });
  }

  async function adminGet(req, id) {
    await requireAdmin(req);
    return db.tx(async (c) => {
      const u = isUuid(id) ? await fullUser(c, id) : null;
      if (!u) throw new AuthError(404, 'user_not_found', 'User not found');
      return u;
    });
  }

  async function adminUpdate(req, id) {
    await requireAdmin(req);
    const body = await readObject(req);
    return db.tx(async (c) => {
      const u = isUuid(id) ? await loadUser(c, 'id = $1', [id]) : null;
      if (!u) throw new AuthError(404, 'user_not_found', 'User not found');
      if (body.email !== undefined) {
        const email = validEmail(body.email);
        if (await loadUser(c, 'lower(email) = $1 and id <> $2', [email, id])) {
          throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
        }
        await c.query('update auth.users set email = $2 where id = $1', [id, email]);
      }
      if (body.password !== undefined) {
        validatePassword(body.password);
        await c.query('update auth.users set encrypted_password = $2 where id = $1', [id, await passwords.hash(body.password)]);
      }
      if (body.user_metadata !== undefined) {
        await c.query(`update auth.users set raw_user_meta_data = coalesce(raw_user_meta_data, '{}') || $2::jsonb where id = $1`, [
          id,
          JSON.stringify(asObject(body.user_metadata)),
        ]);
      }
      if (body.app_metadata !== undefined) {
        await c.query(`update auth.users set raw_app_meta_data = coalesce(raw_app_meta_data, '{}') || $2::jsonb where id = $1`, [
          id,
          JSON.stringify(asObject(body.app_metadata)),
        ]);
      }
      if (body.email_confirm === true) {
        await c.query('update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1', [id]);
      }
      if (body.role !== undefined) await c.query('update auth.users set role = $2 where id = $1', [id, String(body.role)]);
      if (body.ban_duration !== undefined) await applyBan(c, id, body.ban_duration);
      await c.query('update auth.users set updated_at = now() where id = $1', [id]);
      return fullUser(c, id);
    });
  }

  async function adminDelete(req, id) {
    await requireAdmin(req);
    return db.tx(async (c) => {
      const u = isUuid(id) ? await fullUser(c, id) : null;
      if (!u) throw new AuthError(404, 'user_not_found', 'User not found');
      await c.query('delete from auth.users where id = $1', [id]);
      return u;
    });
  }

  async function invite(req, url) {
    await requireAdmin(req);
    const body = await readObject(req);
    const email = validEmail(body.email);
    const redirectTo = safeRedirect(url.searchParams.get('redirect_to') ?? body.redirect_to, config.siteUrl);
    return db.tx(async (c) => {
      let user = await loadUser(c, 'lower(email) = $1', [email]);
      if (user?.email_confirmed_at) {
        throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
      }
      if (!user) user = await createUser(c, { email, data: body.data ?? {}, invited: true });
      checkEmailRate(email);
      const t = randomToken();
      await c.query(
        'update auth.users set confirmation_token = $2, confirmation_sent_at = now(), invited_at = now() where id = $1',
        [user.id, t],
      );
      await sendMail(email, 'You have been invited', 'You have been invited', 'Accept the invite', verifyLink(t, 'invite', redirectTo));
      return fullUser(c, user.id);
    });
  }

  async function generateLink(req) {
    await requireAdmin(req);
    const body = await readObject(req);
    const type = body.type;
    const email = validEmail(body.email);
    const redirectTo = safeRedirect(body.redirect_to ?? body.options?.redirectTo,
      type === 'recovery' ? `${config.siteUrl}/update-password` : config.siteUrl);
    return db.tx(async (c) => {
      let user = await loadUser(c, 'lower(email) = $1', [email]);
      const t = randomToken();
      if (type === 'signup') {
        if (user?.email_confirmed_at) throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
        validatePassword(body.password);
        if (!user) user = await createUser(c, { email, password: body.password, data: body.data ?? {} });
        await c.query('update auth.users set confirmation_token = $2, confirmation_sent_at = now() where id = $1', [user.id, t]);
      } else if (type === 'invite') {
        if (user?.email_confirmed_at) throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
        if (!user) user = await createUser(c, { email, data: body.data ?? {}, invited: true });
        await c.query(
          'update auth.users set confirmation_token = $2, confirmation_sent_at = now(), invited_at = now() where id = $1',
          [user.id, t],
        );
      } else if (type === 'recovery' || type === 'magiclink') {
        if (!user) {
          if (type === 'recovery') throw new AuthError(404, 'user_not_found', 'User with this email not found');
          user = await createUser(c, { email, data: body.data ?? {} });
        }
        await c.query('update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1', [user.id, t]);
      } else {
        throw new AuthError(400, 'validation_failed', 'Invalid email link type');
      }
      const verifyType = type === 'magiclink' ? 'magiclink' : type;
      return {
        ...(await fullUser(c, user.id)),
        action_link: verifyLink(t, verifyType, redirectTo),
        email_otp: '',
        hashed_token: t,
        redirect_to: redirectTo,
        verification_type: verifyType,
      };
    });
  }

  function settings() {
    return {
      external: { email: true, phone: false, anonymous_users: false },
      disable_signup: false,
      mailer_autoconfirm: Boolean(config.autoconfirm),
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    };
  }

  async function dispatch(req, res, sub, url) {
    const m = req.method;
    if (sub === '/health' && m === 'GET') return { version: 'local', name: 'GoTrue', description: 'GoTrue-compatible local auth' };
    if (sub === '/settings' && m === 'GET') return settings();
    if (sub === '/signup' && m === 'POST') return signup(req, url);
    if (sub === '/token' && m === 'POST') return token(req, url);
    if (sub === '/verify' && m === 'GET') return verifyGet(req, res, url);
    if (sub === '/verify' && m === 'POST') return verifyPost(req);
    if (sub === '/logout' && m === 'POST') return logout(req, url);
    if (sub === '/recover' && m === 'POST') return recover(req, url);
    if ((sub === '/otp' || sub === '/magiclink') && m === 'POST') return otp(req, url);
    if (sub === '/resend' && m === 'POST') return resend(req, url);
    if (sub === '/user' && m === 'GET') return getUser(req);
    if (sub === '/user' && m === 'PUT') return updateUser(req, url);
    if (sub === '/reauthenticate' && m === 'GET') return reauthenticate(req);
    if (sub === '/invite' && m === 'POST') return invite(req, url);
    if (sub === '/admin/generate_link' && m === 'POST') return generateLink(req);
    if (sub === '/admin/users' && m === 'GET') return adminList(req, url);
    if (sub === '/admin/users' && m === 'POST') return adminCreate(req);
    const am = /^\/admin\/users\/([^/]+)$/.exec(sub);
    if (am && m === 'GET') return adminGet(req, am[1]);
    if (am && m === 'PUT') return adminUpdate(req, am[1]);
    if (am && m === 'DELETE') return adminDelete(req, am[1]);
    throw new AuthError(404, 'not_found', 'Not found');
  }

  return async function handle(req, res, sub, url) {
    const versioned = Boolean(req.headers['x-supabase-api-version']);
    const headers = versioned ? { 'x-supabase-api-version': API_VERSION } : {};
    try {
      const result = await dispatch(req, res, sub, url);
      if (res.headersSent) return;
      if (result && result.status === 204) return send(res, 204, null, headers);
      if (result && result.headers && result.body) return send(res, 200, result.body, { ...headers, ...result.headers });
      send(res, 200, result ?? {}, headers);
    } catch (err) {
      if (!(err instanceof AuthError)) {
        // invalid input the database refuses (NUL bytes, malformed values) is the caller's error
        if (typeof err.code === 'string' && err.code.startsWith('22')) {
          err = new AuthError(400, 'validation_failed', 'Invalid input');
        } else throw err;
      }
      const body = versioned
        ? { code: err.errorCode, error_code: err.errorCode, msg: err.msg, message: err.msg, ...err.extra }
        : { code: err.status, error_code: err.errorCode, msg: err.msg, ...err.extra };
      send(res, err.status, body, { ...headers, 'x-sb-error-code': err.errorCode });
    }
  };
}

/** A request's e-mail address, trimmed and lower-cased; refused when it is not one. */
function validEmail(value) {
  const email = String(value ?? '').trim().toLowerCase();
  if (!EMAIL_RE.test(email)) throw new AuthError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  return email;
}

function isUuid(s) {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s);
}

function normalizeIp(ip) {
  if (!ip) return null;
  return ip.startsWith('::ffff:') ? ip.slice(7) : ip;
}
