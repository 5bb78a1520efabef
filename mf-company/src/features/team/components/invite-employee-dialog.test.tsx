import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderInPortal, type ApiAnswer } from '@portal/shared/testing';
import { InviteEmployeeDialog } from './invite-employee-dialog';

const FUNCTION_PATH = '/functions/v1/send-company-invitation';

function answerInvitation(answer: ApiAnswer) {
  return fakeApi(({ path }) => (path === FUNCTION_PATH ? answer : undefined));
}

function open() {
  return renderInPortal(
    <InviteEmployeeDialog open companyId="c1" adminEmail="owner@example.com" onClose={jest.fn()} />,
  );
}

describe('InviteEmployeeDialog', () => {
  it('offers the three invitable roles with their descriptions', () => {
    answerInvitation({ body: {} });
    open();
    expect(
      screen.getByText('Can manage employees, assign jobs and oversee recruitment'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Can post jobs, review applications and manage candidates'),
    ).toBeInTheDocument();
    expect(screen.getByText('External recruiter with limited access')).toBeInTheDocument();
    expect(screen.queryByText(/Company Admin/)).not.toBeInTheDocument();
  });

  it('requires every field before sending', async () => {
    const requests = answerInvitation({ body: {} });
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('sends trimmed values and confirms with the role name', async () => {
    const requests = answerInvitation({ body: { success: true, message: 'ok', emailSent: true } });
    const { queryClient } = open();
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    fireEvent.change(screen.getByLabelText('Email'), {
      target: { value: ' New.Person@Acme.com ' },
    });
    fireEvent.change(screen.getByLabelText('First Name'), { target: { value: ' Nia ' } });
    fireEvent.change(screen.getByLabelText('Last Name'), { target: { value: ' Park ' } });
    await userEvent.click(screen.getByText('Partner Recruiter'));
    await userEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toMatchObject({
      method: 'POST',
      body: {
        email: 'new.person@acme.com',
        firstName: 'Nia',
        lastName: 'Park',
        role: 'partner_recruiter',
        companyId: 'c1',
        adminEmail: 'owner@example.com',
      },
    });
    expect(
      await screen.findByText('Partner Recruiter invitation sent successfully!'),
    ).toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['company-employees', 'list', 'c1'] });
  });

  it('reports a failed invitation', async () => {
    answerInvitation({
      status: 409,
      body: { error: 'A user with this email already belongs to a company' },
    });
    open();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'x@acme.com' } });
    fireEvent.change(screen.getByLabelText('First Name'), { target: { value: 'X' } });
    fireEvent.change(screen.getByLabelText('Last Name'), { target: { value: 'Y' } });
    await userEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Failed to send invitation')).toBeInTheDocument();
    expect(
      screen.getByText('A user with this email already belongs to a company'),
    ).toBeInTheDocument();
  });
});
