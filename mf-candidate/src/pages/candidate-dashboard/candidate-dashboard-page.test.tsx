import { fakeApi, renderInPortal, type ApiAnswer, type ApiRequest } from '@portal/shared/testing';
import type { User } from '@supabase/supabase-js';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CandidateApplication } from '../../features/applications/types';
import type { CandidateJob } from '../../lib/jobs/types';
import { CandidateDashboardPage, DASHBOARD_LOAD_ERROR } from './candidate-dashboard-page';
import { candidateJob } from '../../lib/jobs/job.fixture';

const USER_ID = '11111111-1111-4111-8111-111111111111';
const auth = { user: { id: USER_ID, email: 'jordan@example.com' } as User };
const LISTS: Record<string, string> = {
  '/rest/v1/rpc/get_candidate_applications': 'applications',
  '/rest/v1/rpc/get_candidate_potential_jobs': 'potential-jobs',
};

function job(n: number): CandidateJob {
  return candidateJob({ id: `job-${n}`, title: `Role ${n}`, company_name: 'Globex Industries' });
}

function application(n: number): CandidateApplication {
  return {
    id: `application-${n}`,
    status: 'applied',
    applied_at: '2026-11-19T10:00:00Z',
    job_id: `job-${n}`,
    candidate_id: 'candidate-1',
    job: job(n),
  };
}

/** Job n of a 12-job list; page p holds jobs 5(p-1)+1 .. 5p. */
function jobsPage(page: number, total = 12) {
  const first = (page - 1) * 5 + 1;
  const last = Math.min(total, page * 5);
  return { jobs: Array.from({ length: last - first + 1 }, (_, i) => job(first + i)), total };
}

interface ListRequest {
  p_user_id: string;
  p_page: number;
  p_page_size: number;
}

const UPCOMING = [
  {
    id: 'i1',
    application_id: 'app-1',
    job_title: 'Backend Engineer',
    company_name: 'Acme Corp',
    starts_at: '2030-07-01T13:00:00Z',
    time_zone: 'America/New_York',
    duration_minutes: 45,
    location: null,
    video_link: 'https://meet.example.com/abc',
  },
  {
    id: 'i2',
    application_id: 'app-2',
    job_title: 'Designer',
    company_name: 'Acme Corp',
    starts_at: '2030-07-02T08:00:00Z',
    time_zone: 'UTC',
    duration_minutes: 60,
    location: 'HQ, room 4',
    video_link: null,
  },
];

type ListAnswer = (body: ListRequest) => ApiAnswer | Promise<ApiAnswer>;

/**
 * The two lists answer with `answers[list]`; the profile and the notices are read as the page
 * reads them.
 */
function answerDashboard(answers: Record<string, ListAnswer>): ApiRequest[] {
  return fakeApi(({ path, body }) => {
    if (LISTS[path]) return answers[LISTS[path]]?.(body as ListRequest);
    if (path === '/rest/v1/rpc/get_candidate_by_user_id')
      return { body: [{ id: 'candidate-1', user_id: USER_ID, first_name: 'Jordan', skills: [] }] };
    if (path === '/rest/v1/notifications') return { body: [] };
    if (path === '/rest/v1/rpc/get_my_upcoming_interviews') return { body: UPCOMING };
    return undefined;
  });
}

const applicationsAnswer =
  (total = 7, interviewCount = 3): ListAnswer =>
  () => ({ body: { applications: [application(1), application(2)], total, interviewCount } });

const asked = (requests: ApiRequest[], list: string) =>
  requests.filter((request) => LISTS[request.path] === list).map((request) => request.body);

const itemsOf = (name: string) =>
  within(screen.getByRole('list', { name })).getAllByRole('listitem');

