export interface ManifestShared {
  name: string;
  version: string;
}

export interface RemoteManifest {
  name: string;
  metaData?: {
    buildInfo?: { buildVersion?: string; buildName?: string };
    /** Shared modules the remote does not bundle and expects the shell to provide. */
    hostShared?: ManifestShared[];
  };
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
  hostProvides: string[] = [],
): CompatibilityReport {
  const report: CompatibilityReport = { incompatible: [], drift: [] };
  const provided = new Set(hostProvides);
  const expected = manifest.metaData?.hostShared ?? [];
  const missing = expected.filter((entry) => !provided.has(entry.name));
  if (missing.length > 0) {
    report.incompatible.push(
      `${missing.map((entry) => entry.name).join(', ')} (not provided by this portal)`,
    );
  }
  // The build hands the shell the versions of exactly the singletons whose major must match.
  for (const [name, host] of Object.entries(hostVersions)) {
    // antd is shared as its runtime modules (antd/es/theme/context, ...), which carry its version.
    const entries = [...(manifest.shared ?? []), ...expected];
    const shared =
      entries.find((entry) => entry.name === name) ??
      entries.find((entry) => entry.name.startsWith(`${name}/`));
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
