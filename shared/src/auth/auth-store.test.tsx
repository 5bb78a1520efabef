import { render } from '@testing-library/react';
import type { SupabaseClient } from '@supabase/supabase-js';
import { useAuth } from './auth-provider';
import { effectiveRole, loadMembership, menuRole, useAuthStore } from './auth-store';

type Result = { data: unknown; error: unknown };

/** A stand-in for the few supabase-js calls the store makes, recording what was asked. */
function fakeClient(options: { rpc: Result; table?: Result; signIn?: Result }) {
  const calls: string[] = [];
  const query = {
    select: () => query,
    eq: () => query,
    single: async () => {
      calls.push('company_users.single');
      return options.table ?? { data: null, error: { message: 'no rows' } };
    },
  };
  const client = {
    rpc: async (name: string) => {
      calls.push(`rpc:${name}`);
      return options.rpc;
    },
    from: (table: string) => {
      calls.push(`from:${table}`);
      return query;
    },
    auth: {
      signInWithPassword: async (credentials: { email: string }) => {
        calls.push(
          `signIn:${credentials.email}:${window.localStorage.getItem('sb-localhost-auth-token')}`,
        );
        return options.signIn ?? { data: { user: null, session: null }, error: null };
      },
      onAuthStateChange: () => ({ data: { subscription: { unsubscribe: () => undefined } } }),
      getSession: async () => ({ data: { session: null } }),
    },
  };
  return { client: client as unknown as SupabaseClient, calls };
}

describe('company membership lookup', () => {
  it('uses the first row of get_user_company_membership_safe', async () => {
    const { client, calls } = fakeClient({
      rpc: {
        data: [
          { role: 'manager', company_id: 'c1' },
          { role: 'recruiter', company_id: 'c2' },
        ],
        error: null,
      },
    });
    await expect(loadMembership(client, 'u1')).resolves.toEqual({
      role: 'MANAGER',
      companyId: 'c1',
    });
    expect(calls).toEqual(['rpc:get_user_company_membership_safe']);
  });

  it('falls back to company_users when the RPC fails', async () => {
    const { client, calls } = fakeClient({
      rpc: { data: null, error: { message: 'function does not exist' } },
      table: { data: { role: 'recruiter', company_id: 'c9' }, error: null },
    });
    await expect(loadMembership(client, 'u1')).resolves.toEqual({
      role: 'RECRUITER',
      companyId: 'c9',
    });
    expect(calls).toContain('from:company_users');
  });

  it('leaves the role empty when both lookups fail, and the menu role is none', async () => {
    const { client } = fakeClient({ rpc: { data: null, error: { message: 'x' } } });
    const membership = await loadMembership(client, 'u1');
    expect(membership).toBeNull();
    expect(menuRole({ membership })).toBe('none');
  });
});

describe('effective role', () => {
  it('prefers the company staff role, then talent-vendor staff, then the account role', () => {
    const vendor = { vendorId: 'v1', role: 'recruiter' as const };
    expect(
      effectiveRole({ role: 'COMPANY', membership: { role: 'MANAGER', companyId: 'c1' }, vendor }),
    ).toBe('MANAGER');
    expect(effectiveRole({ role: 'COMPANY', membership: null, vendor })).toBe('TALENT_VENDOR');
    expect(effectiveRole({ role: 'COMPANY', membership: null, vendor: null })).toBe('COMPANY');
  });
});

describe('sign-in', () => {
  it('clears local auth keys first and sends a trimmed, lowercased e-mail', async () => {
    window.localStorage.setItem('sb-localhost-auth-token', '{"stale":true}');
    const { client, calls } = fakeClient({ rpc: { data: [], error: null } });
    useAuthStore.getState().initialize(client);
    const result = await useAuthStore.getState().signIn('  Jane@Example.COM ', 'secret');
    expect(calls).toContain('signIn:jane@example.com:null');
    expect(result.error?.message).toBe('No user returned from sign in');
  });
});

describe('restored session', () => {
  afterEach(() => useAuthStore.setState(useAuthStore.getInitialState()));

  it('reads the profile and membership once when the session arrives twice at start', async () => {
    const { client, calls } = fakeClient({ rpc: { data: [], error: null } });
    const session = { user: { id: 'u1', user_metadata: {} }, access_token: 't' };
    let emit: (event: string, current: unknown) => void = () => undefined;
    const auth = client.auth as unknown as Record<string, unknown>;
    auth.onAuthStateChange = (callback: typeof emit) => {
      emit = callback;
      return { data: { subscription: { unsubscribe: () => undefined } } };
    };
    auth.getSession = async () => ({ data: { session } });
    // The membership read is still on its way when the second copy of the session arrives.
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const rpc = client.rpc.bind(client);
    (client as unknown as Record<string, unknown>).rpc = async (name: string) => {
      await answered;
      return rpc(name);
    };
    const stop = useAuthStore.getState().initialize(client);
    // getSession answers first, then the client reports the same session as an event.
    await new Promise((resolve) => setTimeout(resolve, 0));
    emit('SIGNED_IN', session);
    await new Promise((resolve) => setTimeout(resolve, 5));
    answer();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(useAuthStore.getState()).toMatchObject({ roleLoaded: true, user: { id: 'u1' } });
    expect(calls.filter((call) => call === 'from:profiles')).toHaveLength(1);
    expect(calls.filter((call) => call === 'rpc:get_user_company_membership_safe')).toHaveLength(1);
    stop();
  });
});

describe('client on demand', () => {
  it('treats a visitor without a stored session as signed out without loading the client', () => {
    const load = jest.fn();
    const stop = useAuthStore.getState().start(load, false);
    expect(load).not.toHaveBeenCalled();
    expect(useAuthStore.getState()).toMatchObject({ loading: false, user: null });
    stop();
  });

  it('loads the client when the visitor starts typing, once', async () => {
    const { client } = fakeClient({ rpc: { data: [], error: null } });
    const load = jest.fn(async () => client);
    const stop = useAuthStore.getState().start(load, false);
    document.body.dispatchEvent(new Event('input', { bubbles: true }));
    document.body.dispatchEvent(new Event('input', { bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load).toHaveBeenCalledTimes(1);
    stop();
  });

  it('loads the client to sign in', async () => {
    const { client, calls } = fakeClient({ rpc: { data: [], error: null } });
    const load = jest.fn(async () => client);
    const stop = useAuthStore.getState().start(load, false);
    await useAuthStore.getState().signIn('jane@example.com', 'secret');
    expect(load).toHaveBeenCalledTimes(1);
    expect(calls).toContain('signIn:jane@example.com:null');
    stop();
  });

  it('loads the client at once when a session may be restored', async () => {
    const { client } = fakeClient({ rpc: { data: [], error: null } });
    const load = jest.fn(async () => client);
    const stop = useAuthStore.getState().start(load, true);
    expect(load).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('useAuth', () => {
  it('throws outside the provider', () => {
    const Probe = () => {
      useAuth();
      return null;
    };
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow('useAuth must be used within an AuthProvider');
  });
});
