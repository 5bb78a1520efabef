import { loadRuntimeConfig } from '@portal/shared';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { registerAreaRemotes } from './remotes/remote-registry';
import { CONFIG_URL, takeConfigRequest } from './startup/early-requests';
import { StartupError } from './startup-error';

async function start() {
  const root = createRoot(document.getElementById('root')!);
  try {
    const config = await loadRuntimeConfig(CONFIG_URL, takeConfigRequest());
    registerAreaRemotes(config.remotes);
    root.render(<App />);
  } catch (error) {
    root.render(<StartupError error={error} />);
  }
}

void start();
