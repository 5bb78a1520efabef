import { fakeApi, renderInPortal } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OwnershipConflictsCard } from './ownership-conflicts-card';
import { OwnershipSettingsCard } from './ownership-settings-card';

const SAVE = '/rest/v1/rpc/save_ownership_settings';
const LIST = '/rest/v1/rpc/list_ownership_conflicts';
const SETTINGS = { ownership_window_months: 6, confirm_vendor_submissions: false };

describe('ownership settings', () => {
  it('checks the window before asking the server', async () => {
    const requests = fakeApi(() => undefined);
    renderInPortal(<OwnershipSettingsCard initial={SETTINGS} canEdit />);
    const input = screen.getByLabelText(/Ownership window \(months\)/);
    await userEvent.clear(input);
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(
      await screen.findByText('The ownership window must be between 1 and 24 months'),
    ).toBeInTheDocument();
    expect(requests.some((r) => r.path === SAVE)).toBe(false);
  });

  it('saves the window and the confirmation step', async () => {
    const requests = fakeApi(({ path }) =>
      path === SAVE
        ? { body: { ownership_window_months: 12, confirm_vendor_submissions: true } }
        : undefined,
    );
    renderInPortal(<OwnershipSettingsCard initial={SETTINGS} canEdit />);
    const input = screen.getByLabelText(/Ownership window \(months\)/);
    await userEvent.clear(input);
    await userEvent.type(input, '12');
    await userEvent.click(
      screen.getByRole('switch', { name: 'Candidates confirm vendor submissions' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(
      await screen.findByText('Ownership settings saved', { selector: '.ant-notification *' }),
    ).toBeInTheDocument();
    expect(requests.find((r) => r.path === SAVE)?.body).toEqual({
      p_window_months: 12,
      p_confirm_vendor_submissions: true,
    });
  });

  it('is read-only for managers', () => {
    fakeApi(() => undefined);
    renderInPortal(<OwnershipSettingsCard initial={SETTINGS} canEdit={false} />);
    expect(screen.queryByRole('button', { name: 'Save Settings' })).not.toBeInTheDocument();
    expect(screen.getByText('Only company admins can change these settings.')).toBeInTheDocument();
  });
});

describe('ownership conflicts', () => {
  it('lists who put the candidate forward, the owner and the decision, a page at a time', async () => {
    const requests = fakeApi(({ path }) =>
      path === LIST
        ? {
            body: {
              total: 11,
              rows: [
                {
                  id: 'c1',
                  created_at: '2026-11-20T10:00:00Z',
                  job_id: 'j1',
                  job_title: 'DevOps Engineer',
                  application_id: 'a1',
                  candidate_name: 'Pat Owned',
                  owner_name: 'Staffing Partners',
                  owner_since: '2026-11-01T10:00:00Z',
                  owner_until: '2027-05-01T10:00:00Z',
                  challenger_kind: 'vendor',
                  challenger_label: 'Rival Staffing · Rita Rival',
                  decision: 'credited_to_owner',
                },
              ],
            },
          }
        : undefined,
    );
    renderInPortal(<OwnershipConflictsCard />);
    expect(await screen.findByText('Rival Staffing · Rita Rival')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pat Owned' })).toHaveAttribute(
      'href',
      '/company/application/a1',
    );
    expect(screen.getByText('Credited to Staffing Partners')).toBeInTheDocument();
    expect(requests[0].body).toEqual({ p_page: 1, p_page_size: 10 });
    await userEvent.click(screen.getByTitle('2'));
    expect(requests.at(-1)?.body).toEqual({ p_page: 2, p_page_size: 10 });
  });

  it('shows a vendor submission refused as already in process, with no owner when none ran', async () => {
    fakeApi(({ path }) =>
      path === LIST
        ? {
            body: {
              total: 1,
              rows: [
                {
                  id: 'c2',
                  created_at: '2026-11-21T10:00:00Z',
                  job_id: 'j1',
                  job_title: 'DevOps Engineer',
                  application_id: 'a2',
                  candidate_name: 'Sam Okafor',
                  owner_name: null,
                  owner_since: null,
                  owner_until: null,
                  challenger_kind: 'vendor',
                  challenger_label: 'Rival Staffing · Rita Rival',
                  decision: 'refused',
                },
              ],
            },
          }
        : undefined,
    );
    renderInPortal(<OwnershipConflictsCard />);
    expect(await screen.findByText('Refused: already in process')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sam Okafor' })).toHaveAttribute(
      'href',
      '/company/application/a2',
    );
    expect(screen.queryByText('Vendor no longer exists')).not.toBeInTheDocument();
  });
});
