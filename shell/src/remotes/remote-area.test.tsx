import { PortalProviders } from '@portal/shared';
import { getQueryClient } from '@portal/shared/query';
import { useQueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { RemoteArea } from './remote-area';
import { loadAreaRoutes } from './remote-registry';

jest.mock('./remote-registry', () => ({
  loadAreaRoutes: jest.fn(),
  readyAreaRoutes: () => undefined,
}));
const load = loadAreaRoutes as jest.MockedFunction<typeof loadAreaRoutes>;

function renderArea(remote: 'mf-company' | 'mf-public' = 'mf-company') {
  return render(
    <PortalProviders>
      <MemoryRouter initialEntries={['/company/dashboard']}>
        <RemoteArea remote={remote} />
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

  it('gives a data area the page’s one query cache', async () => {
    function CacheProbe() {
      return <p>{useQueryClient() === getQueryClient() ? 'page cache' : 'another cache'}</p>;
    }
    load.mockResolvedValueOnce(CacheProbe);
    renderArea();
    expect(await screen.findByText('page cache')).toBeInTheDocument();
  });

  it('leaves the public area without the query cache, so its first pages stay light', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function CacheProbe() {
      useQueryClient();
      return <p>has a cache</p>;
    }
    load.mockResolvedValueOnce(CacheProbe);
    renderArea('mf-public');
    expect(await screen.findByText('This page could not be loaded')).toBeInTheDocument();
  });
});
