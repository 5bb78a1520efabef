import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderInPortal } from '@portal/shared/testing';
import { VendorStagesCard } from './vendor-stages-card';

const DEFAULT = ['applied', 'interview', 'offered', 'hired', 'rejected'];

function answer() {
  return fakeApi(({ path, body }) => {
    if (path === '/rest/v1/rpc/get_vendor_visible_stages') return { body: DEFAULT };
    if (path === '/rest/v1/rpc/set_vendor_visible_stages')
      return { body: (body as { p_stages: string[] }).p_stages };
    return undefined;
  });
}

describe('VendorStagesCard', () => {
  it('ticks the stages vendors see and keeps Submitted always shown', async () => {
    answer();
    renderInPortal(<VendorStagesCard />);
    expect(await screen.findByRole('checkbox', { name: 'Interview' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Under Review' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Offer' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Not Selected' })).toBeChecked();
    const submitted = screen.getByRole('checkbox', { name: 'Submitted (always shown)' });
    expect(submitted).toBeChecked();
    expect(submitted).toBeDisabled();
  });

  it('saves the stages in pipeline order', async () => {
    const requests = answer();
    renderInPortal(<VendorStagesCard />);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Interview' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Under Review' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Vendor Stages' }));
    expect(await screen.findAllByText('Vendor stages saved')).not.toHaveLength(0);
    const call = requests.find((r) => r.path === '/rest/v1/rpc/set_vendor_visible_stages');
    expect(call?.body).toEqual({
      p_stages: ['applied', 'reviewing', 'offered', 'hired', 'rejected'],
    });
    expect(screen.getByRole('checkbox', { name: 'Interview' })).not.toBeChecked();
  });

  it('shows the server’s refusal and keeps the choice', async () => {
    fakeApi(({ path }) => {
      if (path === '/rest/v1/rpc/get_vendor_visible_stages') return { body: DEFAULT };
      if (path === '/rest/v1/rpc/set_vendor_visible_stages')
        return {
          status: 403,
          body: { code: '42501', message: 'Only company admins can change the stages vendors see' },
        };
      return undefined;
    });
    renderInPortal(<VendorStagesCard />);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Hired' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Vendor Stages' }));
    expect(
      await screen.findAllByText('Only company admins can change the stages vendors see'),
    ).not.toHaveLength(0);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Hired' })).not.toBeChecked());
  });
});
