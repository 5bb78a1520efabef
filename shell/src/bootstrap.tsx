import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { CONFIG_URL, takeConfigRequest } from './startup/early-requests';

/** Gives the main thread back to the browser (input, painting) before the next step. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

// Start-up evaluates a lot of code: the shared package with antd's runtime, then the shell's
// layout and antd's components, then renders. Each step runs in its own task so that no single
// task blocks the page for long; the eager imports stay in this chunk (no extra request).
async function start() {
  await nextTask();
  const { loadRuntimeConfig } = await import('@portal/shared');
  await nextTask();
  const [{ App }, { registerAreaRemotes }, startup, { StartupError }] = await Promise.all([
    import(/* webpackMode: "eager" */ './app'),
    import(/* webpackMode: "eager" */ './remotes/remote-registry'),
    import(/* webpackMode: "eager" */ './startup/prerendered-page'),
    import(/* webpackMode: "eager" */ './startup-error'),
  ]);
  const { AfterCommit, PrerenderStyles } = startup;
  const page = startup.startupRoot();
  const root = createRoot(page.container);
  try {
    const config = await loadRuntimeConfig(CONFIG_URL, takeConfigRequest());
    registerAreaRemotes(config.remotes);
    await nextTask();
    // As a transition the first render yields to the browser every few milliseconds instead of
    // holding the main thread for the whole tree (and antd's style generation inside it).
    startTransition(() =>
      root.render(
        <>
          <App />
          {window.__PORTAL_PRERENDER__ && <PrerenderStyles />}
          <AfterCommit onCommit={() => page.committed()} />
        </>,
      ),
    );
  } catch (error) {
    root.render(
      <>
        <StartupError error={error} />
        <AfterCommit onCommit={() => page.committed({ failed: true })} />
      </>,
    );
  }
}

void start();
