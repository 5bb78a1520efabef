import { act, render } from '@testing-library/react';
import { whenPageLoaded } from './page-activity';
import { PageLoader } from './page-loader';

async function flush() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 5)));
}

describe('whenPageLoaded', () => {
  it('waits while a page loader shows and resolves once it is gone', async () => {
    const view = render(<PageLoader />);
    let loaded = false;
    void whenPageLoaded().then(() => {
      loaded = true;
    });
    await flush();
    expect(loaded).toBe(false);
    view.rerender(<p>Page</p>);
    await flush();
    expect(loaded).toBe(true);
  });

  it('keeps waiting when one loader replaces another in the same commit', async () => {
    const view = render(<PageLoader key="area" />);
    let loaded = false;
    void whenPageLoaded().then(() => {
      loaded = true;
    });
    view.rerender(<PageLoader key="page" label="Loading the page" />);
    await flush();
    expect(loaded).toBe(false);
    view.unmount();
    await flush();
    expect(loaded).toBe(true);
  });

  it('resolves at once when nothing is loading', async () => {
    await expect(whenPageLoaded()).resolves.toBeUndefined();
  });
});
