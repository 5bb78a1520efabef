/** Storage key supabase-js uses for the session: sb-{project}-auth-token. */
export function authStorageKey(supabaseUrl: string): string {
  const project = new URL(supabaseUrl).hostname.split('.')[0];
  return `sb-${project}-auth-token`;
}

const AUTH_KEY = /^sb-.+-auth-token(-code-verifier)?$/;

export function clearLocalAuthKeys(storage: Storage = window.localStorage): void {
  const doomed: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key && AUTH_KEY.test(key)) doomed.push(key);
  }
  doomed.forEach((key) => storage.removeItem(key));
}

/**
 * Whether this page may have a session to restore: one stored by supabase-js, or one arriving in
 * the URL (confirmation, recovery and invitation links). Without either the visitor is signed out
 * and the client can wait until they sign in.
 */
export function mayHaveSession(
  storage: Storage = window.localStorage,
  location: Pick<Location, 'hash' | 'search'> = window.location,
): boolean {
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key && /^sb-.+-auth-token$/.test(key)) return true;
  }
  const params = `${location.hash}&${location.search}`;
  return /[#?&](access_token|refresh_token|code|error_description)=/.test(params);
}
