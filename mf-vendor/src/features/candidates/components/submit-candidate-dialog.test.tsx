import { expectProgramRefused, fakeApi, renderInPortal } from '@portal/shared/testing';
import type { User } from '@supabase/supabase-js';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SubmitCandidateDialog } from './submit-candidate-dialog';

const VENDOR_ID = 'b0000000-0000-4000-8000-000000000001';
const JOB_ID = 'f0000000-0000-4000-8000-000000000001';
const QUESTION_ID = 'f1000000-0000-4000-8000-000000000001';
const candidate = {
  id: 'd0000000-0000-4000-8000-000000000005',
  first_name: 'Alex',
  last_name: 'Kim',
} as Parameters<typeof SubmitCandidateDialog>[0]['candidate'];
const RPC = '/rest/v1/rpc/submit_vendor_candidate';

const RESUME_ID = 'e7300000-0000-4000-8000-000000000001';
const FILE_QUESTION_ID = 'f1000000-0000-4000-8000-0000000000f1';

function answer({ held = false, fileQuestion = false } = {}) {
  return fakeApi(({ path }) => {
    if (path === '/rest/v1/submission_documents')
      return {
        body: [
          {
            id: RESUME_ID,
            kind: 'resume',
            file_name: 'Alex Kim CV.pdf',
            path: `${VENDOR_ID}/d0000000-0000-4000-8000-000000000005/cv.pdf`,
            created_at: '2026-11-20T10:00:00Z',
          },
        ],
      };
    if (path === '/rest/v1/vendor_job_assignments')
      return {
        body: [
          { id: 'a1', job_id: JOB_ID, job: { id: JOB_ID, title: 'Senior Frontend Engineer' } },
        ],
        headers: { 'content-range': '0-0/1' },
      };
    if (path === '/rest/v1/job_questions')
      return {
        body: [
          {
            id: QUESTION_ID,
            question: 'Why do you want to join Acme Corp?',
            question_type: 'TEXTAREA',
            is_required: true,
            options: null,
          },
          ...(fileQuestion
            ? [
                {
                  id: FILE_QUESTION_ID,
                  question: 'Upload a work sample',
                  question_type: 'FILE',
                  is_required: true,
                  options: null,
                },
              ]
            : []),
        ],
      };
    if (path === RPC) return { body: { id: '55555555-5555-4555-8555-555555555555', held } };
    return undefined;
  });
}

function renderDialog(jobId?: string, user?: User) {
  renderInPortal(
    <SubmitCandidateDialog
      vendorId={VENDOR_ID}
      recruiterId={null}
      candidate={candidate}
      jobId={jobId}
      onClose={() => {}}
    />,
    user && { auth: { user } },
  );
}

async function pickJob() {
  await userEvent.click(await screen.findByLabelText('Job'));
  await userEvent.click(
    await screen.findByText('Senior Frontend Engineer', {
      selector: '.ant-select-item-option-content',
    }),
  );
}

describe('submitting a vendor candidate', () => {
  it('asks the job’s required questions, then sends the answers and the pitch', async () => {
    const requests = answer();
    renderDialog();
    await pickJob();
    const question = await screen.findByLabelText(/Why do you want to join Acme Corp\?/);
    await userEvent.click(screen.getByRole('button', { name: 'Submit Candidate' }));
    expect(await screen.findByText('Please answer all required questions')).toBeInTheDocument();
    expect(requests.filter((r) => r.path === RPC)).toEqual([]);

    fireEvent.change(question, { target: { value: 'Builds what I use.' } });
    fireEvent.change(screen.getByLabelText('Pitch Note (optional)'), {
      target: { value: 'Led a checkout rewrite.' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Submit Candidate' }));
    await waitFor(() =>
      expect(requests.find((r) => r.path === RPC)?.body).toEqual({
        p_job_id: JOB_ID,
        p_candidate_id: candidate!.id,
        p_answers: [{ question_id: QUESTION_ID, answer: 'Builds what I use.' }],
        p_pitch_note: 'Led a checkout rewrite.',
        p_document_ids: [],
      }),
    );
  });

  it('tells the vendor when the company waits for the candidate to confirm', async () => {
    answer({ held: true });
    renderDialog();
    await pickJob();
    fireEvent.change(await screen.findByLabelText(/Why do you want to join Acme Corp\?/), {
      target: { value: 'Builds what I use.' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Submit Candidate' }));
    expect(
      await screen.findByText(
        'The company asks the candidate to confirm by e-mail first; it sees the submission once they do.',
        { selector: '.ant-notification *' },
      ),
    ).toBeInTheDocument();
  });

  it('sends the stored documents the vendor ticks', async () => {
    const requests = answer();
    renderDialog(JOB_ID);
    fireEvent.change(await screen.findByLabelText(/Why do you want to join Acme Corp\?/), {
      target: { value: 'Builds what I use.' },
    });
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'Alex Kim CV.pdf (Resume)' }),
    );
    expect(screen.getByLabelText('Upload resume')).toHaveAttribute('type', 'file');
    expect(screen.getByLabelText('Upload other document')).toHaveAttribute('type', 'file');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Candidate' }));
    await waitFor(() =>
      expect(requests.find((r) => r.path === RPC)?.body).toMatchObject({
        p_document_ids: [RESUME_ID],
      }),
    );
  });

  it('asks for the file a required FILE question wants and refuses other files before sending', async () => {
    const requests = answer({ fileQuestion: true });
    // The file goes into the signed-in recruiter's folder for the job.
    renderDialog(JOB_ID, { id: 'a0000000-0000-4000-8000-000000000009' } as User);
    fireEvent.change(await screen.findByLabelText(/Why do you want to join Acme Corp\?/), {
      target: { value: 'Builds what I use.' },
    });
    const file = await screen.findByLabelText('Upload a work sample');
    expect(file).toHaveAttribute('type', 'file');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Candidate' }));
    expect(await screen.findByText('Please answer all required questions')).toBeInTheDocument();

    await expectProgramRefused(file);
    expect(requests.filter((r) => r.path === RPC || r.path.startsWith('/storage/'))).toEqual([]);
  });
});
