import { render } from '@testing-library/react';
import { App } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';

/** Renders with the antd App context (toasts) and a router, like the shell does. */
export function renderWithProviders(ui: ReactElement, path = '/candidate/dashboard') {
  return render(
    <App>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </App>,
  );
}
