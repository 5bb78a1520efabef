import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderInPortal } from '@portal/shared/testing';
import type { Employee } from '../api/list-employees';
import { EmployeesPanel } from './employees-panel';

const COMPANY_ID = 'c0000000-0000-4000-8000-000000000001';
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const person = (n: number, first: string, role: string): Employee => ({
  id: uuid(n),
  user_id: uuid(100 + n),
  first_name: first,
  last_name: 'Doe',
  email: `${first.toLowerCase()}@acme.test`,
  role,
  created_at: '2026-11-01T10:00:00Z',
});

const team = [
  person(1, 'Olive', 'company_admin'),
  person(2, 'Sam', 'subscription_admin'),
  person(3, 'Mia', 'manager'),
  person(4, 'Rex', 'recruiter'),
  person(5, 'Pat', 'partner_recruiter'),
];

function answerTeam() {
  return fakeApi(({ method, path }) => {
    if (path !== '/rest/v1/company_users') return undefined;
    if (method === 'PATCH') return { body: [{ id: uuid(4) }] };
    return { body: team, count: team.length };
  });
}

function rowOf(first: string) {
  return screen.getByText(`${first} Doe`).closest('tr') as HTMLElement;
}

describe('EmployeesPanel', () => {
  it('lets a company admin move a recruiter to partner recruiter, never an administrator or themselves', async () => {
    const requests = answerTeam();
    renderInPortal(
      <EmployeesPanel
        companyId={COMPANY_ID}
        adminEmail="olive@acme.test"
        viewer={{ userId: uuid(101), role: 'COMPANY_ADMIN' }}
      />,
    );
    const picker = await screen.findByLabelText('Role of Rex Doe');
    expect(within(picker).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Recruiter',
      'Manager',
      'Partner Recruiter',
    ]);
    expect(screen.getByLabelText('Role of Mia Doe')).toHaveValue('manager');
    expect(screen.getByLabelText('Role of Pat Doe')).toHaveValue('partner_recruiter');
    expect(screen.queryByLabelText('Role of Olive Doe')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Role of Sam Doe')).not.toBeInTheDocument();

    await userEvent.selectOptions(picker, 'partner_recruiter');
    await waitFor(() => expect(requests.some((r) => r.method === 'PATCH')).toBe(true));
    const update = requests.find((r) => r.method === 'PATCH');
    expect(update?.params.get('id')).toBe(`eq.${uuid(4)}`);
    expect(update?.body).toEqual({ role: 'partner_recruiter' });
    expect(
      await screen.findByText('Rex Doe is now a partner recruiter', { selector: 'div *' }),
    ).toBeInTheDocument();

    // Remove: only where the server would allow it (not administrators, not oneself).
    expect(within(rowOf('Olive')).queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(within(rowOf('Sam')).queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(within(rowOf('Mia')).getByRole('button', { name: 'Remove' })).toBeInTheDocument();
    expect(within(rowOf('Rex')).getByRole('button', { name: 'Remove' })).toBeInTheDocument();
  });

  it('shows a manager the roles without changing them and no Remove for managers or themselves', async () => {
    answerTeam();
    renderInPortal(
      <EmployeesPanel
        companyId={COMPANY_ID}
        adminEmail="mia@acme.test"
        viewer={{ userId: uuid(103), role: 'MANAGER' }}
      />,
    );
    expect(await screen.findByText('Rex Doe')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(rowOf('Pat')).getByText('Partner Recruiter')).toBeInTheDocument();
    expect(within(rowOf('Mia')).queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(within(rowOf('Rex')).getByRole('button', { name: 'Remove' })).toBeInTheDocument();
    expect(within(rowOf('Pat')).getByRole('button', { name: 'Remove' })).toBeInTheDocument();
  });
});
