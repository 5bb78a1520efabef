import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PortalProviders } from './portal-providers';
import { useToast } from './use-toast';

function ToastButton() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.success('Saved', 'Your changes are live.')}>
      Save
    </button>
  );
}

describe('toasts', () => {
  it('shows a toast asked for before the toast stack has loaded', async () => {
    render(
      <PortalProviders>
        <ToastButton />
      </PortalProviders>,
    );
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.getByText('Your changes are live.')).toBeInTheDocument();
  });

  it('keeps later toasts in the same stack', async () => {
    render(
      <PortalProviders>
        <ToastButton />
      </PortalProviders>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findAllByText('Saved');
    await act(async () => userEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect((await screen.findAllByText('Saved')).length).toBeGreaterThanOrEqual(2);
  });

  it('reads each toast out through a polite live region that was there before it', async () => {
    render(
      <PortalProviders>
        <ToastButton />
      </PortalProviders>,
    );
    const region = screen.getByTestId('live-announcer');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(region).toHaveTextContent('Saved. Your changes are live.');
    // The toast itself is a status, so it does not interrupt as an alert would.
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
