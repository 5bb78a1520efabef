import { fakeApi, renderInPortal, type ApiAnswer, type ApiRequest } from '@portal/shared/testing';
import type { User } from '@supabase/supabase-js';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApplyPage } from './apply-page';
import { candidateJob } from '../../../lib/jobs/job.fixture';

const USER_ID = '11111111-1111-4111-8111-111111111111';
const JOB_ID = '22222222-2222-4222-8222-222222222222';
const QUESTION_ID = '33333333-3333-4333-8333-333333333333';
const APPLICATION_ID = '55555555-5555-4555-8555-555555555555';
const auth = { user: { id: USER_ID, email: 'jordan@example.com' } as User };
const APPLY = '/rest/v1/rpc/apply_to_job';

const job = candidateJob({
  id: JOB_ID,
  title: 'DevOps Engineer',
  description: 'Run the platform.',
  job_type: 'REMOTE',
  experience_level: 'senior_level',
});
const question = {
  id: QUESTION_ID,
  question: 'Which cloud providers have you used?',
  question_type: 'TEXT',
  is_required: true,
};

function answerApply(
  applied: ApiAnswer = { body: { application_id: APPLICATION_ID } },
): ApiRequest[] {
  return fakeApi(({ path }) => {
    if (path === '/rest/v1/rpc/get_candidate_job') return { body: job };
    if (path === '/rest/v1/rpc/get_candidate_job_questions') return { body: [question] };
    if (path === APPLY) return applied;
    return undefined;
  });
}

function renderApply() {
  const { queryClient } = renderInPortal(<ApplyPage />, {
    path: `/candidate/apply/${JOB_ID}`,
    route: '/candidate/apply/:jobId',
    auth,
  });
  return jest.spyOn(queryClient, 'invalidateQueries');
}

async function answerAndSubmit(text: string) {
  fireEvent.change(await screen.findByLabelText(question.question), { target: { value: text } });
  await userEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
}

describe('applying to a job', () => {
  it('asks for the required answers before sending anything', async () => {
    const requests = answerApply();
    renderApply();
    await userEvent.click(await screen.findByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Please answer all required questions')).toBeInTheDocument();
    expect(screen.getByText('This question requires an answer')).toBeInTheDocument();
    expect(requests.filter((request) => request.path === APPLY)).toEqual([]);
  });

  it('applies with the answers, reloads the applications and open jobs, and goes to the dashboard', async () => {
    const requests = answerApply();
    const invalidate = renderApply();
    await answerAndSubmit(' AWS and GCP ');
    expect(await screen.findByText('Application submitted successfully!')).toBeInTheDocument();
    // One call carries the application and its answers; the server stores both or neither.
    expect(requests.filter((request) => request.path === APPLY)).toHaveLength(1);
    expect(requests.find((request) => request.path === APPLY)?.body).toEqual({
      p_job_id: JOB_ID,
      p_answers: [{ question_id: QUESTION_ID, answer: ' AWS and GCP ' }],
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['candidate-applications'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['candidate-jobs', 'potential'] });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/candidate/dashboard'),
    );
  });

  it('sends an incomplete profile to the profile page with what is missing', async () => {
    answerApply({ body: { missing_fields: ['Last name', 'Phone'] } });
    const invalidate = renderApply();
    await answerAndSubmit('AWS');
    expect(
      await screen.findByText(
        'Please complete these required fields in your profile: Last name, Phone',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/candidate/profile'),
    );
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('says so when the candidate already applied', async () => {
    answerApply({
      status: 409,
      body: { code: '23505', message: 'duplicate key value violates unique constraint' },
    });
    const invalidate = renderApply();
    await answerAndSubmit('AWS');
    expect(await screen.findByText('You have already applied for this job')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Submit Application' })).toBeEnabled(),
    );
    expect(screen.getByTestId('location')).toHaveTextContent(`/candidate/apply/${JOB_ID}`);
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('shows the screening rule the server refused the answers by', async () => {
    answerApply({
      status: 400,
      body: {
        code: '22023',
        message: 'The file answering "Your CV" was not found; please upload it again',
      },
    });
    const invalidate = renderApply();
    await answerAndSubmit('AWS');
    expect(
      await screen.findAllByText(
        'The file answering "Your CV" was not found; please upload it again',
      ),
    ).not.toHaveLength(0);
    expect(screen.getByTestId('location')).toHaveTextContent(`/candidate/apply/${JOB_ID}`);
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('shows the application a vendor already made when the candidate applies to the same job', async () => {
    const VENDOR_APPLICATION_ID = '66666666-6666-4666-8666-666666666666';
    answerApply({
      status: 409,
      body: {
        code: '23505',
        message: 'You are already in process for this job (since Nov 3, 2026)',
        hint: VENDOR_APPLICATION_ID,
      },
    });
    renderApply();
    await answerAndSubmit('AWS');
    expect(
      await screen.findAllByText('You are already in process for this job (since Nov 3, 2026)'),
    ).not.toHaveLength(0);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        `/candidate/application/${VENDOR_APPLICATION_ID}`,
      ),
    );
  });
});
