import { PageLoader } from '@portal/shared';
import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { AfterCommit, startupRoot } from './prerendered-page';

// The live page's loading state: a loader until the test says the page is there.
let finishLoading: () => void = () => undefined;
function LivePage() {
  const [loaded, setLoaded] = useState(false);
  finishLoading = () => setLoaded(true);
  return loaded ? <h1>Live page</h1> : <PageLoader />;
}

async function settle() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
}

function serve(body: string) {
  document.body.innerHTML = body;
}

afterEach(() => {
  delete window.__PORTAL_PRERENDER__;
});

describe('startupRoot', () => {
  it('renders into #root when the page was not prerendered', () => {
    serve('<div id="root"></div>');
    const startup = startupRoot();
    expect(startup.container).toBe(document.getElementById('root'));
  });

  it('keeps the prerendered page on screen until the live page has finished loading', async () => {
    serve('<div id="root" data-prerendered inert><h1>Prerendered page</h1></div>');
    const startup = startupRoot();
    expect(startup.container.isConnected).toBe(false);
    const root = createRoot(startup.container);
    await act(async () =>
      root.render(
        <>
          <LivePage />
          <AfterCommit onCommit={() => startup.committed()} />
        </>,
      ),
    );
    await settle();
    expect(document.body.textContent).toBe('Prerendered page');

    act(() => finishLoading());
    await settle();
    expect(document.body.textContent).toBe('Live page');
    expect(document.querySelectorAll('#root')).toHaveLength(1);
    expect(document.getElementById('root')).not.toHaveAttribute('data-prerendered');
    act(() => root.unmount());
  });

  it('tells the prerendering browser when the page is complete', async () => {
    serve('<div id="root"></div>');
    window.__PORTAL_PRERENDER__ = {};
    const startup = startupRoot();
    startup.committed();
    expect(window.__PORTAL_PRERENDER__.ready).toBeUndefined();
    await settle();
    expect(window.__PORTAL_PRERENDER__).toEqual({ ready: true, failed: false });
  });

  it('shows a start-up failure at once', () => {
    serve('<div id="root" data-prerendered><h1>Prerendered page</h1></div>');
    const startup = startupRoot();
    startup.container.textContent = 'The portal could not start';
    startup.committed({ failed: true });
    expect(document.body.textContent).toBe('The portal could not start');
  });
});
