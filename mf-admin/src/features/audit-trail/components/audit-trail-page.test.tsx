import { fakeApi, renderInPortal, type ApiRequest } from '@portal/shared/testing';
import type { AuditEntry } from '@portal/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuditTrailPage } from './audit-trail-page';

const LIST = '/rest/v1/rpc/list_audit_entries';
const VERIFY = '/rest/v1/rpc/verify_audit_trail';
const TOTAL = 30;

function entry(n: number): AuditEntry {
  return {
    id: 100 - n,
    occurred_at: '2026-11-24T15:30:00Z',
    chain: 'company:c1',
    action: n === 1 ? 'candidate.document_viewed' : 'auth.signed_in',
    actor_id: 'u1',
    actor_name: n === 1 ? 'Rita Recruiter' : `User ${n}`,
    target_type: 'candidate',
    target_id: 'd1',
    target_name: 'Jordan Lee',
    company_id: 'c1',
    company_name: 'Acme Corp',
    details: n === 1 ? { document: 'Resume' } : {},
    hash: 'ab'.repeat(32),
    total: TOTAL,
  };
}

let requests: ApiRequest[];
let verification: unknown;
beforeEach(() => {
  verification = { ok: true, checked: 30, chains: 2, first_broken: null };
  requests = fakeApi(({ path, body }) => {
    if (path === LIST) {
      const { p_offset, p_limit } = body as { p_offset: number; p_limit: number };
      const count = Math.max(0, Math.min(p_limit, TOTAL - p_offset));
      return { body: Array.from({ length: count }, (_, i) => entry(p_offset + i + 1)) };
    }
    if (path === VERIFY) return { body: verification };
    if (path === '/rest/v1/companies') return { body: [{ id: 'c1', name: 'Acme Corp' }] };
    return undefined;
  });
});
const listCalls = () =>
  requests.filter((r) => r.path === LIST).map((r) => r.body as Record<string, unknown>);

describe('audit trail page', () => {
  it('shows a page of entries with names and details and pages on the server', async () => {
    renderInPortal(<AuditTrailPage />);
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(26));
    const first = within(table).getAllByRole('row')[1];
    expect(first).toHaveTextContent('Candidate document opened');
    expect(first).toHaveTextContent('Rita Recruiter');
    expect(first).toHaveTextContent('Jordan Lee');
    expect(first).toHaveTextContent('document: Resume');
    expect(screen.getByText('30 entries')).toBeInTheDocument();
    expect(listCalls()[0]).toMatchObject({ p_limit: 25, p_offset: 0 });

    await userEvent.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ p_limit: 25, p_offset: 25 }));
  });

  it('names the first broken entry when the chain check fails, and reads it out', async () => {
    verification = {
      ok: false,
      checked: 30,
      chains: 2,
      first_broken: { id: 77, chain: 'company:c1', seq: 9, reason: 'its hash does not match its contents' },
    };
    renderInPortal(<AuditTrailPage />);
    await userEvent.click(await screen.findByRole('button', { name: /Verify Audit Trail/ }));
    const message =
      'Audit trail broken at entry 77 (chain company:c1, #9): its hash does not match its contents.';
    expect(await screen.findAllByText(message)).toHaveLength(2);
    expect(within(screen.getByTestId('live-announcer')).getByText(message)).toBeInTheDocument();
  });
});
