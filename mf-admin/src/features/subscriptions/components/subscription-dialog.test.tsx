import { fakeApi, renderInPortal, type ApiAnswer, type ApiRequest } from '@portal/shared/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SUBSCRIPTION_REFETCH_DELAY_MS } from '../api/update-subscription';
import { SubscriptionDialog } from './subscription-dialog';

const FUNCTION_PATH = '/functions/v1/manage-company-subscription';
const ACME = { id: '11111111-1111-4111-8111-111111111111', name: 'Acme Corp' };
let requests: ApiRequest[];
let readTimes: number[];

/** The subscription function: `get` answers with `subscription`, `update` with `update`. */
function serve(
  subscription: unknown,
  update: () => ApiAnswer | Promise<ApiAnswer> = () => ({ body: { success: true } }),
) {
  readTimes = [];
  requests = fakeApi(({ path, body }) => {
    if (path !== FUNCTION_PATH) return undefined;
    if ((body as { method: string }).method !== 'get') return update();
    readTimes.push(Date.now());
    return { body: { subscription } };
  });
}
const calls = (method: string) =>
  requests.filter((request) => (request.body as { method?: string })?.method === method);

function updateButton() {
  return screen.getByRole('button', { name: /Update/ });
}

async function chooseTier(label: string) {
  fireEvent.mouseDown(screen.getByLabelText('Subscription Tier'));
  const options = await screen.findAllByTitle(label);
  fireEvent.click(options[options.length - 1]);
}

describe('subscription dialog', () => {
  it('disables Update with nothing selected', async () => {
    serve(null);
    renderInPortal(<SubscriptionDialog company={ACME} onClose={() => undefined} />);
    await screen.findByText('No subscription');
    expect(updateButton()).toBeDisabled();
  });

  it('disables Update for the current tier with the hint, and enables it for another tier', async () => {
    serve({ tier: 'basic', status: 'active', expires_at: null });
    renderInPortal(<SubscriptionDialog company={ACME} onClose={() => undefined} />);
    expect(await screen.findByText('This tier is already selected')).toBeInTheDocument();
    expect(updateButton()).toBeDisabled();
    await chooseTier('Pro');
    expect(screen.queryByText('This tier is already selected')).not.toBeInTheDocument();
    expect(updateButton()).toBeEnabled();
  });

  it('offers the five tiers with readable labels', async () => {
    serve(null);
    renderInPortal(<SubscriptionDialog company={ACME} onClose={() => undefined} />);
    await screen.findByText('No subscription');
    fireEvent.mouseDown(screen.getByLabelText('Subscription Tier'));
    for (const label of ['None', 'Free Trial', 'Basic', 'Intermediate', 'Pro']) {
      expect((await screen.findAllByTitle(label)).length).toBeGreaterThan(0);
    }
  });

  it('is disabled while saving, confirms the new tier and fetches it again afterwards', async () => {
    let finish: (answer: ApiAnswer) => void = () => undefined;
    serve(
      { tier: 'basic', status: 'active', expires_at: null },
      () => new Promise<ApiAnswer>((resolve) => (finish = resolve)),
    );
    const onUpdated = jest.fn();
    renderInPortal(
      <SubscriptionDialog company={ACME} onClose={() => undefined} onUpdated={onUpdated} />,
    );
    await screen.findByText('This tier is already selected');
    await chooseTier('Pro');
    fireEvent.click(updateButton());
    await waitFor(() => expect(updateButton()).toBeDisabled());
    expect(calls('update')[0].body).toEqual({
      method: 'update',
      companyId: ACME.id,
      tier: 'pro',
      expiresAt: null,
    });
    const answered = Date.now();
    finish({ body: { success: true } });
    expect(await screen.findByText('Subscription updated to Pro successfully')).toBeInTheDocument();
    expect(onUpdated).toHaveBeenCalledWith('pro');
    // The new tier is read again once the function's write has settled (0.5 s), not at once.
    await waitFor(() => expect(readTimes).toHaveLength(2));
    expect(readTimes[1] - answered).toBeGreaterThanOrEqual(SUBSCRIPTION_REFETCH_DELAY_MS);
  });

  it('reports a reply without the success flag as Update operation failed', async () => {
    serve({ tier: 'none', status: 'inactive', expires_at: null }, () => ({ body: {} }));
    renderInPortal(<SubscriptionDialog company={ACME} onClose={() => undefined} />);
    await screen.findByText('This tier is already selected');
    await chooseTier('Basic');
    fireEvent.click(updateButton());
    expect(await screen.findByText('Failed to update subscription')).toBeInTheDocument();
    expect(screen.getByText('Update operation failed')).toBeInTheDocument();
  });

  it('shows the server reason of a failed update', async () => {
    serve({ tier: 'none', status: 'inactive', expires_at: null }, () => ({
      status: 403,
      body: { error: 'Only platform administrators can manage subscriptions' },
    }));
    renderInPortal(<SubscriptionDialog company={ACME} onClose={() => undefined} />);
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
