import { TimeoutError } from '@portal/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInPortal } from '@portal/shared/testing';
import { sendCandidateInvitation } from '../api/send-candidate-invitation';
import { AddCandidateForm } from './add-candidate-page';
import { addSkill } from './skills-input';

jest.mock('../api/send-candidate-invitation', () => ({ sendCandidateInvitation: jest.fn() }));

function fillRequired() {
  fireEvent.change(screen.getByLabelText('First Name'), { target: { value: ' Casey ' } });
  fireEvent.change(screen.getByLabelText('Last Name'), { target: { value: 'Doe' } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'Casey@Example.com' } });
}

describe('AddCandidateForm', () => {
  beforeEach(() => jest.mocked(sendCandidateInvitation).mockReset());

  it('adds skills trimmed and ignores blank or repeated ones', () => {
    expect(addSkill(['Go'], '  Rust ')).toEqual(['Go', 'Rust']);
    expect(addSkill(['Go'], '   ')).toEqual(['Go']);
    expect(addSkill(['Go'], 'Go')).toEqual(['Go']);
  });

  it('shows a Validation Error notice for missing required fields', async () => {
    renderInPortal(<AddCandidateForm companyName="Acme" />);
    await userEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Validation Error')).toBeInTheDocument();
    expect(sendCandidateInvitation).not.toHaveBeenCalled();
  });

  it('sends the invitation with trimmed values and the typed skills', async () => {
    jest
      .mocked(sendCandidateInvitation)
      .mockResolvedValue({ success: true, message: 'Candidate invitation sent successfully!' });
    renderInPortal(<AddCandidateForm companyName="Acme" />);
    fillRequired();
    const skill = screen.getByLabelText('Add Skill');
    fireEvent.change(skill, { target: { value: ' Rust ' } });
    fireEvent.keyDown(skill, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.keyUp(skill, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await userEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    await waitFor(() => expect(sendCandidateInvitation).toHaveBeenCalled());
    expect(jest.mocked(sendCandidateInvitation).mock.calls[0]).toEqual([
      expect.objectContaining({ firstName: 'Casey', email: 'casey@example.com', skills: ['Rust'] }),
      'Acme',
    ]);
    expect(await screen.findByText('Invitation Sent')).toBeInTheDocument();
  });

  it('shows the manual link when the e-mail could not be sent', async () => {
    jest.mocked(sendCandidateInvitation).mockResolvedValue({
      success: true,
      message: 'created',
      emailError: 'SMTP down',
      emailSent: false,
      invitationUrl: 'http://localhost:3000/invitation/abc',
    });
    renderInPortal(<AddCandidateForm companyName="Acme" />);
    fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('http://localhost:3000/invitation/abc')).toBeInTheDocument();
    expect(screen.getAllByText('Invitation Created').length).toBeGreaterThan(0);
  });

  it.each([
    [
      new TimeoutError('Candidate invitation', 30000),
      'Request Timeout',
      'The request is taking too long. Please try again.',
    ],
    [
      new Error('A candidate with this email already exists'),
      'Candidate Already Exists',
      'A candidate with this email address already exists in the system.',
    ],
  ])('explains a failure (%s)', async (error, title, description) => {
    jest.mocked(sendCandidateInvitation).mockRejectedValue(error);
    renderInPortal(<AddCandidateForm companyName="Acme" />);
    fillRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(description)).toBeInTheDocument();
  });
});
