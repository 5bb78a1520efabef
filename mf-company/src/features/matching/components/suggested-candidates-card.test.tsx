import { fakeApi, renderInPortal } from '@portal/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SuggestedCandidatesCard } from './suggested-candidates-card';

const JOB_ID = '33333333-3333-4333-8333-333333333333';
const ACME = 'c0000000-0000-4000-8000-000000000001';
const GLOBEX = 'c0000000-0000-4000-8000-000000000003';
const USER_ID = 'a0000000-0000-4000-8000-000000000002';
const PRIYA = 'd0000000-0000-4000-8000-000000000003';

const SUGGESTIONS = [
  {
    candidate_id: PRIYA,
    first_name: 'Priya',
    last_name: 'Shah',
    title: 'Backend Engineer',
    skills: ['Go', 'Kubernetes'],
    managing_company_id: ACME,
    company_name: 'Acme Corp',
    score: 66,
    summary: 'Matches 1 of 3 required skills; missing: AWS, Terraform',
  },
  {
    candidate_id: 'd0000000-0000-4000-8000-000000000009',
    first_name: 'Gus',
    last_name: 'Globex',
    title: null,
    skills: ['AWS'],
    managing_company_id: GLOBEX,
    company_name: 'Globex Industries',
    score: 50,
    summary: 'Matches 1 of 3 required skills; missing: Terraform, Kubernetes',
  },
];

function renderCard(canAssign = true) {
  renderInPortal(
    <SuggestedCandidatesCard
      jobId={JOB_ID}
      companyId={ACME}
      userId={USER_ID}
      canAssign={canAssign}
    />,
  );
}

describe('SuggestedCandidatesCard', () => {
  it('lists each suggestion with its score, reasons and where it comes from', async () => {
    const requests = fakeApi(({ path }) =>
      path === '/rest/v1/rpc/get_job_suggestions' ? { body: SUGGESTIONS } : undefined,
    );
    renderCard();
    const list = await screen.findByRole('list', { name: 'Suggested candidates' });
    const [priya, gus] = within(list).getAllByRole('listitem');
    expect(within(priya).getByRole('link', { name: 'Priya Shah' })).toHaveAttribute(
      'href',
      '/company/candidates/d0000000-0000-4000-8000-000000000003',
    );
    expect(within(priya).getByText('66% match')).toBeInTheDocument();
    expect(within(priya).getByText('Your candidate')).toBeInTheDocument();
    expect(
      within(priya).getByText('Matches 1 of 3 required skills; missing: AWS, Terraform'),
    ).toBeInTheDocument();
    expect(within(gus).getByText('Shared by Globex Industries')).toBeInTheDocument();
    expect(requests[0].body).toEqual({ p_job_id: JOB_ID, p_limit: 10 });
  });

  it("says when no candidate shares the job's skills", async () => {
    fakeApi(({ path }) => (path === '/rest/v1/rpc/get_job_suggestions' ? { body: [] } : undefined));
    renderCard();
    expect(
      await screen.findByText("No candidates share this job's skills yet."),
    ).toBeInTheDocument();
  });

  it('invites a suggested candidate to apply, and shows who was invited already', async () => {
    let invited: string[] = [];
    const requests = fakeApi(({ path }) => {
      if (path === '/rest/v1/rpc/get_job_suggestions') return { body: SUGGESTIONS };
      if (path === '/rest/v1/job_invitations')
        return { body: invited.map((id) => ({ candidate_id: id })) };
      if (path === '/functions/v1/invite-candidate-to-job') {
        invited = [PRIYA];
        return { body: { invited: true, emailed: true, notified: false } };
      }
      return undefined;
    });
    renderCard();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Invite Priya Shah to apply' }),
    );
    expect(await screen.findAllByText('Priya Shah was invited to apply')).not.toHaveLength(0);
    const call = requests.find((r) => r.path === '/functions/v1/invite-candidate-to-job');
    expect(call?.body).toEqual({ jobId: JOB_ID, candidateId: PRIYA });
    const [priya, gus] = within(
      screen.getByRole('list', { name: 'Suggested candidates' }),
    ).getAllByRole('listitem');
    expect(await within(priya).findByText('Invited')).toBeInTheDocument();
    expect(within(priya).queryByRole('button', { name: 'Invite Priya Shah to apply' })).toBeNull();
    expect(within(gus).getByRole('button', { name: 'Invite Gus Globex to apply' })).toBeEnabled();
  });

  it("shows the server's reason when an invitation is refused", async () => {
    fakeApi(({ path }) => {
      if (path === '/rest/v1/rpc/get_job_suggestions') return { body: SUGGESTIONS };
      if (path === '/rest/v1/job_invitations') return { body: [] };
      if (path === '/functions/v1/invite-candidate-to-job') {
        return { status: 409, body: { error: 'This candidate has already applied to this job' } };
      }
      return undefined;
    });
    renderCard();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Invite Gus Globex to apply' }),
    );
    expect(
      await screen.findAllByText('This candidate has already applied to this job'),
    ).not.toHaveLength(0);
  });

  it("assigns only the company's own candidates, and only for those who assign", async () => {
    const requests = fakeApi(({ path, method }) => {
      if (path === '/rest/v1/rpc/get_job_suggestions') return { body: SUGGESTIONS };
      if (path === '/rest/v1/job_invitations') return { body: [] };
      if (path === '/rest/v1/company_users') {
        return {
          body: [
            {
              id: 'u1',
              user_id: 'a0000000-0000-4000-8000-000000000004',
              first_name: 'Rita',
              last_name: 'Recruiter',
              email: 'recruiter@example.com',
              role: 'recruiter',
              manager_id: null,
            },
          ],
        };
      }
      if (path === '/rest/v1/candidate_assignments')
        return { status: method === 'DELETE' ? 200 : 201, body: [] };
      return undefined;
    });
    renderCard();
    const list = await screen.findByRole('list', { name: 'Suggested candidates' });
    expect(within(list).queryByRole('button', { name: 'Assign Gus Globex' })).toBeNull();
    await userEvent.click(within(list).getByRole('button', { name: 'Assign Priya Shah' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign Priya Shah' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await within(dialog).findByText('Please select an assignee')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByLabelText('Assign to'));
    await userEvent.click(
      await screen.findByText('Rita Recruiter (Recruiter)', {
        selector: '.ant-select-item-option-content',
      }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await screen.findAllByText('Priya Shah assigned to Rita Recruiter')).not.toHaveLength(0);
    const insert = requests.find(
      (r) => r.path === '/rest/v1/candidate_assignments' && r.method === 'POST',
    );
    expect(insert?.body).toMatchObject({
      candidate_id: PRIYA,
      assigned_to_user_id: 'a0000000-0000-4000-8000-000000000004',
      assigned_by_user_id: USER_ID,
    });
  });

  it('offers no assignment to a recruiter', async () => {
    fakeApi(({ path }) => {
      if (path === '/rest/v1/rpc/get_job_suggestions') return { body: SUGGESTIONS };
      if (path === '/rest/v1/job_invitations') return { body: [] };
      return undefined;
    });
    renderCard(false);
    const list = await screen.findByRole('list', { name: 'Suggested candidates' });
    expect(
      within(list).getByRole('button', { name: 'Invite Priya Shah to apply' }),
    ).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: /^Assign/ })).toBeNull();
  });
});
