import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { AreaRoutesProps } from '@portal/shared';
import type { ComponentType } from 'react';

/** Area remotes by package name; the federation name is the package name with underscores. */
export const AREA_REMOTES = ['mf-public', 'mf-admin', 'mf-company', 'mf-candidate', 'mf-vendor'] as const;
export type AreaRemote = (typeof AREA_REMOTES)[number];

export function federationName(remote: AreaRemote): string {
  return remote.replace(/-/g, '_');
}

/** Points every area at the manifest URL given by /portal-config.json, so no rebuild is needed. */
export function registerAreaRemotes(manifests: Record<string, string>): void {
  registerRemotes(
    AREA_REMOTES.filter((remote) => manifests[remote]).map((remote) => ({
      name: federationName(remote),
      entry: manifests[remote],
    })),
    { force: true },
  );
}

export async function loadAreaRoutes(remote: AreaRemote): Promise<ComponentType<AreaRoutesProps>> {
  const module = await loadRemote<{ default: ComponentType<AreaRoutesProps> }>(
    `${federationName(remote)}/routes`,
  );
  if (!module?.default) throw new Error(`The ${remote} area did not provide its routes`);
  return module.default;
}
