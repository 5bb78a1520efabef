import { screen, within } from '@testing-library/react';
import { fakeApi, renderInPortal } from '@portal/shared/testing';
import { ManageVendorsCard } from './manage-vendors-card';

const COMPANY_ID = 'c0000000-0000-4000-8000-000000000001';

const invite = (id: string, first: string, status: string) => ({
  id,
  first_name: first,
  last_name: 'Vendor',
  email: `${first.toLowerCase()}@vendor.example.com`,
  status,
  created_at: '2026-11-20T10:00:00.000Z',
});

describe('ManageVendorsCard', () => {
  it('shows each invitation with its status', async () => {
    const requests = fakeApi(({ path }) => {
      if (path === '/rest/v1/vendors') return { body: [] };
      if (path === '/rest/v1/talent_vendors') {
        return { body: [invite('1', 'Ivy', 'invited'), invite('2', 'Rex', 'registered')] };
      }
      return undefined;
    });
    renderInPortal(<ManageVendorsCard companyId={COMPANY_ID} />);
    const ivy = (await screen.findByText('Ivy Vendor')).closest('tr') as HTMLElement;
    expect(within(ivy).getByText('Invited')).toBeInTheDocument();
    expect(within(ivy).getByText('ivy@vendor.example.com')).toBeInTheDocument();
    const rex = screen.getByText('Rex Vendor').closest('tr') as HTMLElement;
    expect(within(rex).getByText('Registered')).toBeInTheDocument();
    expect(screen.getByText('No vendors registered yet')).toBeInTheDocument();
    const invites = requests.find((request) => request.path === '/rest/v1/talent_vendors');
    expect(invites?.params.get('company_id')).toBe(`eq.${COMPANY_ID}`);
  });
});
