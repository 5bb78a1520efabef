export function requireEnv(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}

export function siteUrl(): string {
  return (Deno.env.get('SITE_URL') || 'http://localhost:3000').replace(/\/+$/, '');
}
