import { TimeoutError, withTimeout } from '@portal/shared';
import { fakeApi, renderInPortal, type ApiAnswer } from '@portal/shared/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddCandidateForm } from './add-candidate-page';

// The 30-second limit is the real one; a test makes it run out at once instead of waiting.
jest.mock('@portal/shared', () => {
  const actual = jest.requireActual('@portal/shared');
  return { ...actual, withTimeout: jest.fn(actual.withTimeout) };
});

const FUNCTION_PATH = '/functions/v1/send-candidate-invitation';

function answerInvitation(answer: ApiAnswer) {
  return fakeApi(({ path }) => (path === FUNCTION_PATH ? answer : undefined));
}

function fillRequired() {
  fireEvent.change(screen.getByLabelText('First Name'), { target: { value: ' Casey ' } });
  fireEvent.change(screen.getByLabelText('Last Name'), { target: { value: 'Doe' } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'Casey@Example.com' } });
}

describe('AddCandidateForm', () => {
  it('shows a Validation Error notice for missing required fields', async () => {
    const requests = answerInvitation({ body: {} });
    renderInPortal(<AddCandidateForm companyName="Acme" />);
    await userEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Validation Error')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('sends the invitation with trimmed values and the typed skills', async () => {
    const requests = answerInvitation({
      body: { success: true, message: 'Candidate invitation sent successfully!' },
    });
    const { queryClient } = renderInPortal(<AddCandidateForm companyName="Acme" />);
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    fillRequired();
    const skill = screen.getByLabelText('Add Skill');
    fireEvent.change(skill, { target: { value: ' Rust ' } });
    fireEvent.keyDown(skill, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.keyUp(skill, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await userEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0].body).toMatchObject({
      email: 'casey@example.com',
      companyName: 'Acme',
      invitationType: 'candidate',
      candidateData: expect.objectContaining({ skills: ['Rust'] }),
    });
    expect(await screen.findByText('Invitation Sent')).toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['managed-candidates'] });
  });

  it('shows the manual link when the e-mail could not be sent', async () => {
    answerInvitation({
      body: {
        success: true,
        message: 'created',
        emailError: 'SMTP down',
        emailSent: false,
        invitationUrl: 'http://localhost:3000/invitation/abc',
      },
    });
    renderInPortal(<AddCandidateForm companyName="Acme" />);
    fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('http://localhost:3000/invitation/abc')).toBeInTheDocument();
    expect(screen.getAllByText('Invitation Created').length).toBeGreaterThan(0);
  });

  it('explains a request that took too long', async () => {
    answerInvitation({ body: {} });
    jest.mocked(withTimeout).mockRejectedValueOnce(new TimeoutError('Candidate invitation', 30000));
    renderInPortal(<AddCandidateForm companyName="Acme" />);
    fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Request Timeout')).toBeInTheDocument();
    expect(
      screen.getByText('The request is taking too long. Please try again.'),
    ).toBeInTheDocument();
  });

  it('explains an address that already has a candidate', async () => {
    answerInvitation({
      status: 409,
      body: { error: 'A candidate with this email already exists' },
    });
    renderInPortal(<AddCandidateForm companyName="Acme" />);
    fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Candidate Already Exists')).toBeInTheDocument();
    expect(
      screen.getByText('A candidate with this email address already exists in the system.'),
    ).toBeInTheDocument();
  });
});
