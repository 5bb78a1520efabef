import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderInPortal } from '@portal/shared/testing';
import { APPLICATION, COLLEAGUE, ME, TEAM } from '../api/hiring-team.fixture';
import { NotesCard } from './notes-card';

const NOTE = {
  id: '00000000-0000-4000-8000-0000000000d1',
  application_id: APPLICATION,
  candidate_id: '00000000-0000-4000-8000-0000000000e1',
  author_id: COLLEAGUE,
  body: 'Strong portfolio',
  mentioned_user_ids: [],
  created_at: '2026-11-20T10:00:00Z',
};

function answerNotes(notes: unknown[]) {
  return fakeApi(({ path, method }) => {
    if (path === '/rest/v1/notes' && method === 'GET') return { body: notes };
    if (path === '/rest/v1/notes' && method === 'POST') return { status: 201, body: null };
    return undefined;
  });
}

function show(canWrite = true) {
  return renderInPortal(
    <NotesCard
      scope={{ applicationId: APPLICATION }}
      team={TEAM}
      userId={ME}
      canWrite={canWrite}
    />,
  );
}

describe('NotesCard', () => {
  it("lists the team's notes with their author; only the author's own have Delete", async () => {
    answerNotes([
      NOTE,
      { ...NOTE, id: '00000000-0000-4000-8000-0000000000d2', author_id: ME, body: 'Mine' },
    ]);
    show();
    expect(await screen.findByText('Strong portfolio')).toBeInTheDocument();
    expect(screen.getByText('Max Manager')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Delete Note' })).toHaveLength(1);
  });

  it('refuses an empty note', async () => {
    const requests = answerNotes([]);
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Save Note' }));
    expect(await screen.findByText('Write something before saving the note')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('sends the mentioned colleagues with the note', async () => {
    const requests = answerNotes([]);
    show();
    fireEvent.change(await screen.findByLabelText('Add a note'), {
      target: { value: '  Ask @Max Manager about testing  ' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save Note' }));
    await waitFor(() => expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1));
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      application_id: APPLICATION,
      body: 'Ask @Max Manager about testing',
      mentioned_user_ids: [COLLEAGUE],
    });
  });

  it('offers no form to someone who may not write', async () => {
    answerNotes([NOTE]);
    show(false);
    expect(await screen.findByText('Strong portfolio')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Note' })).not.toBeInTheDocument();
  });
});
