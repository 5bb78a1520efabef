// Serves the built shell and remotes on their ports, with the runtime config the shell reads.
import path from 'node:path';
import { APPS, REMOTES, ROOT, appPort } from './apps.mjs';
import { serveStatic } from './serve-static.mjs';


/**
 * @param {{ supabaseUrl: string, anonKey: string, shellPort?: number, remotePorts?: Record<string, number>, siteUrl?: string }} options
 */
export async function startPortal({ supabaseUrl, anonKey, shellPort, remotePorts = {}, siteUrl }) {
  const ports = Object.fromEntries(APPS.map((app) => [app, remotePorts[app] ?? appPort(app)]));
  if (shellPort) ports.shell = shellPort;
  const remotes = Object.fromEntries(
    REMOTES.map((remote) => [remote, `http://localhost:${ports[remote]}/mf-manifest.json`]),
  );
  const portalConfig = () => ({
    supabaseUrl,
    supabaseAnonKey: anonKey,
    siteUrl: siteUrl ?? `http://localhost:${ports.shell}`,
    remotes,
  });
  const servers = [];
  for (const app of APPS) {
    servers.push(
      await serveStatic({
        dir: path.join(ROOT, app, 'dist'),
        port: ports[app],
        spa: app === 'shell',
        portalConfig: app === 'shell' ? portalConfig : undefined,
      }),
    );
  }
  return {
    ports,
    shellUrl: `http://localhost:${ports.shell}`,
    stop: () => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))),
  };
}
