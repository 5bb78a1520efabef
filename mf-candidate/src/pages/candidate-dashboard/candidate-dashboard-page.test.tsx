import { useAuthStore } from '@portal/shared';
import type { User } from '@supabase/supabase-js';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getApplications } from '../../features/applications/api/get-applications';
import type { CandidateApplication } from '../../features/applications/types';
import { getPotentialJobs } from '../../features/jobs/api/get-potential-jobs';
import { getCompanyInvitations } from '../../features/notifications/api/get-notifications';
import { getCandidateProfile } from '../../features/profile/api/get-candidate-profile';
import type { CandidateJob } from '../../lib/jobs/types';
import { renderInPortal } from '@portal/shared/testing';
import { CandidateDashboardPage, DASHBOARD_LOAD_ERROR } from './candidate-dashboard-page';

jest.mock('../../features/applications/api/get-applications');
jest.mock('../../features/jobs/api/get-potential-jobs');
jest.mock('../../features/notifications/api/get-notifications');
jest.mock('../../features/profile/api/get-candidate-profile');

const USER_ID = '11111111-1111-4111-8111-111111111111';

function job(n: number): CandidateJob {
  return {
    id: `job-${n}`,
    company_id: 'company-1',
    title: `Role ${n}`,
    description: null,
    location: 'Remote',
    locations: null,
    job_type: 'FULL_TIME',
    experience_level: 'mid_level',
    experience_required: null,
    education_required: null,
    salary_min: null,
    salary_max: null,
    skills_required: null,
    requirements: null,
    preferred_skills: null,
    status: 'published',
    expires_at: null,
    created_at: '2026-11-20T10:00:00Z',
    company_name: 'Globex Industries',
  };
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

const itemsOf = (name: string) =>
  within(screen.getByRole('list', { name })).getAllByRole('listitem');

describe('candidate dashboard lists', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    useAuthStore.setState({
      user: { id: USER_ID, email: 'jordan@example.com' } as User,
      loading: false,
    });
    jest.mocked(getCompanyInvitations).mockResolvedValue([]);
    jest.mocked(getCandidateProfile).mockResolvedValue(null as never);
    jest.mocked(getApplications).mockResolvedValue({
      applications: [application(1), application(2)],
      total: 7,
      interviewCount: 3,
    });
  });

  it('shows the first page of each list and the server totals in the activity summary', async () => {
    jest.mocked(getPotentialJobs).mockImplementation(async ({ page }) => jobsPage(page));
    renderInPortal(<CandidateDashboardPage />);

    await waitFor(() => expect(itemsOf('Jobs you can apply for')).toHaveLength(5));
    expect(getPotentialJobs).toHaveBeenCalledWith({ userId: USER_ID, page: 1, pageSize: 5 });
    expect(getApplications).toHaveBeenCalledWith({ userId: USER_ID, page: 1, pageSize: 5 });
    expect(screen.getByText('1-5 of 12')).toBeInTheDocument();

    const summary = screen.getByText('Activity Summary').closest('.ant-card') as HTMLElement;
    const figure = (title: string) =>
      within(summary).getByText(title).closest('.ant-statistic') as HTMLElement;
    expect(figure('Applications')).toHaveTextContent('7');
    expect(figure('Interviews')).toHaveTextContent('3');
    expect(figure('Available Jobs')).toHaveTextContent('12');
  });

  it('asks the server for the next page and keeps the current one until it arrives', async () => {
    let resolveSecond: (value: ReturnType<typeof jobsPage>) => void = () => {};
    jest.mocked(getPotentialJobs).mockImplementation(({ page }) =>
      page === 1
        ? Promise.resolve(jobsPage(1))
        : new Promise((resolve) => {
            resolveSecond = resolve;
          }),
    );
    renderInPortal(<CandidateDashboardPage />);
    await waitFor(() => expect(itemsOf('Jobs you can apply for')).toHaveLength(5));

    const jobsCard = screen.getByText('Jobs You Can Apply For').closest('.ant-card') as HTMLElement;
    await userEvent.click(within(jobsCard).getByTitle('2'));
    expect(getPotentialJobs).toHaveBeenLastCalledWith({ userId: USER_ID, page: 2, pageSize: 5 });
    expect(screen.getByRole('list', { name: 'Jobs you can apply for' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(itemsOf('Jobs you can apply for')[0]).toHaveTextContent('Role 1');

    resolveSecond(jobsPage(2));
    await waitFor(() => expect(itemsOf('Jobs you can apply for')[0]).toHaveTextContent('Role 6'));
    expect(itemsOf('Jobs you can apply for')).toHaveLength(5);
    expect(screen.getByText('6-10 of 12')).toBeInTheDocument();
  });

  it('has a pager only when the list is longer than a page, and an empty state at zero', async () => {
    jest.mocked(getApplications).mockResolvedValue({
      applications: [application(1), application(2)],
      total: 2,
      interviewCount: 0,
    });
    jest.mocked(getPotentialJobs).mockResolvedValue({ jobs: [], total: 0 });
    renderInPortal(<CandidateDashboardPage />);
    expect(await screen.findByText('No open jobs right now. Check back soon.')).toBeInTheDocument();
    expect(itemsOf('Your applications')).toHaveLength(2);
    expect(screen.queryByRole('list', { name: 'Jobs you can apply for' })).not.toBeInTheDocument();
    expect(document.querySelector('.ant-pagination')).toBeNull();
  });

  it('a failed list shows the load error with a retry', async () => {
    jest
      .mocked(getPotentialJobs)
      .mockRejectedValueOnce(new Error('boom'))
      .mockResolvedValue(jobsPage(1));
    renderInPortal(<CandidateDashboardPage />);
    expect(await screen.findAllByText(DASHBOARD_LOAD_ERROR)).not.toHaveLength(0);
    await userEvent.click(await screen.findByRole('button', { name: /Retry/ }));
    await waitFor(() => expect(itemsOf('Jobs you can apply for')).toHaveLength(5));
  });
});
