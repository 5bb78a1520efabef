import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderAt } from '../../../test/render';
import { getSubscription } from '../api/get-subscription';
import { UpdateNotConfirmedError, updateSubscription } from '../api/update-subscription';
import { SubscriptionDialog } from './subscription-dialog';

jest.mock('../api/get-subscription', () => ({ getSubscription: jest.fn() }));
jest.mock('../api/update-subscription', () => {
  const actual = jest.requireActual('../api/update-subscription');
  return { ...actual, updateSubscription: jest.fn() };
});

const getMock = getSubscription as jest.MockedFunction<typeof getSubscription>;
const updateMock = updateSubscription as jest.MockedFunction<typeof updateSubscription>;
const ACME = { id: '11111111-1111-4111-8111-111111111111', name: 'Acme Corp' };

function updateButton() {
  return screen.getByRole('button', { name: /Update/ });
}

async function chooseTier(label: string) {
  fireEvent.mouseDown(screen.getByLabelText('Subscription Tier'));
  const options = await screen.findAllByTitle(label);
  fireEvent.click(options[options.length - 1]);
}

beforeEach(() => {
  getMock.mockReset();
  updateMock.mockReset();
});

afterEach(() => jest.useRealTimers());

describe('subscription dialog', () => {
  it('disables Update with nothing selected', async () => {
    getMock.mockResolvedValue(null);
    renderAt(<SubscriptionDialog company={ACME} onClose={() => undefined} />);
    await screen.findByText('No subscription');
    expect(updateButton()).toBeDisabled();
  });

  it('disables Update for the current tier with the hint, and enables it for another tier', async () => {
    getMock.mockResolvedValue({ tier: 'basic', status: 'active', expires_at: null });
    renderAt(<SubscriptionDialog company={ACME} onClose={() => undefined} />);
    expect(await screen.findByText('This tier is already selected')).toBeInTheDocument();
    expect(updateButton()).toBeDisabled();
    await chooseTier('Pro');
    expect(screen.queryByText('This tier is already selected')).not.toBeInTheDocument();
    expect(updateButton()).toBeEnabled();
  });

  it('offers the five tiers with readable labels', async () => {
    getMock.mockResolvedValue(null);
    renderAt(<SubscriptionDialog company={ACME} onClose={() => undefined} />);
    await screen.findByText('No subscription');
    fireEvent.mouseDown(screen.getByLabelText('Subscription Tier'));
    for (const label of ['None', 'Free Trial', 'Basic', 'Intermediate', 'Pro']) {
      expect((await screen.findAllByTitle(label)).length).toBeGreaterThan(0);
    }
  });

  it('is disabled while saving, confirms the new tier and fetches it again after 0.5 s', async () => {
    getMock.mockResolvedValue({ tier: 'basic', status: 'active', expires_at: null });
    let finish: () => void = () => undefined;
    updateMock.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    const onUpdated = jest.fn();
    renderAt(<SubscriptionDialog company={ACME} onClose={() => undefined} onUpdated={onUpdated} />);
    await screen.findByText('This tier is already selected');
    await chooseTier('Pro');
    jest.useFakeTimers();
    fireEvent.click(updateButton());
    await waitFor(() => expect(updateButton()).toBeDisabled());
    expect(updateMock).toHaveBeenCalledWith({ companyId: ACME.id, tier: 'pro', expiresAt: null });
    await act(async () => finish());
    expect(await screen.findByText('Subscription updated to Pro successfully')).toBeInTheDocument();
    expect(onUpdated).toHaveBeenCalledWith('pro');
    expect(getMock).toHaveBeenCalledTimes(1);
    await act(async () => {
      jest.advanceTimersByTime(499);
    });
    expect(getMock).toHaveBeenCalledTimes(1);
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(getMock).toHaveBeenCalledTimes(2);
  });

  it('reports a reply without the success flag as Update operation failed', async () => {
    getMock.mockResolvedValue({ tier: 'none', status: 'inactive', expires_at: null });
    updateMock.mockRejectedValue(new UpdateNotConfirmedError());
    renderAt(<SubscriptionDialog company={ACME} onClose={() => undefined} />);
    await screen.findByText('This tier is already selected');
    await chooseTier('Basic');
    fireEvent.click(updateButton());
    expect(await screen.findByText('Failed to update subscription')).toBeInTheDocument();
    expect(screen.getByText('Update operation failed')).toBeInTheDocument();
  });

  it('shows the server reason of a failed update', async () => {
    getMock.mockResolvedValue({ tier: 'none', status: 'inactive', expires_at: null });
    updateMock.mockRejectedValue(
      new Error('Only platform administrators can manage subscriptions'),
    );
    renderAt(<SubscriptionDialog company={ACME} onClose={() => undefined} />);
    await screen.findByText('This tier is already selected');
    await chooseTier('Basic');
    fireEvent.click(updateButton());
    expect(
      await screen.findByText(
        'Error updating subscription: Only platform administrators can manage subscriptions',
      ),
    ).toBeInTheDocument();
  });
});
