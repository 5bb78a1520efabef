import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { AreaRoutesProps } from '@portal/shared';
import type { ComponentType } from 'react';
import { takeManifestRequest } from '../startup/early-requests';
import { checkCompatibility, type RemoteManifest } from './compatibility';

/** Area remotes by package name; the federation name is the package name with underscores. */
export const AREA_REMOTES = [
  'mf-public',
  'mf-admin',
  'mf-company',
  'mf-candidate',
  'mf-vendor',
] as const;
export type AreaRemote = (typeof AREA_REMOTES)[number];

const manifestUrls = new Map<AreaRemote, string>();

export function federationName(remote: AreaRemote): string {
  return remote.replace(/-/g, '_');
}

/** Points every area at the manifest URL given by /portal-config.json, so no rebuild is needed. */
export function registerAreaRemotes(manifests: Record<string, string>): void {
  const remotes = AREA_REMOTES.filter((remote) => manifests[remote]);
  remotes.forEach((remote) => manifestUrls.set(remote, manifests[remote]));
  registerRemotes(
    remotes.map((remote) => ({ name: federationName(remote), entry: manifests[remote] })),
    { force: true },
  );
}

/** Reads the remote's manifest and refuses it when it was built against other major versions. */
async function assertCompatible(remote: AreaRemote): Promise<void> {
  const url = manifestUrls.get(remote);
  if (!url) throw new Error(`No version of the ${remote} area is configured for this portal`);
  let manifest: RemoteManifest;
  try {
    const early = takeManifestRequest(remote);
    const response = await (early
      ? early.catch(() => fetch(url, { cache: 'no-cache' }))
      : fetch(url, { cache: 'no-cache' }));
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    manifest = (await response.json()) as RemoteManifest;
  } catch (error) {
    throw new Error(
      `The ${remote} area is unreachable (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  const version = manifest.metaData?.buildInfo?.buildVersion ?? 'unknown';
  const report = checkCompatibility(
    manifest,
    __PORTAL_SINGLETON_VERSIONS__,
    __PORTAL_HOST_PROVIDES__,
  );
  if (report.incompatible.length > 0) {
    throw new Error(
      `The ${remote} area ${version} was built against ${report.incompatible.join(', ')} and cannot run in this portal`,
    );
  }
  if (report.drift.length > 0) {
    console.warn(`[portal] ${remote} ${version} was built against ${report.drift.join(', ')}`);
  }
}

async function fetchAreaRoutes(remote: AreaRemote): Promise<ComponentType<AreaRoutesProps>> {
  await assertCompatible(remote);
  const module = await loadRemote<{ default: ComponentType<AreaRoutesProps> }>(
    `${federationName(remote)}/routes`,
  );
  if (!module?.default) throw new Error(`The ${remote} area did not provide its routes`);
  return module.default;
}

// An area's code cannot change while the page is open, so it is checked and loaded once; a failed
// attempt is forgotten so that Retry (or the next visit) tries again.
const pending = new Map<AreaRemote, Promise<ComponentType<AreaRoutesProps>>>();
const ready = new Map<AreaRemote, ComponentType<AreaRoutesProps>>();

export function loadAreaRoutes(remote: AreaRemote): Promise<ComponentType<AreaRoutesProps>> {
  let routes = pending.get(remote);
  if (!routes) {
    routes = fetchAreaRoutes(remote).then(
      (component) => {
        ready.set(remote, component);
        return component;
      },
      (error: unknown) => {
        pending.delete(remote);
        throw error;
      },
    );
    pending.set(remote, routes);
  }
  return routes;
}

/** The area's routes when they are already loaded, so switching back renders without a loader. */
export function readyAreaRoutes(remote: AreaRemote): ComponentType<AreaRoutesProps> | undefined {
  return ready.get(remote);
}

/** The area that serves a path, matching the shell's route table. */
export function areaForPath(pathname: string): AreaRemote {
  if (/^\/admin(\/|$)/.test(pathname)) return 'mf-admin';
  if (/^\/company(\/|$)/.test(pathname)) return 'mf-company';
  if (/^\/candidate(\/|$)/.test(pathname)) return 'mf-candidate';
  if (/^\/talent-vendor(\/|$)/.test(pathname)) return 'mf-vendor';
  return 'mf-public';
}

/** Loads an area in the background; a failure is left for the area itself to show when opened. */
export function preloadArea(remote: AreaRemote): void {
  if (!manifestUrls.has(remote) || ready.has(remote)) return;
  loadAreaRoutes(remote).catch(() => undefined);
}
