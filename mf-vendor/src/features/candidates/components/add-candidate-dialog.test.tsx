import { fakeApi, renderInPortal } from '@portal/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddCandidateDialog } from './add-candidate-dialog';

const VENDOR_ID = 'b0000000-0000-4000-8000-000000000001';

function renderDialog() {
  const requests = fakeApi(({ method, path }) => {
    if (path !== '/rest/v1/candidates') return undefined;
    if (method === 'GET') return { body: [] };
    return { status: 201, body: { id: 'd0000000-0000-4000-8000-000000000009' } };
  });
  const onCreated = jest.fn();
  renderInPortal(
    <AddCandidateDialog vendorId={VENDOR_ID} open onClose={() => {}} onCreated={onCreated} />,
  );
  return { requests, onCreated, dialog: screen.getByRole('dialog', { name: 'Add Candidate' }) };
}

describe('AddCandidateDialog', () => {
  it('names the three required fields and sends nothing', async () => {
    const { requests, dialog } = renderDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Candidate' }));
    expect(await within(dialog).findByText('First name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Last name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Email is required')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('adds skills trimmed with Enter or Add, ignores blanks and repeats, and saves them', async () => {
    const { requests, onCreated, dialog } = renderDialog();
    const skill = within(dialog).getByLabelText('Skills');
    await userEvent.type(skill, '  Node.js {Enter}');
    await userEvent.type(skill, '   {Enter}');
    await userEvent.type(skill, 'node.js{Enter}');
    await userEvent.type(skill, 'SQL');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await userEvent.type(skill, 'Go{Enter}');
    await userEvent.click(within(dialog).getByLabelText('Remove Go'));
    const added = within(dialog).getByLabelText("Candidate's skills");
    const removable = within(added).getAllByLabelText(/^Remove /);
    expect(removable.map((x) => x.getAttribute('aria-label'))).toEqual([
      'Remove Node.js',
      'Remove SQL',
    ]);
    // Enter in the skill box adds the skill; it does not submit the form.
    expect(requests).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('First Name'), 'Morgan');
    await userEvent.type(within(dialog).getByLabelText('Last Name'), 'Blake');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'Morgan@Example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Candidate' }));

    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    const insert = requests.find((r) => r.method === 'POST');
    expect(insert?.body).toMatchObject({
      first_name: 'Morgan',
      last_name: 'Blake',
      email: 'morgan@example.com',
      skills: ['Node.js', 'SQL'],
      created_by_vendor_id: VENDOR_ID,
    });
  });
});
