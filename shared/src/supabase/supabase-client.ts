import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { getRuntimeConfig } from '../config/runtime-config';

let client: SupabaseClient | null = null;

/** The one supabase client of the page; shell and every remote get this same instance. */
export function getSupabase(): SupabaseClient {
  if (!client) {
    const { supabaseUrl, supabaseAnonKey } = getRuntimeConfig();
    client = createClient(supabaseUrl, supabaseAnonKey, {
      auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
    });
  }
  return client;
}

/** Storage key supabase-js uses for the session: sb-{project}-auth-token. */
export function authStorageKey(supabaseUrl: string): string {
  const project = new URL(supabaseUrl).hostname.split('.')[0];
  return `sb-${project}-auth-token`;
}

export function clearLocalAuthKeys(storage: Storage = window.localStorage): void {
  const doomed: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key && /^sb-.+-auth-token(-code-verifier)?$/.test(key)) doomed.push(key);
  }
  doomed.forEach((key) => storage.removeItem(key));
}

export function resetSupabaseForTests(): void {
  client = null;
}
