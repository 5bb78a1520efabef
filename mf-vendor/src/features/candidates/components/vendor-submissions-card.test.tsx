import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderInPortal } from '@portal/shared/testing';
import { VendorSubmissionsCard } from './vendor-submissions-card';

const VENDOR = 'b0000000-0000-4000-8000-000000000001';
const DAY = 24 * 60 * 60 * 1000;

function answer() {
  return fakeApi(({ path }) => {
    if (path === '/rest/v1/rpc/list_vendor_submissions')
      return {
        body: {
          total: 2,
          rows: [
            {
              id: 's1',
              applied_at: '2026-11-20T10:00:00Z',
              stage: 'applied',
              candidate: { first_name: 'Dana', last_name: 'Hidden' },
              job: { title: 'Data Engineer' },
            },
            {
              id: 's2',
              applied_at: '2026-11-19T10:00:00Z',
              stage: 'offered',
              candidate: { first_name: 'Omar', last_name: 'Offer' },
              job: { title: 'Data Engineer' },
            },
          ],
        },
      };
    if (path === '/rest/v1/representation_requests')
      return {
        count: 3,
        body: [
          {
            id: 'r1',
            status: 'pending',
            created_at: '2026-11-24T10:00:00Z',
            sent_at: '2026-11-24T10:01:00Z',
            expires_at: new Date(Date.now() + 6 * DAY).toISOString(),
            decided_at: null,
            candidate: { first_name: 'Paula', last_name: 'Pending' },
            job: { title: 'Data Engineer' },
          },
          {
            id: 'r2',
            status: 'pending',
            created_at: '2026-11-01T10:00:00Z',
            sent_at: null,
            expires_at: new Date(Date.now() - DAY).toISOString(),
            decided_at: null,
            candidate: { first_name: 'Eli', last_name: 'Expired' },
            job: { title: 'Data Engineer' },
          },
          {
            id: 'r3',
            status: 'declined',
            created_at: '2026-10-30T10:00:00Z',
            sent_at: '2026-10-30T10:01:00Z',
            expires_at: '2026-11-06T10:00:00Z',
            decided_at: '2026-10-31T10:00:00Z',
            candidate: { first_name: 'Dee', last_name: 'Declined' },
            job: { title: 'Data Engineer' },
          },
        ],
      };
    return undefined;
  });
}

describe('VendorSubmissionsCard', () => {
  it('shows each submission at the stage its company lets the vendor see', async () => {
    answer();
    renderInPortal(<VendorSubmissionsCard vendorId={VENDOR} />);
    const dana = (await screen.findByText('Dana Hidden')).closest('tr')!;
    expect(within(dana).getByText('Submitted')).toBeInTheDocument();
    const omar = screen.getByText('Omar Offer').closest('tr')!;
    expect(within(omar).getByText('Offer')).toBeInTheDocument();
    expect(screen.getByText('Submissions (2)')).toBeInTheDocument();
  });

  it('lists held submissions with when they were sent, when they expire and where they stand', async () => {
    const requests = answer();
    renderInPortal(<VendorSubmissionsCard vendorId={VENDOR} />);
    await userEvent.click(
      await screen.findByRole('tab', { name: 'Awaiting Candidate Confirmation' }),
    );
    const paula = (await screen.findByText('Paula Pending')).closest('tr')!;
    expect(within(paula).getByText('Nov 24, 2026')).toBeInTheDocument();
    expect(within(paula).getByText('Waiting for the candidate')).toBeInTheDocument();
    const eli = screen.getByText('Eli Expired').closest('tr')!;
    expect(within(eli).getByText('Not sent yet')).toBeInTheDocument();
    expect(within(eli).getByText('Expired unanswered')).toBeInTheDocument();
    const dee = screen.getByText('Dee Declined').closest('tr')!;
    expect(within(dee).getByText('Nov 06, 2026')).toBeInTheDocument();
    expect(within(dee).getByText('Declined by the candidate')).toBeInTheDocument();

    // One page of the vendor's unconfirmed requests, asked of the server.
    const call = requests.find((r) => r.path === '/rest/v1/representation_requests')!;
    expect(call.params.get('vendor_id')).toBe(`eq.${VENDOR}`);
    expect(call.params.get('status')).toBe('neq.confirmed');
    expect(call.params.get('limit')).toBe('10');
  });
});
