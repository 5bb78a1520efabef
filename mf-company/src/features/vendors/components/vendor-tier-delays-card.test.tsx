import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderInPortal } from '@portal/shared/testing';
import { VendorTierDelaysCard } from './vendor-tier-delays-card';

function answer() {
  return fakeApi(({ path, body }) => {
    if (path === '/rest/v1/rpc/get_vendor_tier_delays')
      return { body: { tier2_hours: 48, tier3_hours: 48 } };
    if (path === '/rest/v1/rpc/set_vendor_tier_delays') {
      const { p_tier2_hours, p_tier3_hours } = body as Record<string, number>;
      return { body: { tier2_hours: p_tier2_hours, tier3_hours: p_tier3_hours } };
    }
    return undefined;
  });
}

describe('VendorTierDelaysCard', () => {
  it('shows the company’s delays and saves new ones', async () => {
    const requests = answer();
    renderInPortal(<VendorTierDelaysCard />);
    const tier2 = await screen.findByLabelText('Tier 2 delay (hours)');
    expect(tier2).toHaveValue('48');
    await userEvent.clear(tier2);
    await userEvent.type(tier2, '24');
    await userEvent.clear(screen.getByLabelText('Tier 3 further delay (hours)'));
    await userEvent.type(screen.getByLabelText('Tier 3 further delay (hours)'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Save Release Delays' }));
    expect(await screen.findAllByText('Release delays saved')).not.toHaveLength(0);
    const call = requests.find((r) => r.path === '/rest/v1/rpc/set_vendor_tier_delays');
    expect(call?.body).toEqual({ p_tier2_hours: 24, p_tier3_hours: 12 });
  });

  it('refuses an empty delay before asking the server', async () => {
    const requests = answer();
    renderInPortal(<VendorTierDelaysCard />);
    const tier3 = await screen.findByLabelText('Tier 3 further delay (hours)');
    await userEvent.clear(tier3);
    await userEvent.click(screen.getByRole('button', { name: 'Save Release Delays' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter the tier 3 delay in hours');
    await waitFor(() =>
      expect(requests.some((r) => r.path === '/rest/v1/rpc/set_vendor_tier_delays')).toBe(false),
    );
  });

  it('shows the server’s refusal', async () => {
    fakeApi(({ path }) => {
      if (path === '/rest/v1/rpc/get_vendor_tier_delays')
        return { body: { tier2_hours: 48, tier3_hours: 48 } };
      if (path === '/rest/v1/rpc/set_vendor_tier_delays')
        return {
          status: 403,
          body: {
            code: '42501',
            message: 'Only company admins can change the vendor release delays',
          },
        };
      return undefined;
    });
    renderInPortal(<VendorTierDelaysCard />);
    await userEvent.click(await screen.findByRole('button', { name: 'Save Release Delays' }));
    expect(
      await screen.findAllByText('Only company admins can change the vendor release delays'),
    ).not.toHaveLength(0);
  });
});
