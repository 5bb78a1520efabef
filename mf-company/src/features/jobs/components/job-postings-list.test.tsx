import { screen, within } from '@testing-library/react';
import { renderInPortal } from '@portal/shared/testing';
import {
  answerPartnerAssignments,
  COMPANY_ID,
  MANAGER,
  PARTNER,
} from '../../../lib/assignments/partner-assignee.fixture';
import { JobPostingsList } from './job-postings-list';

describe('JobPostingsList assignee picker', () => {
  it('shows the partner recruiter a job is assigned to, not Unassigned', async () => {
    const requests = answerPartnerAssignments();
    renderInPortal(<JobPostingsList companyId={COMPANY_ID} userId={MANAGER} canAssignJobs />);
    const picker = await screen.findByLabelText('Assignee for DevOps Engineer');
    await within(picker).findByRole('option', { name: 'Pat Partner (Partner Recruiter)' });
    expect(picker).toHaveValue(PARTNER);
    expect(picker).toHaveDisplayValue('Pat Partner (Partner Recruiter)');
    const lookup = requests.find(
      (r) => r.path === '/rest/v1/company_users' && r.params.get('user_id'),
    );
    expect(lookup?.params.get('user_id')).toBe(`in.(${PARTNER})`);
  });
});
