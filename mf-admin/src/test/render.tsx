import { PortalProviders } from '@portal/shared';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

function CurrentPath() {
  const location = useLocation();
  return <output data-testid="current-path">{location.pathname}</output>;
}

/** Renders a screen at a path with the portal's providers; `current-path` shows where navigation went. */
export function renderAt(
  element: ReactElement,
  { path = '/', route = path }: { path?: string; route?: string } = {},
) {
  return render(
    <PortalProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={element} />
          <Route path="*" element={null} />
        </Routes>
        <CurrentPath />
      </MemoryRouter>
    </PortalProviders>,
  );
}
