/** Shared singletons whose major version must match: a remote built against another major is refused. */
export const GUARDED = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'antd',
  '@portal/shared',
];

export interface ManifestShared {
  name: string;
  version: string;
}

export interface RemoteManifest {
  name: string;
  metaData?: { buildInfo?: { buildVersion?: string; buildName?: string } };
  shared?: ManifestShared[];
}

export interface CompatibilityReport {
  /** Major-version differences: the remote must not be loaded. */
  incompatible: string[];
  /** Minor or patch differences: logged, the shared singleton with the higher version is used. */
  drift: string[];
}

function parts(version: string): [number, number, number] | null {
  const match = /^(\d+)\.(\d+)\.(\d+)/.exec(version);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

export function checkCompatibility(
  manifest: RemoteManifest,
  hostVersions: Record<string, string>,
): CompatibilityReport {
  const report: CompatibilityReport = { incompatible: [], drift: [] };
  for (const name of GUARDED) {
    const host = hostVersions[name];
    // antd is shared as its runtime modules (antd/es/theme/context, ...), which carry its version.
    const shared =
      manifest.shared?.find((entry) => entry.name === name) ??
      manifest.shared?.find((entry) => entry.name.startsWith(`${name}/`));
    if (!host || !shared) continue;
    const ours = parts(host);
    const theirs = parts(shared.version);
    if (!ours || !theirs) continue;
    if (ours[0] !== theirs[0])
      report.incompatible.push(`${name} ${shared.version} (portal runs ${host})`);
    else if (ours[1] !== theirs[1] || ours[2] !== theirs[2]) {
      report.drift.push(`${name} ${shared.version} (portal runs ${host})`);
    }
  }
  return report;
}
