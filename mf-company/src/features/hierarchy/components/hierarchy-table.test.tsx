import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInPortal } from '@portal/shared/testing';
import { listCompanyUsers, setManager, type TeamMember } from '../api/hierarchy';
import { HierarchyTable } from './manage-hierarchy-page';

jest.mock('../api/hierarchy', () => ({ listCompanyUsers: jest.fn(), setManager: jest.fn() }));

const member = (
  id: string,
  first: string,
  role: string,
  manager: string | null = null,
): TeamMember => ({
  id,
  user_id: `user-${id}`,
  first_name: first,
  last_name: 'Doe',
  email: `${first.toLowerCase()}@acme.test`,
  role,
  manager_id: manager,
});

describe('HierarchyTable', () => {
  beforeEach(() => {
    jest.mocked(listCompanyUsers).mockReset();
    jest.mocked(setManager).mockReset();
  });

  it('shows the empty state when the company has no recruiters', async () => {
    jest.mocked(listCompanyUsers).mockResolvedValue([member('1', 'Mia', 'manager')]);
    renderInPortal(<HierarchyTable companyId="c1" />);
    expect(await screen.findByText('No recruiters found for this company.')).toBeInTheDocument();
  });

  it('lists one row per recruiter and assigns a manager', async () => {
    jest
      .mocked(listCompanyUsers)
      .mockResolvedValue([
        member('1', 'Mia', 'manager'),
        member('2', 'Rex', 'recruiter'),
        member('3', 'Oli', 'company_admin'),
      ]);
    jest.mocked(setManager).mockResolvedValue();
    renderInPortal(<HierarchyTable companyId="c1" />);
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
    await waitFor(() =>
      expect(setManager).toHaveBeenCalledWith({ memberId: '2', managerId: 'user-1' }),
    );
    expect(await screen.findByText('Manager assigned successfully.')).toBeInTheDocument();
  });

  it('reports a failed update', async () => {
    jest
      .mocked(listCompanyUsers)
      .mockResolvedValue([member('1', 'Mia', 'manager'), member('2', 'Rex', 'recruiter')]);
    jest.mocked(setManager).mockRejectedValue(new Error('denied'));
    renderInPortal(<HierarchyTable companyId="c1" />);
    await userEvent.click(await screen.findByLabelText('Manager for Rex Doe'));
    await userEvent.click(
      await screen.findByText('Mia Doe', { selector: '.ant-select-item-option-content' }),
    );
    expect(await screen.findByText('Failed to update manager assignment.')).toBeInTheDocument();
  });
});
