import { PortalProviders } from '@portal/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { RemoteArea } from './remote-area';
import { loadAreaRoutes } from './remote-registry';

jest.mock('./remote-registry', () => ({
  loadAreaRoutes: jest.fn(),
  readyAreaRoutes: () => undefined,
}));
const load = loadAreaRoutes as jest.MockedFunction<typeof loadAreaRoutes>;

function renderArea() {
  return render(
    <PortalProviders>
      <MemoryRouter initialEntries={['/company/dashboard']}>
        <RemoteArea remote="mf-company" />
      </MemoryRouter>
    </PortalProviders>,
  );
}

describe('remote area', () => {
  it('shows an area error with Retry when the remote cannot be loaded, and retries', async () => {
    load.mockRejectedValueOnce(new Error('Failed to fetch remoteEntry.js'));
    load.mockResolvedValueOnce(() => <p>Company routes</p>);
    renderArea();
    expect(
      await screen.findByText('The company workspace could not be loaded'),
    ).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch remoteEntry.js')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Company routes')).toBeInTheDocument();
  });

  it('contains a remote that throws while rendering', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    load.mockResolvedValueOnce(() => {
      throw new Error('boom in the area');
    });
    renderArea();
    expect(
      await screen.findByText('The company workspace could not be loaded'),
    ).toBeInTheDocument();
    expect(screen.getByText('boom in the area')).toBeInTheDocument();
  });
});
