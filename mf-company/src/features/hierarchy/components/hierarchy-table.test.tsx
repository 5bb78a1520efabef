import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderInPortal, type ApiAnswer } from '@portal/shared/testing';
import type { TeamMember } from '../api/list-company-users';
import { HierarchyTable } from './manage-hierarchy-page';

const COMPANY_ID = 'c0000000-0000-4000-8000-000000000001';
const uuid = (n: string) => `00000000-0000-4000-8000-00000000000${n}`;

/** Answers the team read with `members` and the manager change with `update`. */
function answerTeam(members: TeamMember[], update: ApiAnswer = { body: [{ id: uuid('2') }] }) {
  return fakeApi(({ method, path }) => {
    if (path !== '/rest/v1/company_users') return undefined;
    return method === 'PATCH' ? update : { body: members };
  });
}

const member = (
  id: string,
  first: string,
  role: string,
  manager: string | null = null,
): TeamMember => ({
  id: uuid(id),
  user_id: uuid(`${Number(id) + 5}`),
  first_name: first,
  last_name: 'Doe',
  email: `${first.toLowerCase()}@acme.test`,
  role,
  manager_id: manager,
});

describe('HierarchyTable', () => {
  it('shows the empty state when the company has no recruiters', async () => {
    const requests = answerTeam([member('1', 'Mia', 'manager')]);
    renderInPortal(<HierarchyTable companyId={COMPANY_ID} />);
    expect(await screen.findByText('No recruiters found for this company.')).toBeInTheDocument();
    expect(requests[0].params.get('company_id')).toBe(`eq.${COMPANY_ID}`);
  });

  it('lists one row per recruiter and assigns a manager', async () => {
    const requests = answerTeam([
      member('1', 'Mia', 'manager'),
      member('2', 'Rex', 'recruiter'),
      member('3', 'Oli', 'company_admin'),
    ]);
    renderInPortal(<HierarchyTable companyId={COMPANY_ID} />);
    const picker = await screen.findByLabelText('Manager for Rex Doe');
    expect(screen.queryByLabelText('Manager for Mia Doe')).not.toBeInTheDocument();
    await userEvent.click(picker);
    expect(
      await screen.findByText('Unassigned', { selector: '.ant-select-item-option-content' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByText('Oli Doe', { selector: '.ant-select-item-option-content' }),
    ).not.toBeInTheDocument();
    await userEvent.click(
      screen.getByText('Mia Doe', { selector: '.ant-select-item-option-content' }),
    );
    await waitFor(() => expect(requests.some((r) => r.method === 'PATCH')).toBe(true));
    const update = requests.find((r) => r.method === 'PATCH');
    expect(update?.params.get('id')).toBe(`eq.${uuid('2')}`);
    expect(update?.body).toEqual({ manager_id: uuid('6') });
    expect(await screen.findByText('Manager assigned successfully.')).toBeInTheDocument();
  });

  it('reports a failed update', async () => {
    answerTeam([member('1', 'Mia', 'manager'), member('2', 'Rex', 'recruiter')], {
      status: 403,
      body: { code: '42501', message: 'permission denied for table company_users' },
    });
    renderInPortal(<HierarchyTable companyId={COMPANY_ID} />);
    await userEvent.click(await screen.findByLabelText('Manager for Rex Doe'));
    await userEvent.click(
      await screen.findByText('Mia Doe', { selector: '.ant-select-item-option-content' }),
    );
    expect(await screen.findByText('Failed to update manager assignment.')).toBeInTheDocument();
    // The picker goes back to the manager the server still has.
    await waitFor(() =>
      expect(screen.getByLabelText('Manager for Rex Doe').closest('.ant-select')).toHaveTextContent(
        'Unassigned',
      ),
    );
  });
});
