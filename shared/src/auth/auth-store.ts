import type { AuthError, Session, SupabaseClient, User } from '@supabase/supabase-js';
import { create } from 'zustand';
import {
  TALENT_VENDOR_ROLE,
  accountRoleFrom,
  staffRoleFrom,
  type AccountRole,
  type StaffRole,
} from '../roles/account-role';
import { clearLocalAuthKeys, mayHaveSession } from '../supabase/auth-storage';
import { sleep, withTimeout } from './with-timeout';

export const PROFILE_TIMEOUT_MS = 3000;
export const INITIAL_SESSION_TIMEOUT_MS = 5000;
export const SIGN_IN_SETTLE_MS = 100;

export interface Profile {
  id: string;
  email: string | null;
  role: string | null;
  [column: string]: unknown;
}

export interface Membership {
  role: StaffRole;
  companyId: string | null;
}

export interface VendorMembership {
  vendorId: string;
  role: 'admin' | 'recruiter';
}

export interface AuthState {
  session: Session | null;
  user: User | null;
  profile: Profile | null;
  /** Account role from the user's metadata (CANDIDATE, COMPANY, ADMIN). */
  role: AccountRole | null;
  membership: Membership | null;
  /** Talent-vendor staff (owner or talent_vendor_users row); only looked up for business accounts without a company. */
  vendor: VendorMembership | null;
  /** True once the profile and membership lookups for the current user have finished. */
  roleLoaded: boolean;
  /** True until the first auth event or the initial session check has finished. */
  loading: boolean;
}

export interface SignUpInput {
  email: string;
  password: string;
  role: string;
  /** Extra user metadata, such as an invitation token or the employee role. */
  data?: Record<string, unknown>;
  emailRedirectTo?: string;
}

export interface AuthActions {
  /** Follows this client's auth events (the client is ready). */
  initialize(client: SupabaseClient): () => void;
  /**
   * Starts auth with a client that loads on demand: at once when a session may be restored,
   * otherwise when the visitor starts typing or signs in, so signed-out pages do without it.
   */
  start(loadClient: () => Promise<SupabaseClient>, restore: boolean): () => void;
  signIn(
    email: string,
    password: string,
  ): Promise<{ user: User | null; error: AuthError | Error | null }>;
  signUp(input: SignUpInput): Promise<{ user: User | null; error: AuthError | Error | null }>;
  signOut(): Promise<{ error: AuthError | null }>;
  reloadProfile(): Promise<void>;
}

const initialState: AuthState = {
  session: null,
  user: null,
  profile: null,
  role: null,
  membership: null,
  vendor: null,
  roleLoaded: false,
  loading: true,
};

/** Where auth settles when nobody is signed in. */
export const SIGNED_OUT_STATE: AuthState = { ...initialState, loading: false };

let supabase: SupabaseClient | null = null;
let unsubscribe: (() => void) | null = null;
let loadClient: (() => Promise<SupabaseClient>) | null = null;

function requireClient(): SupabaseClient {
  if (!supabase) throw new Error('Auth store used before initialize()');
  return supabase;
}

async function clientReady(): Promise<SupabaseClient> {
  if (supabase) return supabase;
  if (!loadClient) throw new Error('Auth store used before initialize()');
  const client = await loadClient();
  attachAuthClient(client);
  return client;
}

/** Called when the page's client is created, whoever creates it first. */
export function attachAuthClient(client: SupabaseClient): void {
  if (supabase !== client) useAuthStore.getState().initialize(client);
}

async function loadProfile(client: SupabaseClient, userId: string): Promise<Profile | null> {
  try {
    const { data, error } = await withTimeout(
      client.from('profiles').select('*').eq('id', userId).single(),
      PROFILE_TIMEOUT_MS,
      'Profile query',
    );
    return error ? null : (data as Profile);
  } catch {
    return null;
  }
}

/** Membership via the RPC; when the RPC errors, read company_users directly. */
export async function loadMembership(
  client: SupabaseClient,
  userId: string,
): Promise<Membership | null> {
  try {
    const { data, error } = await client.rpc('get_user_company_membership_safe', {
      user_id: userId,
    });
    if (!error) {
      const row = Array.isArray(data) ? data[0] : data;
      const role = staffRoleFrom(row?.role);
      return role ? { role, companyId: row?.company_id ?? null } : null;
    }
    const fallback = await client
      .from('company_users')
      .select('role, company_id')
      .eq('user_id', userId)
      .single();
    if (fallback.error) return null;
    const role = staffRoleFrom(fallback.data?.role);
    return role ? { role, companyId: fallback.data?.company_id ?? null } : null;
  } catch {
    return null;
  }
}

/** The vendor a business account without a company works for: as its owner, or as listed staff. */
export async function loadVendorMembership(
  client: SupabaseClient,
  userId: string,
): Promise<VendorMembership | null> {
  try {
    const [owned, member] = await Promise.all([
      client.from('vendors').select('id').eq('user_id', userId).limit(1).maybeSingle(),
      client
        .from('talent_vendor_users')
        .select('vendor_id, role')
        .eq('user_id', userId)
        .maybeSingle(),
    ]);
    if (owned.data?.id) return { vendorId: owned.data.id as string, role: 'admin' };
    if (member.data?.vendor_id) {
      return {
        vendorId: member.data.vendor_id as string,
        role: member.data.role === 'admin' ? 'admin' : 'recruiter',
      };
    }
    return null;
  } catch {
    return null;
  }
}

