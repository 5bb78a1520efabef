// The first screen waits for the runtime configuration and its area's manifest. Both requests
// start from the entry script, while the shell's code is still downloading, instead of after it.

const AREA_PREFIXES: [string, string][] = [
  ['/admin', 'mf-admin'],
  ['/company', 'mf-company'],
  ['/candidate', 'mf-candidate'],
  ['/talent-vendor', 'mf-vendor'],
];

export const CONFIG_URL = '/portal-config.json';

/** The area that serves a path (the public one for every path outside the four areas). */
export function areaForPath(pathname: string): string {
  const match = AREA_PREFIXES.find(
    ([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
  return match ? match[1] : 'mf-public';
}

let configRequest: Promise<Response> | null = null;
const manifestRequests = new Map<string, Promise<Response>>();

export function startEarlyRequests(pathname: string): void {
  configRequest = fetch(CONFIG_URL, { cache: 'no-store' });
  const area = areaForPath(pathname);
  const manifest = configRequest
    .then((response) => (response.ok ? response.clone().json() : null))
    .then((config: { remotes?: Record<string, string> } | null) => {
      const url = config?.remotes?.[area];
      return url ? fetch(url, { cache: 'no-cache' }) : Promise.reject(new Error('no manifest'));
    });
  // An early request that fails is simply made again when it is needed.
  manifest.catch(() => manifestRequests.delete(area));
  manifestRequests.set(area, manifest);
}

/** The configuration request started early (once), or a new one. */
export function takeConfigRequest(): Promise<Response> {
  const request = configRequest ?? fetch(CONFIG_URL, { cache: 'no-store' });
  configRequest = null;
  return request;
}

/** The manifest request for this area started early (once), if any. */
export function takeManifestRequest(area: string): Promise<Response> | undefined {
  const request = manifestRequests.get(area);
  manifestRequests.delete(area);
  return request;
}
