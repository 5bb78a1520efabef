import { fakeApi, renderInPortal, type ApiRequest } from '@portal/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry } from '../format/audit';
import { AuditTrailBrowser } from './audit-trail-browser';

const LIST = '/rest/v1/rpc/list_audit_entries';
const RECORD = '/rest/v1/rpc/record_audit_trail_export';
const COMPANY = '6f1c2d3e-4b5a-4c6d-8e7f-901234567890';
const TOTAL = 1030;

function entry(n: number): AuditEntry {
  return {
    id: 5000 - n,
    occurred_at: '2026-11-24T15:30:00Z',
    chain: `company:${COMPANY}`,
    action: 'auth.signed_in',
    actor_id: 'u1',
    actor_name: `User ${n}`,
    target_type: 'user',
    target_id: 'u1',
    target_name: 'Self',
    company_id: COMPANY,
    company_name: 'Acme Corp',
    details: {},
    hash: 'cd'.repeat(32),
    total: TOTAL,
  };
}

// jsdom's Blob has no text(); FileReader reads it as a browser would.
const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });

let requests: ApiRequest[];
let downloaded: Blob[];
beforeEach(() => {
  downloaded = [];
  URL.createObjectURL = (blob: Blob) => {
    downloaded.push(blob);
    return 'blob:audit';
  };
  URL.revokeObjectURL = () => undefined;
  requests = fakeApi(({ path, body }) => {
    if (path === RECORD) return { body: 501 };
    if (path !== LIST) return undefined;
    const { p_offset, p_limit } = body as { p_offset: number; p_limit: number };
    const count = Math.max(0, Math.min(p_limit, TOTAL - p_offset));
    return { body: Array.from({ length: count }, (_, i) => entry(p_offset + i + 1)) };
  });
});
const listCalls = () =>
  requests.filter((r) => r.path === LIST).map((r) => r.body as Record<string, unknown>);

describe('a company audit trail', () => {
  it('asks only for its own company and shows no company column or filter', async () => {
    renderInPortal(<AuditTrailBrowser companyId={COMPANY} />);
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(26));
    expect(listCalls()[0]).toMatchObject({ p_company_id: COMPANY, p_limit: 25, p_offset: 0 });
    expect(within(table).queryByRole('columnheader', { name: 'Company' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Company' })).toBeNull();
    expect(screen.getByText('1030 entries')).toBeInTheDocument();
  });

  it('exports every matching entry, reading page after page, as one CSV', async () => {
    renderInPortal(<AuditTrailBrowser companyId={COMPANY} />);
    await screen.findByText('1030 entries');
    await userEvent.click(screen.getByRole('button', { name: /Export CSV/ }));
    expect(await screen.findAllByText('Exported 1030 entries')).not.toHaveLength(0);
    const pages = listCalls().filter((call) => call.p_limit === 1000);
    expect(pages.map((call) => call.p_offset)).toEqual([0, 1000]);
    expect(pages.every((call) => call.p_company_id === COMPANY)).toBe(true);
    expect(requests.find((r) => r.path === RECORD)?.body).toMatchObject({
      p_company_id: COMPANY,
      p_rows: TOTAL,
    });
    const csv = await readText(downloaded[0]);
    expect(csv.trimEnd().split('\r\n')).toHaveLength(TOTAL + 1);
    expect(csv).toContain('"User 1030"');
  });
});

describe('the platform audit trail', () => {
  it('filters by the company chosen and starts again from the first page', async () => {
    renderInPortal(<AuditTrailBrowser companyOptions={[{ value: COMPANY, label: 'Acme Corp' }]} />);
    await screen.findByText('1030 entries');
    await userEvent.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ p_offset: 25 }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Company' }));
    await userEvent.click(await screen.findByTitle('Acme Corp'));
    await waitFor(() =>
      expect(listCalls().at(-1)).toMatchObject({ p_company_id: COMPANY, p_offset: 0 }),
    );
    expect(
      within(screen.getByRole('table')).getByRole('columnheader', { name: 'Company' }),
    ).toBeInTheDocument();
  });

  it('gives a company admin no file when the export cannot be recorded', async () => {
    requests = fakeApi(({ path, body }) => {
      if (path === RECORD)
        return {
          status: 403,
          body: {
            code: '42501',
            message: 'You can only export the audit trail of your own company',
          },
        };
      if (path !== LIST) return undefined;
      const { p_offset, p_limit } = body as { p_offset: number; p_limit: number };
      const count = Math.max(0, Math.min(p_limit, TOTAL - p_offset));
      return { body: Array.from({ length: count }, (_, i) => entry(p_offset + i + 1)) };
    });
    renderInPortal(<AuditTrailBrowser companyId={COMPANY} />);
    await screen.findByText('1030 entries');
    await userEvent.click(screen.getByRole('button', { name: /Export CSV/ }));
    expect(
      await screen.findAllByText(
        'Failed to record the export: You can only export the audit trail of your own company',
      ),
    ).not.toHaveLength(0);
    expect(downloaded).toHaveLength(0);
  });
});
