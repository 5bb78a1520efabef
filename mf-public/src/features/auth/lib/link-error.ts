/** What the auth service put after `#` when it refused an e-mail link. */
export interface LinkError {
  code: string | null;
  description: string | null;
}

/** The error an e-mail link came back with (`#error=...&error_code=...`), if any. */
export function linkErrorFromHash(hash: string): LinkError | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  if (!params.get('error') && !params.get('error_code')) return null;
  return { code: params.get('error_code'), description: params.get('error_description') };
}
