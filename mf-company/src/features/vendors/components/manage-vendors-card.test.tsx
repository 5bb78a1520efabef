import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderInPortal } from '@portal/shared/testing';
import { PERFORMANCE_PATH, staffingPartnersPerformance } from '../api/vendor-performance.fixture';
import { ManageVendorsCard } from './manage-vendors-card';

const COMPANY_ID = 'c0000000-0000-4000-8000-000000000001';

const IN_A_WEEK = new Date(Date.now() + 7 * 86_400_000).toISOString();
const invite = (
  id: string,
  first: string,
  status: string,
  expiresAt: string | null = IN_A_WEEK,
) => ({
  id,
  first_name: first,
  last_name: 'Vendor',
  email: `${first.toLowerCase()}@vendor.example.com`,
  message: null,
  status,
  created_at: '2026-11-20T10:00:00.000Z',
  invitation_expires_at: expiresAt,
});
const IVY_ID = 'b2000000-0000-4000-8000-0000000000a1';
const VENDOR_ID = 'b0000000-0000-4000-8000-000000000001';

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

  it('revokes a pending invitation after asking, and offers a new link for an expired one', async () => {
    let revoked = false;
    const requests = fakeApi(({ path }) => {
      if (path === '/rest/v1/vendors') return { body: [] };
      if (path === '/rest/v1/talent_vendors') {
        return {
          body: [
            invite(IVY_ID, 'Ivy', revoked ? 'revoked' : 'invited'),
            invite('2', 'Old', 'invited', '2026-11-01T00:00:00.000Z'),
            invite('3', 'Rex', 'registered', null),
          ],
        };
      }
      if (path === '/rest/v1/rpc/revoke_talent_vendor_invitation') {
        revoked = true;
        return { body: {} };
      }
      return undefined;
    });
    renderInPortal(<ManageVendorsCard companyId={COMPANY_ID} />);
    const old = (await screen.findByText('Old Vendor')).closest('tr') as HTMLElement;
    expect(within(old).getByText('Expired')).toBeInTheDocument();
    expect(
      within(old).getByRole('button', { name: 'Resend invitation to old@vendor.example.com' }),
    ).toBeInTheDocument();
    expect(within(old).queryByRole('button', { name: /Revoke/ })).toBeNull();
    const rex = screen.getByText('Rex Vendor').closest('tr') as HTMLElement;
    expect(within(rex).queryByRole('button')).toBeNull();

    await userEvent.click(
      screen.getByRole('button', { name: 'Revoke invitation to ivy@vendor.example.com' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Revoke the invitation to ivy@vendor.example.com?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() =>
      expect(
        within(screen.getByText('Ivy Vendor').closest('tr') as HTMLElement).getByText('Revoked'),
      ).toBeInTheDocument(),
    );
    const call = requests.find((r) => r.path === '/rest/v1/rpc/revoke_talent_vendor_invitation');
    expect(call?.body).toEqual({ p_invitation_id: IVY_ID });
  });

  it('resends an invitation with the same details, which mails a new link', async () => {
    const requests = fakeApi(({ path }) => {
      if (path === '/rest/v1/vendors') return { body: [] };
      if (path === '/rest/v1/talent_vendors') return { body: [invite(IVY_ID, 'Ivy', 'invited')] };
      if (path === '/functions/v1/send-talent-vendor-invitation') {
        return { body: { success: true, emailSent: true, resent: true, message: 'sent' } };
      }
      return undefined;
    });
    renderInPortal(<ManageVendorsCard companyId={COMPANY_ID} />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Resend invitation to ivy@vendor.example.com' }),
    );
    expect(
      await screen.findAllByText(
        'The invitation to ivy@vendor.example.com was sent again with a new link.',
      ),
    ).not.toHaveLength(0);
    const call = requests.find((r) => r.path === '/functions/v1/send-talent-vendor-invitation');
    expect(call?.body).toMatchObject({
      company_id: COMPANY_ID,
      email: 'ivy@vendor.example.com',
      first_name: 'Ivy',
      last_name: 'Vendor',
    });
  });

  it('links each vendor to its page with its submissions, hires and time to first submission', async () => {
    fakeApi(({ path }) => {
      if (path === '/rest/v1/vendors')
        return {
          body: [
            {
              id: VENDOR_ID,
              vendor_id: 'VENDOR-STAFF001',
              vendor_name: 'Staffing Partners',
              primary_contact_name: 'Victor Vendor',
              primary_contact_email: 'vendor@example.com',
              created_at: '2026-10-01T09:00:00Z',
            },
          ],
        };
      if (path === '/rest/v1/talent_vendors') return { body: [] };
      if (path === PERFORMANCE_PATH)
        return staffingPartnersPerformance(VENDOR_ID, {
          submissions: 12,
          interviews: 4,
          offers: 2,
          hires: 3,
          timed_jobs: 3,
          median_days: 2,
          p90_days: 4,
        });
      return undefined;
    });
    renderInPortal(<ManageVendorsCard companyId={COMPANY_ID} />);
    const link = await screen.findByRole('link', { name: 'Staffing Partners' });
    expect(link).toHaveAttribute('href', `/company/vendors/${VENDOR_ID}`);
    const row = link.closest('tr') as HTMLElement;
    expect(await within(row).findByText('12')).toBeInTheDocument();
    expect(within(row).getByText('3')).toBeInTheDocument();
    expect(within(row).getByText('2.0 days')).toBeInTheDocument();
  });
});
