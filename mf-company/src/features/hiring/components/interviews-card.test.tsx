import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderInPortal, type ApiAnswer } from '@portal/shared/testing';
import { APPLICATION, COLLEAGUE, ME, TEAM } from '../api/hiring-team.fixture';
import { InterviewsCard } from './interviews-card';

const FUNCTION = '/functions/v1/manage-interview';

const SCHEDULED = {
  id: '00000000-0000-4000-8000-0000000000c1',
  application_id: APPLICATION,
  starts_at: '2030-07-01T13:00:00Z',
  time_zone: 'America/New_York',
  duration_minutes: 45,
  interviewer_ids: [ME, COLLEAGUE],
  location: null,
  video_link: 'https://meet.example.com/abc',
  status: 'scheduled',
  sequence: 2,
};

function answer(
  interviews: unknown[],
  fn: () => ApiAnswer = () => ({ body: { interview: SCHEDULED, emailed: 3, emailFailedFor: [] } }),
) {
  return fakeApi(({ path }) => {
    if (path === '/rest/v1/interviews') return { body: interviews };
    if (path === '/rest/v1/scorecards') return { body: [] };
    if (path === FUNCTION) return fn();
    return undefined;
  });
}

function show() {
  return renderInPortal(
    <InterviewsCard
      scope={{ applicationId: APPLICATION }}
      applicationId={APPLICATION}
      team={TEAM}
      userId={ME}
      canManage
    />,
  );
}

describe('InterviewsCard', () => {
  it('lists an interview in its own time zone with its interviewers and link', async () => {
    answer([SCHEDULED]);
    show();
    expect(
      await screen.findByText(/Jul 1, 2030, 9:00\sAM \(America\/New_York\)/),
    ).toBeInTheDocument();
    expect(screen.getByText('45 minutes with Rita Recruiter, Max Manager')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://meet.example.com/abc' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Scorecard' })).toBeInTheDocument();
  });

  it('checks the form before anything is sent', async () => {
    const requests = answer([]);
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Schedule Interview' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule Interview' }));
    expect(await within(dialog).findByText('Choose the date of the interview')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose the time of the interview')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a location or a video link')).toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: '2020-01-01' } });
    fireEvent.change(within(dialog).getByLabelText('Time'), { target: { value: '10:00' } });
    fireEvent.change(within(dialog).getByLabelText('Video Link'), {
      target: { value: 'meet.example.com' },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule Interview' }));
    expect(
      await within(dialog).findByText('The interview must start in the future'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'The video link must be a web address starting with http:// or https://',
      ),
    ).toBeInTheDocument();
    expect(requests.filter((r) => r.path === FUNCTION)).toEqual([]);
  });

  it('schedules with the wall-clock time, its zone and the signed-in interviewer', async () => {
    const requests = answer([]);
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Schedule Interview' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: '2030-07-01' } });
    fireEvent.change(within(dialog).getByLabelText('Time'), { target: { value: '09:00' } });
    fireEvent.change(within(dialog).getByLabelText('Video Link'), {
      target: { value: ' https://meet.example.com/abc ' },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule Interview' }));
    await waitFor(() => expect(requests.filter((r) => r.path === FUNCTION)).toHaveLength(1));
    expect(requests.find((r) => r.path === FUNCTION)?.body).toEqual({
      action: 'schedule',
      applicationId: APPLICATION,
      localStart: '2030-07-01T09:00',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      durationMinutes: 60,
      interviewerIds: [ME],
      location: null,
      videoLink: 'https://meet.example.com/abc',
    });
    expect(
      (await screen.findAllByText('Interview scheduled and invitations e-mailed')).length,
    ).toBeGreaterThan(0);
  });

  it('moves from the version on screen and reports a change someone else made meanwhile', async () => {
    const requests = answer([SCHEDULED], () => ({
      status: 409,
      body: { error: 'Someone else changed this interview meanwhile. Review it and try again.' },
    }));
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Reschedule' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Date')).toHaveValue('2030-07-01');
    expect(within(dialog).getByLabelText('Time')).toHaveValue('09:00');
    fireEvent.change(within(dialog).getByLabelText('Time'), { target: { value: '11:30' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save New Time' }));
    await waitFor(() => expect(requests.filter((r) => r.path === FUNCTION)).toHaveLength(1));
    expect(requests.find((r) => r.path === FUNCTION)?.body).toMatchObject({
      action: 'reschedule',
      interviewId: SCHEDULED.id,
      sequence: 2,
      localStart: '2030-07-01T11:30',
      timeZone: 'America/New_York',
    });
    expect(
      (await screen.findAllByText(/Someone else changed this interview meanwhile/)).length,
    ).toBeGreaterThan(0);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