describe('candidate dashboard lists', () => {
  it('shows the first page of each list and the server totals in the activity summary', async () => {
    const requests = answerDashboard({
      applications: applicationsAnswer(),
      'potential-jobs': ({ p_page }) => ({ body: jobsPage(p_page) }),
    });
    renderInPortal(<CandidateDashboardPage />, { auth });

    await waitFor(() => expect(itemsOf('Jobs you can apply for')).toHaveLength(5));
    expect(asked(requests, 'potential-jobs')).toEqual([
      { p_user_id: USER_ID, p_page: 1, p_page_size: 5, p_min_score: 0 },
    ]);
    expect(asked(requests, 'applications')).toEqual([
      { p_user_id: USER_ID, p_page: 1, p_page_size: 5 },
    ]);
    expect(screen.getByText('1-5 of 12')).toBeInTheDocument();

    const summary = screen.getByText('Activity Summary').closest('.ant-card') as HTMLElement;
    const figure = (title: string) =>
      within(summary).getByText(title).closest('.ant-statistic') as HTMLElement;
    expect(figure('Applications')).toHaveTextContent('7');
    // The figure counts the upcoming interviews, which the dashboard also lists.
    expect(figure('Interviews')).toHaveTextContent('2');
    const upcoming = screen.getByText('Upcoming Interviews').closest('.ant-card') as HTMLElement;
    expect(
      within(upcoming).getByRole('link', { name: 'Backend Engineer at Acme Corp' }),
    ).toBeInTheDocument();
    expect(
      within(upcoming).getByText(/Jul 1, 2030, 9:00\sAM \(America\/New_York\)/),
    ).toBeInTheDocument();
    expect(within(upcoming).getByText('Location: HQ, room 4')).toBeInTheDocument();
    expect(figure('Available Jobs')).toHaveTextContent('12');
  });

  it('asks the server for the next page and keeps the current one until it arrives', async () => {
    let resolveSecond: (answer: ApiAnswer) => void = () => {};
    const requests = answerDashboard({
      applications: applicationsAnswer(),
      'potential-jobs': ({ p_page }) =>
        p_page === 1
          ? { body: jobsPage(1) }
          : new Promise((resolve) => {
              resolveSecond = resolve;
            }),
    });
    renderInPortal(<CandidateDashboardPage />, { auth });
    await waitFor(() => expect(itemsOf('Jobs you can apply for')).toHaveLength(5));

    const jobsCard = screen.getByText('Jobs You Can Apply For').closest('.ant-card') as HTMLElement;
    await userEvent.click(within(jobsCard).getByTitle('2'));
    await waitFor(() =>
      expect(asked(requests, 'potential-jobs').at(-1)).toMatchObject({ p_page: 2, p_page_size: 5 }),
    );
    expect(screen.getByRole('list', { name: 'Jobs you can apply for' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(itemsOf('Jobs you can apply for')[0]).toHaveTextContent('Role 1');

    resolveSecond({ body: jobsPage(2) });
    await waitFor(() => expect(itemsOf('Jobs you can apply for')[0]).toHaveTextContent('Role 6'));
    expect(itemsOf('Jobs you can apply for')).toHaveLength(5);
    expect(screen.getByText('6-10 of 12')).toBeInTheDocument();
  });

  it('has a pager only when the list is longer than a page, and an empty state at zero', async () => {
    answerDashboard({
      applications: applicationsAnswer(2, 0),
      'potential-jobs': () => ({ body: { jobs: [], total: 0 } }),
    });
    renderInPortal(<CandidateDashboardPage />, { auth });
    expect(await screen.findByText('No open jobs right now. Check back soon.')).toBeInTheDocument();
    expect(itemsOf('Your applications')).toHaveLength(2);
    expect(screen.queryByRole('list', { name: 'Jobs you can apply for' })).not.toBeInTheDocument();
    expect(document.querySelector('.ant-pagination')).toBeNull();
  });

  it('a failed list shows the load error with a retry', async () => {
    let failures = 1;
    answerDashboard({
      applications: applicationsAnswer(),
      'potential-jobs': () =>
        failures-- > 0
          ? { status: 500, body: { error: 'Failed to fetch jobs: timeout' } }
          : { body: jobsPage(1) },
    });
    renderInPortal(<CandidateDashboardPage />, { auth });
    expect(await screen.findAllByText(DASHBOARD_LOAD_ERROR)).not.toHaveLength(0);
    await userEvent.click(await screen.findByRole('button', { name: /Retry/ }));
    await waitFor(() => expect(itemsOf('Jobs you can apply for')).toHaveLength(5));
  });
});
