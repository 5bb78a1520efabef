import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SkillBadges } from '../../../components/skill-badges';
import type { StaffMember } from '../../../lib/assignments/list-assignable-staff';
import { renderInPortal } from '@portal/shared/testing';
import { AssignmentTable } from './assignment-table';

const staff: StaffMember[] = [
  {
    id: '1',
    user_id: 'u-manager',
    first_name: 'Marcus',
    last_name: 'Manager',
    email: null,
    role: 'manager',
    manager_id: null,
  },
  {
    id: '2',
    user_id: 'u-recruiter',
    first_name: 'Rita',
    last_name: 'Recruiter',
    email: null,
    role: 'recruiter',
    manager_id: null,
  },
];
const rows = [
  { id: 'j1', title: 'Engineer' },
  { id: 'j2', title: 'Designer' },
];

function show(onAssign = jest.fn().mockResolvedValue(true), data = rows) {
  renderInPortal(
    <AssignmentTable
      kind="jobs"
      rows={data}
      total={data.length}
      page={1}
      pageSize={10}
      onPageChange={jest.fn()}
      loading={false}
      staff={staff}
      emptyText="No jobs found"
      rowLabel={(r) => r.title}
      columns={[{ title: 'Title', dataIndex: 'title', key: 'title' }]}
      onAssign={onAssign}
    />,
  );
  return onAssign;
}

describe('AssignmentTable', () => {
  it('enables Assign Selected only with rows selected and a team member chosen', async () => {
    const onAssign = show();
    const button = screen.getByRole('button', { name: 'Assign Selected (0)' });
    expect(button).toBeDisabled();

    await userEvent.click(screen.getByLabelText('Select Engineer'));
    expect(screen.getByRole('button', { name: 'Assign Selected (1)' })).toBeDisabled();

    await userEvent.click(screen.getByLabelText('Team Member'));
    await userEvent.click(
      await screen.findByText('Rita Recruiter (Recruiter)', {
        selector: '.ant-select-item-option-content',
      }),
    );
    const ready = screen.getByRole('button', { name: 'Assign Selected (1)' });
    expect(ready).toBeEnabled();

    await userEvent.click(ready);
    await waitFor(() => expect(onAssign).toHaveBeenCalledWith(['j1'], 'u-recruiter'));
    expect(await screen.findByRole('button', { name: 'Assign Selected (0)' })).toBeDisabled();
  });

  it('selects every visible row with select-all and labels members with name and role', async () => {
    show();
    const checkboxes = screen.getAllByRole('checkbox');
    await userEvent.click(checkboxes[0]);
    expect(screen.getByRole('button', { name: 'Assign Selected (2)' })).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Team Member'));
    expect(
      await screen.findByText('Marcus Manager (Manager)', {
        selector: '.ant-select-item-option-content',
      }),
    ).toBeInTheDocument();
  });

  it('shows the empty state', () => {
    show(undefined, []);
    expect(screen.getByText('No jobs found')).toBeInTheDocument();
  });
});

describe('SkillBadges', () => {
  it('shows at most three skills and a +N badge for the rest', () => {
    renderInPortal(<SkillBadges skills={['Go', 'Rust', 'SQL', 'AWS', 'Terraform']} />);
    expect(screen.getByText('Go')).toBeInTheDocument();
    expect(screen.getByText('SQL')).toBeInTheDocument();
    expect(screen.queryByText('AWS')).not.toBeInTheDocument();
    expect(screen.getByText('+2')).toBeInTheDocument();
  });
});
