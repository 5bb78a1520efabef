import { fakeApi, renderInPortal, type ApiAnswer, type ApiRequest } from '@portal/shared/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { InviteRecruiterForm } from './invite-recruiter-form';

const FUNCTION_PATH = '/functions/v1/send-vendor-recruiter-invitation';

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function answerInvitation(answer: ApiAnswer): ApiRequest[] {
  return fakeApi(({ path }) => (path === FUNCTION_PATH ? answer : undefined));
}

describe('InviteRecruiterForm', () => {
  it('asks for every field before sending anything', async () => {
    const requests = answerInvitation({ body: {} });
    renderInPortal(<InviteRecruiterForm vendorId="v1" />);
    fireEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findAllByText('Please fill in all fields')).toHaveLength(3);
    expect(requests).toEqual([]);
  });

  it('invites the recruiter to the vendor, confirms, clears the form and reloads the team', async () => {
    const requests = answerInvitation({ body: { message: 'Invitation sent to ann@example.com' } });
    const { queryClient } = renderInPortal(<InviteRecruiterForm vendorId="v1" />);
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    fill('First Name', ' Ann ');
    fill('Last Name', 'Lee');
    fill('Email', 'Ann@Example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Recruiter invited!')).toBeInTheDocument();
    expect(requests[0]).toMatchObject({
      method: 'POST',
      body: { vendor_id: 'v1', first_name: 'Ann', last_name: 'Lee', email: 'ann@example.com' },
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['vendor-recruiters', 'list', 'v1'] });
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue(''));
  });

  it('shows why an invitation failed and keeps what was typed', async () => {
    answerInvitation({ status: 409, body: { error: 'A user with this email already exists' } });
    renderInPortal(<InviteRecruiterForm vendorId="v1" />);
    fill('First Name', 'Ann');
    fill('Last Name', 'Lee');
    fill('Email', 'ann@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send Invitation' }));
    expect(await screen.findByText('Failed to send invitation')).toBeInTheDocument();
    expect(screen.getByText('A user with this email already exists')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('ann@example.com');
  });
});
