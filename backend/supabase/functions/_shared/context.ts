import { createClient, type SupabaseClient, type User } from '@supabase/supabase-js';
import { requireEnv } from './env.ts';
import { forbidden, HttpError, unauthorized } from './http.ts';
import { accountRole, isStaffRole, normalizeRole } from './roles.ts';

export interface Membership {
  company_id: string;
  role: string;
}

/** Everything a function knows about its caller once the JWT has been verified. */
export interface CallerContext {
  user: User;
  /** Acts as the caller: row-level security decides what it sees. */
  userClient: SupabaseClient;
  /** Service role: bypasses row-level security; use only after checking the caller. */
  admin: SupabaseClient;
  accountRole: 'candidate' | 'company' | 'admin';
  isPlatformAdmin: boolean;
  membership(): Promise<Membership | null>;
}

const clientOptions = { auth: { persistSession: false, autoRefreshToken: false } };

export function serviceClient(): SupabaseClient {
  return createClient(
    requireEnv('SUPABASE_URL'),
    requireEnv('SUPABASE_SERVICE_ROLE_KEY'),
    clientOptions,
  );
}

export function bearerToken(req: Request): string | null {
  const header = req.headers.get('Authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match ? match[1].trim() : null;
}

/** Verifies the caller's session; the anon or service key alone is not a user. */
export async function authenticate(req: Request): Promise<CallerContext> {
  const token = bearerToken(req);
  if (!token) throw unauthorized('Missing authorization header');
  const url = requireEnv('SUPABASE_URL');
  const userClient = createClient(url, requireEnv('SUPABASE_ANON_KEY'), {
    ...clientOptions,
    global: { headers: { Authorization: `Bearer ${token}` } },
  });
  const { data, error } = await userClient.auth.getUser(token);
  if (error || !data?.user) throw unauthorized('Invalid or expired session');
  const user = data.user;
  const admin = serviceClient();

  // The role comes from profiles, which users cannot change themselves (user metadata they can).
  const { data: profile, error: profileError } = await admin
    .from('profiles')
    .select('role')
    .eq('id', user.id)
    .maybeSingle();
  if (profileError) throw new HttpError(500, 'Failed to load caller profile');
  const role = accountRole(profile?.role);

  let membershipPromise: Promise<Membership | null> | null = null;
  return {
    user,
    userClient,
    admin,
    accountRole: role,
    isPlatformAdmin: role === 'admin',
    membership() {
      membershipPromise ??= loadMembership(admin, user.id);
      return membershipPromise;
    },
  };
}

async function loadMembership(admin: SupabaseClient, userId: string): Promise<Membership | null> {
  const { data, error } = await admin
    .from('company_users')
    .select('company_id, role')
    .eq('user_id', userId)
    .order('created_at', { ascending: true })
    .limit(1);
  if (error) throw new HttpError(500, 'Failed to load company membership');
  const row = data?.[0];
  if (!row || !isStaffRole(row.role)) return null;
  return { company_id: row.company_id, role: normalizeRole(row.role) };
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
