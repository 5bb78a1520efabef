import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../database.types';
// The core entry by its package name, so this entry uses the page's one auth store and runtime
// configuration whichever app's build it was loaded from.
import { attachAuthClient, getRuntimeConfig } from '@portal/shared';

/** The client typed by the generated schema: a renamed column breaks `npm run typecheck`. */
export type PortalClient = SupabaseClient<Database>;

let client: PortalClient | null = null;

/** The one supabase client of the page; shell and every remote get this same instance. */
export function getSupabase(): PortalClient {
  if (!client) {
    const { supabaseUrl, supabaseAnonKey } = getRuntimeConfig();
    client = createClient<Database>(supabaseUrl, supabaseAnonKey, {
      auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
    });
    // Whoever creates the client first, the auth store follows its session.
    attachAuthClient(client);
  }
  return client;
}

export function resetSupabaseForTests(): void {
  client = null;
}
