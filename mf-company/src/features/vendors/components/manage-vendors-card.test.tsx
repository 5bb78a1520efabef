import { screen, within } from '@testing-library/react';
import { renderInPortal } from '@portal/shared/testing';
import { listTalentVendorInvites, listVendors } from '../api/vendors';
import { ManageVendorsCard } from './manage-vendors-card';

jest.mock('../api/vendors', () => ({ listVendors: jest.fn(), listTalentVendorInvites: jest.fn() }));

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
    jest.mocked(listVendors).mockResolvedValue([]);
    jest
      .mocked(listTalentVendorInvites)
      .mockResolvedValue([invite('1', 'Ivy', 'invited'), invite('2', 'Rex', 'registered')]);
    renderInPortal(<ManageVendorsCard companyId="c0000000-0000-4000-8000-000000000001" />);
    const ivy = (await screen.findByText('Ivy Vendor')).closest('tr') as HTMLElement;
    expect(within(ivy).getByText('Invited')).toBeInTheDocument();
    expect(within(ivy).getByText('ivy@vendor.example.com')).toBeInTheDocument();
    const rex = screen.getByText('Rex Vendor').closest('tr') as HTMLElement;
    expect(within(rex).getByText('Registered')).toBeInTheDocument();
    expect(screen.getByText('No vendors registered yet')).toBeInTheDocument();
  });
});
