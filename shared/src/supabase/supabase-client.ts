import { createClient, type SupabaseClient } from '@supabase/supabase-js';
// The core entry by its package name, so this entry uses the page's one auth store and runtime
// configuration whichever app's build it was loaded from.
import { attachAuthClient, getRuntimeConfig } from '@portal/shared';

let client: SupabaseClient | null = null;

/** The one supabase client of the page; shell and every remote get this same instance. */
export function getSupabase(): SupabaseClient {
  if (!client) {
    const { supabaseUrl, supabaseAnonKey } = getRuntimeConfig();
    client = createClient(supabaseUrl, supabaseAnonKey, {
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
