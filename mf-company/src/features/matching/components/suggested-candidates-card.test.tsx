import { fakeApi, renderInPortal } from '@portal/shared/testing';
import { screen, within } from '@testing-library/react';
import { SuggestedCandidatesCard } from './suggested-candidates-card';

const JOB_ID = '33333333-3333-4333-8333-333333333333';
const ACME = 'c0000000-0000-4000-8000-000000000001';
const GLOBEX = 'c0000000-0000-4000-8000-000000000003';

describe('SuggestedCandidatesCard', () => {
  it('lists each suggestion with its score, reasons and where it comes from', async () => {
    const requests = fakeApi(({ path }) =>
      path === '/rest/v1/rpc/get_job_suggestions'
        ? {
            body: [
              {
                candidate_id: 'd0000000-0000-4000-8000-000000000003',
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
            ],
          }
        : undefined,
    );
    renderInPortal(<SuggestedCandidatesCard jobId={JOB_ID} companyId={ACME} />);
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
    renderInPortal(<SuggestedCandidatesCard jobId={JOB_ID} companyId={ACME} />);
    expect(
      await screen.findByText("No candidates share this job's skills yet."),
    ).toBeInTheDocument();
  });
});
