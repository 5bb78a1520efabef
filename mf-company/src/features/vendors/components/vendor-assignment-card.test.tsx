import { fakeApi, renderInPortal } from '@portal/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VendorAssignmentCard } from './vendor-assignment-card';

const JOB_ID = 'f0000000-0000-4000-8000-000000000001';
const COMPANY_ID = 'c0000000-0000-4000-8000-000000000001';
const USER_ID = 'a0000000-0000-4000-8000-000000000002';
const VENDOR_ID = 'b0000000-0000-4000-8000-000000000001';
const ASSIGNMENT_ID = 'f3000000-0000-4000-8000-000000000001';
const RILEY_ID = 'b1000000-0000-4000-8000-000000000002';
const QUINN_ID = 'b1000000-0000-4000-8000-000000000059';

function answer() {
  return fakeApi(({ path, method }) => {
    if (path === '/rest/v1/vendors')
      return {
        body: [{ id: VENDOR_ID, vendor_name: 'Staffing Partners', vendor_id: 'VENDOR-STAFF001' }],
      };
    if (path === '/rest/v1/talent_vendor_users')
      return {
        body: [
          {
            id: RILEY_ID,
            first_name: 'Riley',
            last_name: 'Vendorson',
            joined_at: '2026-11-01T09:00:00Z',
          },
          { id: QUINN_ID, first_name: 'Quinn', last_name: 'Invited', joined_at: null },
        ],
      };
    if (path === '/rest/v1/vendor_job_assignments' && method === 'GET')
      return {
        body: [
          {
            id: ASSIGNMENT_ID,
            created_at: '2026-11-20T10:00:00Z',
            tier: 1,
            vendor: { vendor_name: 'Staffing Partners' },
            recruiter: null,
          },
        ],
      };
    if (path === '/rest/v1/vendor_job_assignments')
      return { status: 201, body: { id: ASSIGNMENT_ID } };
    return undefined;
  });
}

async function pick(label: string, option: string) {
  await userEvent.click(await screen.findByLabelText(label));
  await userEvent.click(
    await screen.findByText(option, { selector: '.ant-select-item-option-content' }),
  );
}

describe('VendorAssignmentCard release tiers', () => {
  it('assigns a job to a vendor in the chosen tier', async () => {
    const requests = answer();
    renderInPortal(<VendorAssignmentCard jobId={JOB_ID} companyId={COMPANY_ID} userId={USER_ID} />);
    await pick('Vendor', 'Staffing Partners (VENDOR-STAFF001)');
    await pick('Release Tier', 'Tier 2: after the tier 2 delay');
    await userEvent.click(screen.getByRole('button', { name: 'Assign Job' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
        job_id: JOB_ID,
        vendor_id: VENDOR_ID,
        tier: 2,
      }),
    );
  });

  it('moves an assigned vendor to another tier', async () => {
    const requests = answer();
    renderInPortal(<VendorAssignmentCard jobId={JOB_ID} companyId={COMPANY_ID} userId={USER_ID} />);
    await pick('Release tier of Staffing Partners', 'Tier 3: after both delays');
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ tier: 3 }),
    );
  });

  it('offers only recruiters who joined, and hands the job to the one chosen', async () => {
    const requests = answer();
    renderInPortal(<VendorAssignmentCard jobId={JOB_ID} companyId={COMPANY_ID} userId={USER_ID} />);
    await pick('Vendor', 'Staffing Partners (VENDOR-STAFF001)');
    await userEvent.click(await screen.findByLabelText('Vendor Recruiter (optional)'));
    await screen.findByText('Riley Vendorson', { selector: '.ant-select-item-option-content' });
    expect(
      screen.queryByText('Quinn Invited', { selector: '.ant-select-item-option-content' }),
    ).toBeNull();
    await userEvent.click(
      screen.getByText('Riley Vendorson', { selector: '.ant-select-item-option-content' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Assign Job' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
        assigned_to_recruiter_id: RILEY_ID,
      }),
    );
  });
});
