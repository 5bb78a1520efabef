import { render } from '@testing-library/react';
import { App } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

/** Renders a screen inside antd's App (toasts) and a router at the given path. */
export function renderScreen(
  ui: ReactElement,
  { path = '/', route = '*' }: { path?: string; route?: string } = {},
) {
  return render(
    <App>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={ui} />
          <Route path="/company/dashboard" element={<div>dashboard page</div>} />
        </Routes>
      </MemoryRouter>
    </App>,
  );
}
