import { loadRuntimeConfig } from '@portal/shared';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { registerAreaRemotes } from './remotes/remote-registry';
import { CONFIG_URL, takeConfigRequest } from './startup/early-requests';
import { AfterCommit, PrerenderStyles, startupRoot } from './startup/prerendered-page';
import { StartupError } from './startup-error';

async function start() {
  const startup = startupRoot();
  const root = createRoot(startup.container);
  const committed = () => startup.committed();
  try {
    const config = await loadRuntimeConfig(CONFIG_URL, takeConfigRequest());
    registerAreaRemotes(config.remotes);
    // As a transition the first render yields to the browser every few milliseconds instead of
    // holding the main thread for the whole tree (and antd's style generation inside it).
    startTransition(() =>
      root.render(
        <>
          <App />
          {window.__PORTAL_PRERENDER__ && <PrerenderStyles />}
          <AfterCommit onCommit={committed} />
        </>,
      ),
    );
  } catch (error) {
    root.render(
      <>
        <StartupError error={error} />
        <AfterCommit onCommit={() => startup.committed({ failed: true })} />
      </>,
    );
  }
}

void start();
