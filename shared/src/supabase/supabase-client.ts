import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../database.types';
// The core entry by its package name, so this entry uses the page's one auth store and runtime
// configuration whichever app's build it was loaded from.
import { attachAuthClient, getRuntimeConfig } from '@portal/shared';

/** The client typed by the generated schema: a renamed column breaks `npm run typecheck`. */
export type PortalClient = SupabaseClient<Database>;

let client: PortalClient | null = null;

// The spec's realtime timing: a heartbeat every 30 s; reconnect after 1, 2, 5, then every 10 s.
export const REALTIME_HEARTBEAT_MS = 30_000;
export const REALTIME_RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000] as const;

export function realtimeReconnectDelay(tries: number): number {
  return REALTIME_RECONNECT_DELAYS_MS[
    Math.min(Math.max(tries, 1), REALTIME_RECONNECT_DELAYS_MS.length) - 1
  ];
}

/** The one supabase client of the page; shell and every remote get this same instance. */
export function getSupabase(): PortalClient {
  if (!client) {
    const { supabaseUrl, supabaseAnonKey } = getRuntimeConfig();
    client = createClient<Database>(supabaseUrl, supabaseAnonKey, {
      auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
      realtime: {
        heartbeatIntervalMs: REALTIME_HEARTBEAT_MS,
        reconnectAfterMs: realtimeReconnectDelay,
      },
    });
    // Whoever creates the client first, the auth store follows its session.
    attachAuthClient(client);
  }
  return client;
}

export function resetSupabaseForTests(): void {
  client = null;
}
