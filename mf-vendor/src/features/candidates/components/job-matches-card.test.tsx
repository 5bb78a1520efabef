import { fakeApi, renderInPortal } from '@portal/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JobMatchesCard } from './job-matches-card';

const VENDOR_ID = 'b0000000-0000-4000-8000-000000000001';
const JOB_ID = 'f0000000-0000-4000-8000-000000000001';
const CANDIDATE_ID = 'd0000000-0000-4000-8000-000000000005';

function serve(questions: unknown[]) {
  return fakeApi(({ path, method }) => {
    if (path === '/rest/v1/vendor_job_assignments') {
      return {
        count: 1,
        body: [
          {
            id: 'assignment-1',
            job_id: JOB_ID,
            assigned_to_recruiter_id: null,
            created_at: '2026-11-20T10:00:00Z',
            job: {
              id: JOB_ID,
              title: 'Senior Frontend Engineer',
              company: { name: 'Acme Corp' },
            },
            recruiter: null,
          },
        ],
      };
    }
    if (path === '/rest/v1/rpc/get_vendor_job_matches') {
      return {
        body: [
          {
            candidate_id: CANDIDATE_ID,
            first_name: 'Alex',
            last_name: 'Kim',
            title: 'Frontend Engineer',
            skills: ['React', 'Vue', 'CSS'],
            score: 70,
            summary: 'Matches 2 of 3 required skills; missing: TypeScript',
          },
        ],
      };
    }
    if (path === '/rest/v1/job_questions') return { body: questions };
    if (path === '/rest/v1/rpc/submit_vendor_candidate' && method === 'POST')
      return { body: { id: 'application-9', held: false } };
    return undefined;
  });
}

describe('JobMatchesCard', () => {
  it("ranks the vendor's candidates for an assigned job and submits one with a click", async () => {
    const requests = serve([]);
    renderInPortal(<JobMatchesCard vendorId={VENDOR_ID} recruiterId={null} />);
    const list = await screen.findByRole('list', {
      name: 'Best candidates for Senior Frontend Engineer',
    });
    const alex = within(list).getByRole('listitem');
    expect(within(alex).getByText('70% match')).toBeInTheDocument();
    expect(
      within(alex).getByText('Matches 2 of 3 required skills; missing: TypeScript'),
    ).toBeInTheDocument();

    await userEvent.click(
      within(alex).getByRole('button', { name: 'Submit Alex Kim to Senior Frontend Engineer' }),
    );
    await waitFor(() =>
      expect(requests.find((r) => r.path === '/rest/v1/rpc/submit_vendor_candidate')?.body).toEqual(
        {
          p_job_id: JOB_ID,
          p_candidate_id: CANDIDATE_ID,
          p_answers: [],
          p_document_ids: [],
        },
      ),
    );
  });

  it('opens the submission on that job when the job has required questions, and sends nothing until they are answered', async () => {
    const requests = serve([
      {
        id: 'q1',
        question: 'Years of React?',
        question_type: 'TEXT',
        is_required: true,
        options: null,
      },
    ]);
    renderInPortal(<JobMatchesCard vendorId={VENDOR_ID} recruiterId={null} />);
    const list = await screen.findByRole('list', {
      name: 'Best candidates for Senior Frontend Engineer',
    });
    const submitAlex = within(list).getByRole('button', {
      name: 'Submit Alex Kim to Senior Frontend Engineer',
    });
    await waitFor(() => expect(submitAlex).toBeEnabled());
    await userEvent.click(submitAlex);
    const intro = await screen.findByText('Submit Alex Kim to one of the jobs assigned to you.');
    const dialog = intro.closest<HTMLElement>('[role="dialog"]')!;
    expect(await within(dialog).findByLabelText(/Years of React\?/)).toBeInTheDocument();
    expect(within(dialog).getByTitle('Senior Frontend Engineer')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Candidate' }));
    expect(
      await within(dialog).findByText('Please answer all required questions'),
    ).toBeInTheDocument();
    expect(requests.some((r) => r.path === '/rest/v1/rpc/submit_vendor_candidate')).toBe(false);

    await userEvent.type(within(dialog).getByLabelText(/Years of React\?/), '6');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Candidate' }));
    await waitFor(() =>
      expect(
        requests.find((r) => r.path === '/rest/v1/rpc/submit_vendor_candidate')?.body,
      ).toMatchObject({
        p_job_id: JOB_ID,
        p_candidate_id: CANDIDATE_ID,
        p_answers: [{ question_id: 'q1', answer: '6' }],
      }),
    );
  });
});
