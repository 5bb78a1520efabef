import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { requireEnv } from './env.ts';
import { forbidden, HttpError, unauthorized } from './http.ts';
import { accountRole, isStaffRole, normalizeRole } from './roles.ts';

export interface Membership {
  company_id: string;
  role: string;
}

/** The signed-in user behind a request. */
export interface Caller {
  id: string;
  email: string | undefined;
}

/** Everything a function knows about its caller once the JWT has been verified. */
export interface CallerContext {
  user: Caller;
  /** Acts as the caller: row-level security decides what it sees. */
  userClient: SupabaseClient;
  /**
   * Service role: bypasses row-level security; use only after checking the caller. It names the
   * caller in the x-audit-actor header, so audit entries its writes cause record who acted.
   */
  admin: SupabaseClient;
  accountRole: 'candidate' | 'company' | 'admin';
  isPlatformAdmin: boolean;
  membership(): Promise<Membership | null>;
}

const clientOptions = { auth: { persistSession: false, autoRefreshToken: false } };

let service: SupabaseClient | null = null;

/** The service-role client; it holds no session, so one serves every request of the worker. */
export function serviceClient(): SupabaseClient {
  service ??= createClient(
    requireEnv('SUPABASE_URL'),
    requireEnv('SUPABASE_SERVICE_ROLE_KEY'),
    clientOptions,
  );
  return service;
}

export function bearerToken(req: Request): string | null {
  const header = req.headers.get('Authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match ? match[1].trim() : null;
}

interface CallerRow {
  id: string;
  email: string | null;
  role: string | null;
  membership: Membership | null;
}

/**
 * Verifies the caller's session; the anon or service key alone is not a user. One read as the
 * caller: the API checks the JWT, and the database returns the user only while the session is
 * live, with the account role from profiles (which users cannot change themselves, unlike user
 * metadata) and the company membership.
 */
export async function authenticate(req: Request): Promise<CallerContext> {
  const token = bearerToken(req);
  if (!token) throw unauthorized('Missing authorization header');
  const url = requireEnv('SUPABASE_URL');
  const anonKey = requireEnv('SUPABASE_ANON_KEY');
  const response = await fetch(`${url}/rest/v1/rpc/get_caller_context`, {
    method: 'POST',
    headers: { apikey: anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: '{}',
  });
  // The API refuses a bad or expired token, and the anon key may not ask, before any read.
  if (response.status === 401 || response.status === 403) {
    await response.body?.cancel();
    throw unauthorized('Invalid or expired session');
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new HttpError(500, 'Failed to load caller profile');
  }
  const caller = (await response.json()) as CallerRow | null;
  if (!caller) throw unauthorized('Invalid or expired session');
  const role = accountRole(caller.role);
  const first = caller.membership;
  const membership =
    first && isStaffRole(first.role)
      ? { company_id: first.company_id, role: normalizeRole(first.role) }
      : null;

  // Created when a function first acts as the caller; many only read with the service role.
  let userClient: SupabaseClient | null = null;
  // The service role acting for this caller: the database's audit trail names them as the actor.
  let actingAdmin: SupabaseClient | null = null;
  return {
    user: { id: caller.id, email: caller.email ?? undefined },
    get userClient() {
      userClient ??= createClient(url, anonKey, {
        ...clientOptions,
        global: { headers: { Authorization: `Bearer ${token}` } },
      });
      return userClient;
    },
    get admin() {
      actingAdmin ??= createClient(url, requireEnv('SUPABASE_SERVICE_ROLE_KEY'), {
        ...clientOptions,
        global: { headers: { 'x-audit-actor': caller.id } },
      });
      return actingAdmin;
    },
    accountRole: role,
    isPlatformAdmin: role === 'admin',
    membership: () => Promise.resolve(membership),
  };
}

export function requirePlatformAdmin(
  ctx: CallerContext,
  message = 'Only platform administrators can do this',
): void {
  if (!ctx.isPlatformAdmin) throw forbidden(message);
}

/** A `userId` in a body must be the caller, unless a platform admin acts for someone. */
export function requireSelf(ctx: CallerContext, userId: string): void {
  if (userId !== ctx.user.id && !ctx.isPlatformAdmin) {
    throw forbidden('You can only access your own data');
  }
}

/** The caller's membership in the given company, or 403. */
export async function requireCompanyStaff(
  ctx: CallerContext,
  companyId: string,
  allowed: (role: string) => boolean = () => true,
  message = 'You do not have permission for this company',
): Promise<Membership> {
  const membership = await ctx.membership();
  if (!membership || membership.company_id !== companyId || !allowed(membership.role)) {
    throw forbidden(message);
  }
  return membership;
}