async function loadAccess(client: SupabaseClient, user: User) {
  const [profile, membership] = await Promise.all([
    loadProfile(client, user.id),
    loadMembership(client, user.id),
  ]);
  // The profile row is written by the server, so its role wins over editable metadata.
  const role = profile?.role
    ? accountRoleFrom(profile.role)
    : accountRoleFrom(user.user_metadata?.role);
  const vendor =
    role === 'COMPANY' && !membership ? await loadVendorMembership(client, user.id) : null;
  return { profile, membership, role, vendor };
}

export const useAuthStore = create<AuthState & AuthActions>()((set, get) => {
  // A restored session can be applied twice at start (the initial auth event and getSession
  // racing, or a sign-in and its SIGNED_IN event): one read of the user's access serves both.
  let accessInFlight: { userId: string; access: ReturnType<typeof loadAccess> } | null = null;
  function loadAccessOnce(client: SupabaseClient, user: User) {
    if (accessInFlight?.userId === user.id) return accessInFlight.access;
    const access = loadAccess(client, user);
    const entry = { userId: user.id, access };
    accessInFlight = entry;
    const clear = () => {
      if (accessInFlight === entry) accessInFlight = null;
    };
    access.then(clear, clear);
    return access;
  }

  async function applySession(session: Session | null) {
    if (!session?.user) {
      set(SIGNED_OUT_STATE);
      return;
    }
    const client = requireClient();
    const user = session.user;
    const sameUser = get().user?.id === user.id;
    set({
      session,
      user,
      role: sameUser ? get().role : accountRoleFrom(user.user_metadata?.role),
      roleLoaded: sameUser && get().roleLoaded,
      loading: false,
    });
    const access = await loadAccessOnce(client, user);
    if (get().user?.id !== user.id) return;
    set({ ...access, roleLoaded: true });
  }

  return {
    ...initialState,
    // Known at once for a visitor with no session to restore: the first render is the signed-out
    // page, not a loading state followed by a second render of the whole tree.
    loading: typeof window === 'undefined' || mayHaveSession(),

    initialize(client) {
      unsubscribe?.();
      supabase = client;
      let settled = false;
      const { data } = client.auth.onAuthStateChange((event, session) => {
        settled = true;
        if (event === 'SIGNED_OUT') {
          set(SIGNED_OUT_STATE);
          return;
        }
        if (event === 'TOKEN_REFRESHED') {
          set({ session });
          return;
        }
        // Never await supabase calls inside this callback: it runs under the auth lock.
        setTimeout(() => void applySession(session), 0);
      });
      withTimeout(client.auth.getSession(), INITIAL_SESSION_TIMEOUT_MS, 'Initial session')
        .then(({ data: current }) => {
          if (!settled) void applySession(current.session);
        })
        .catch(() => set({ loading: false }));
      unsubscribe = () => data.subscription.unsubscribe();
      return () => {
        data.subscription.unsubscribe();
        if (supabase === client) {
          supabase = null;
          unsubscribe = null;
        }
      };
    },

    start(load, restore) {
      loadClient = load;
      const warmUp = () => void clientReady().catch(() => undefined);
      if (restore || supabase) {
        clientReady().catch(() => set({ loading: false }));
      } else {
        if (get().loading) set({ loading: false });
        document.addEventListener('input', warmUp, { capture: true, once: true });
      }
      return () => {
        document.removeEventListener('input', warmUp, { capture: true });
        unsubscribe?.();
        unsubscribe = null;
        supabase = null;
      };
    },

    async signIn(email, password) {
      const client = await clientReady();
      clearLocalAuthKeys();
      await sleep(SIGN_IN_SETTLE_MS);
      const { data, error } = await client.auth.signInWithPassword({
        email: email.trim().toLowerCase(),
        password,
      });
      if (error) return { user: null, error };
      if (!data.user) return { user: null, error: new Error('No user returned from sign in') };
      await applySession(data.session);
      return { user: data.user, error: null };
    },

    async signUp({ email, password, role, data, emailRedirectTo }) {
      const client = await clientReady();
      clearLocalAuthKeys();
      const result = await client.auth.signUp({
        email: email.trim().toLowerCase(),
        password,
        options: { data: { ...data, role: role.toLowerCase() }, emailRedirectTo },
      });
      return { user: result.data.user, error: result.error };
    },

    async signOut() {
      const client = await clientReady();
      const { error } = await client.auth.signOut({ scope: 'global' });
      clearLocalAuthKeys();
      set(SIGNED_OUT_STATE);
      return { error };
    },

    async reloadProfile() {
      const user = get().user;
      if (!user) return;
      const access = await loadAccess(requireClient(), user);
      if (get().user?.id !== user.id) return;
      set({ ...access, roleLoaded: true });
    },
  };
});

/**
 * The role that decides menus and redirects: the company staff role when there is one, then
 * talent-vendor staff, else the account role.
 */
export function effectiveRole(
  state: Pick<AuthState, 'role' | 'membership'> & { vendor?: VendorMembership | null },
): string | null {
  if (state.membership?.role) return state.membership.role;
  if (state.vendor) return TALENT_VENDOR_ROLE;
  return state.role;
}

/** 'none' when the user has no company membership. */
export function menuRole(state: Pick<AuthState, 'membership'>): string {
  return state.membership?.role ?? 'none';
}
