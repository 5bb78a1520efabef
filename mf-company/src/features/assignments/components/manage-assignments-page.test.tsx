import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInPortal } from '@portal/shared/testing';
import {
  answerPartnerAssignments,
  COMPANY_ID,
  MANAGER,
} from '../../../lib/assignments/partner-assignee.fixture';
import { AssignmentsWorkspace } from './manage-assignments-page';

describe('Manage Assignments', () => {
  it('names the partner recruiter who holds a job and a candidate, not just Assigned', async () => {
    answerPartnerAssignments();
    renderInPortal(<AssignmentsWorkspace companyId={COMPANY_ID} userId={MANAGER} />);
    const jobRow = (await screen.findByText('DevOps Engineer')).closest('tr') as HTMLElement;
    expect(await within(jobRow).findByText('Pat Partner')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Candidates (1)' }));
    const candidateRow = (await screen.findByText('Jordan Lee')).closest('tr') as HTMLElement;
    expect(within(candidateRow).getByText('Pat Partner')).toBeInTheDocument();
  });
});
