import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { authenticate, serviceClient } from '../_shared/context.ts';
import { corsHeaders } from '../_shared/cors.ts';
import { exactILike } from '../_shared/db.ts';
import { requireEnv } from '../_shared/env.ts';
import { conflict, HttpError, json, notFound, parseWith, readJson } from '../_shared/http.ts';

// The invitation landing is opened before the invitee has an account: 'lookup' and 'register'
// are answered without a session, the token being the proof; 'accept' is for a signed-in account.

const token = z.string().trim().min(16, 'Invitation not found or has expired');
const name = (message: string) => z.string().trim().min(1, message);
const vendorFields = {
  token,
  first_name: name('First name is required'),
  last_name: name('Last name is required'),
  vendor_name: name('Vendor company name is required').min(
    2,
    'Vendor company name must be at least 2 characters',
  ),
};

const schema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('lookup'), token }),
    z.object({
      action: z.literal('register'),
      ...vendorFields,
      password: z
        .string()
        .min(8, 'Password must be at least 8 characters')
        .regex(/[A-Z]/, 'Password must contain at least one uppercase letter')
        .regex(/[a-z]/, 'Password must contain at least one lowercase letter')
        .regex(/[0-9]/, 'Password must contain at least one number'),
    }),
    z.object({ action: z.literal('accept'), ...vendorFields }),
  ],
  { error: 'action must be one of: lookup, register, accept' },
);
type Body = z.output<typeof schema>;
type VendorBody = Extract<Body, { action: 'register' | 'accept' }>;

interface UsableInvitation {
  email: string;
  first_name: string;
  last_name: string;
  invitation_expires_at: string;
  company: { name: string } | null;
}

/** The invitation behind a token, or the reason it cannot be used (as the database words it). */
async function usableInvitation(admin: SupabaseClient, value: string): Promise<UsableInvitation> {
  const { data, error } = await admin
    .from('talent_vendors')
    .select('email, first_name, last_name, status, invitation_expires_at, company:companies(name)')
    .eq('invitation_token', value)
    .maybeSingle();
  if (error) throw new HttpError(500, 'Failed to load invitation');
  if (!data) throw notFound('Invitation not found or has expired');
  if (data.status !== 'invited') throw new HttpError(410, 'This invitation has already been used');
  if (!data.invitation_expires_at || new Date(data.invitation_expires_at).getTime() <= Date.now()) {
    throw new HttpError(410, 'This invitation has expired');
  }
  return data as unknown as UsableInvitation;
}

const STATUS_BY_SQLSTATE: Record<string, number> = {
  P0002: 404,
  '42501': 403,
  '23505': 409,
  '22023': 400,
};

/**
 * Runs the acceptance as the given user, or with the service role for the account `forUserId`;
 * the database checks address, expiry and memberships either way.
 */
async function acceptAs(client: SupabaseClient, body: VendorBody, forUserId?: string): Promise<string> {
  const { data, error } = await client.rpc('accept_talent_vendor_invitation', {
    p_token: body.token,
    p_vendor_name: body.vendor_name,
    p_first_name: body.first_name,
    p_last_name: body.last_name,
    ...(forUserId ? { p_user_id: forUserId } : {}),
  });
  if (error) {
    const used = /already been used|has expired/.test(error.message);
    throw new HttpError(used ? 410 : (STATUS_BY_SQLSTATE[error.code ?? ''] ?? 500), error.message);
  }
  return (data as { vendor_id: string }).vendor_id;
}

async function lookup(value: string) {
  const invitation = await usableInvitation(serviceClient(), value);
  return {
    invitation: {
      companyName: invitation.company?.name ?? null,
      firstName: invitation.first_name,
      lastName: invitation.last_name,
      email: invitation.email,
      expiresAt: invitation.invitation_expires_at,
    },
  };
}

async function register(body: Extract<Body, { action: 'register' }>) {
  const admin = serviceClient();
  const invitation = await usableInvitation(admin, body.token);
  const email = invitation.email.toLowerCase();
  const { data: existing, error: existingError } = await admin
    .from('profiles')
    .select('id')
    .ilike('email', exactILike(email))
    .limit(1);
  if (existingError) throw new HttpError(500, 'Failed to check existing accounts');
  if (existing && existing.length > 0) {
    throw conflict('An account with this email already exists. Sign in to accept the invitation.');
  }

  // The e-mailed link proves the address, so the account starts confirmed.
  const { data: created, error: createError } = await admin.auth.admin.createUser({
    email,
    password: body.password,
    email_confirm: true,
    user_metadata: {
      role: 'talent_vendor',
      first_name: body.first_name,
      last_name: body.last_name,
    },
  });
  if (createError || !created?.user) {
    throw new HttpError(400, createError?.message ?? 'Failed to create the account');
  }
  try {
    // Accepted for the new account by the service role, which the audit trail records as that
    // account; signing in as it would hash the password a second time for a session nobody uses.
    const forNewAccount = createClient(requireEnv('SUPABASE_URL'), requireEnv('SUPABASE_SERVICE_ROLE_KEY'), {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { headers: { 'x-audit-actor': created.user.id } },
    });
    const vendorId = await acceptAs(forNewAccount, body, created.user.id);
    return {
      success: true,
      message: 'Your talent vendor account is ready',
      email,
      vendorId,
    };
  } catch (err) {
    await admin.auth.admin.deleteUser(created.user.id);
    throw err;
  }
}

async function accept(req: Request, body: Extract<Body, { action: 'accept' }>) {
  const ctx = await authenticate(req);
  const vendorId = await acceptAs(ctx.userClient, body);
  return {
    success: true,
    message: 'Invitation accepted',
    email: ctx.user.email ?? null,
    vendorId,
  };
}

Deno.serve(async (req) => {
  if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders });
  try {
    if (req.method !== 'POST') throw new HttpError(405, 'Method not allowed');
    const body = parseWith(schema, await readJson(req));
    switch (body.action) {
      case 'lookup':
        return json(await lookup(body.token));
      case 'register':
        return json(await register(body));
      case 'accept':
        return json(await accept(req, body));
    }
  } catch (err) {
    if (err instanceof HttpError) return json({ error: err.message, ...err.extra }, err.status);
    console.error(err);
    return json({ error: 'Internal server error' }, 500);
  }
});
