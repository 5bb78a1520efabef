import { PortalProviders } from '@portal/shared';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';

/** Renders a screen inside the providers the shell gives every area. */
export function renderInPortal(ui: ReactElement) {
  return render(
    <MemoryRouter>
      <PortalProviders>{ui}</PortalProviders>
    </MemoryRouter>,
  );
}
