import { fakeApi, renderInPortal } from '@portal/shared/testing';
import { screen, within } from '@testing-library/react';
import { CompaniesTable } from './companies-table';

const ROWS = [
  {
    id: 'c1',
    name: 'New Company',
    industry: 'Technology',
    location: 'United States',
    is_approved: false,
    created_at: '2026-11-20T10:00:00Z',
    approved_at: null,
    registered_at: null,
  },
  {
    id: 'c2',
    name: 'Pending Co',
    industry: 'Healthcare',
    location: 'Boston, MA',
    is_approved: false,
    created_at: '2026-11-19T10:00:00Z',
    approved_at: null,
    registered_at: '2026-11-19T10:00:00Z',
  },
];

describe('companies awaiting approval', () => {
  it('marks a company whose registration was never filled in', async () => {
    const requests = fakeApi(({ path }) =>
      path === '/rest/v1/companies' ? { body: ROWS, count: 2 } : undefined,
    );
    renderInPortal(
      <CompaniesTable
        approved={false}
        pendingId={null}
        onApprove={jest.fn()}
        onReject={jest.fn()}
      />,
    );
    const incomplete = (await screen.findByText('New Company')).closest('tr')!;
    expect(within(incomplete).getByText('Registration incomplete')).toBeInTheDocument();
    const registered = screen.getByText('Pending Co').closest('tr')!;
    expect(within(registered).queryByText('Registration incomplete')).not.toBeInTheDocument();
    expect(requests[0].params.get('select')).toContain('registered_at');
  });
});

describe('approved companies', () => {
  it('shows each company with its subscription tier, none when it has no subscription', async () => {
    const approved = [
      {
        ...ROWS[1],
        id: 'c3',
        name: 'Tiered Co',
        is_approved: true,
        approved_at: '2026-11-21T10:00:00Z',
        subscription: { tier: 'intermediate' },
      },
      {
        ...ROWS[1],
        id: 'c4',
        name: 'Plain Co',
        is_approved: true,
        approved_at: '2026-11-21T09:00:00Z',
        subscription: null,
      },
    ];
    const requests = fakeApi(({ path }) =>
      path === '/rest/v1/companies' ? { body: approved, count: 2 } : undefined,
    );
    renderInPortal(
      <CompaniesTable approved pendingId={null} onApprove={jest.fn()} onReject={jest.fn()} />,
    );
    const tiered = (await screen.findByText('Tiered Co')).closest('tr')!;
    expect(within(tiered).getByText('Intermediate')).toBeInTheDocument();
    expect(
      within(screen.getByText('Plain Co').closest('tr')!).getByText('None'),
    ).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Subscription' })).toBeInTheDocument();
    expect(requests[0].params.get('select')).toContain('subscription:company_subscriptions(tier)');
  });
});
