export interface PortalRuntimeConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
  /** remote name -> URL of that remote's mf-manifest.json */
  remotes: Record<string, string>;
  siteUrl?: string;
}

let current: PortalRuntimeConfig | null = null;

export function setRuntimeConfig(config: PortalRuntimeConfig): void {
  current = config;
}

export function getRuntimeConfig(): PortalRuntimeConfig {
  if (!current) {
    throw new Error('Runtime configuration has not been loaded yet');
  }
  return current;
}

/** @param request  the request for `url` if the caller already started it */
export async function loadRuntimeConfig(
  url = '/portal-config.json',
  request: Promise<Response> = fetch(url, { cache: 'no-store' }),
): Promise<PortalRuntimeConfig> {
  const response = await request;
  if (!response.ok) {
    throw new Error(`Could not load ${url} (HTTP ${response.status})`);
  }
  const config = (await response.json()) as PortalRuntimeConfig;
  if (!config.supabaseUrl || !config.supabaseAnonKey) {
    throw new Error(`${url} must define supabaseUrl and supabaseAnonKey`);
  }
  setRuntimeConfig({ ...config, remotes: config.remotes ?? {} });
  return getRuntimeConfig();
}
