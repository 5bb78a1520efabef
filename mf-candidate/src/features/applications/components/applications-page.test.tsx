import { useAuthStore } from '@portal/shared';
import type { User } from '@supabase/supabase-js';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInPortal } from '@portal/shared/testing';
import { getApplications } from '../api/get-applications';
import type { CandidateApplication } from '../types';
import { ApplicationsPage } from './applications-page';

jest.mock('../api/get-applications');

const USER_ID = '11111111-1111-4111-8111-111111111111';
const TOTAL = 23;

function application(n: number): CandidateApplication {
  return {
    id: `application-${n}`,
    status: n === 1 ? 'interview' : 'applied',
    applied_at: '2026-11-19T10:00:00Z',
    job_id: `job-${n}`,
    candidate_id: 'candidate-1',
    job: null,
  };
}

describe('all applications page', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    useAuthStore.setState({
      user: { id: USER_ID, email: 'jordan@example.com' } as User,
      loading: false,
    });
    jest.mocked(getApplications).mockImplementation(async ({ page, pageSize }) => {
      const first = (page - 1) * pageSize + 1;
      const last = Math.min(TOTAL, page * pageSize);
      return {
        applications:
          first > last
            ? []
            : Array.from({ length: last - first + 1 }, (_, i) => application(first + i)),
        total: TOTAL,
        interviewCount: 1,
      };
    });
  });

  const rows = () =>
    within(screen.getByRole('list', { name: 'Your applications' })).getAllByRole('listitem');

  it('loads ten at a time and moves between pages on the server', async () => {
    renderInPortal(<ApplicationsPage />, { path: '/candidate/applications' });
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(getApplications).toHaveBeenCalledWith({ userId: USER_ID, page: 1, pageSize: 10 });
    expect(screen.getByText('1-10 of 23')).toBeInTheDocument();

    await userEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(getApplications).toHaveBeenLastCalledWith({ userId: USER_ID, page: 3, pageSize: 10 });
    expect(screen.getByText('21-23 of 23')).toBeInTheDocument();
  });

  it('opens the page named in the address and steps back when it no longer exists', async () => {
    renderInPortal(<ApplicationsPage />, { path: '/candidate/applications?page=7' });
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(getApplications).toHaveBeenCalledWith({ userId: USER_ID, page: 7, pageSize: 10 });
    expect(getApplications).toHaveBeenLastCalledWith({ userId: USER_ID, page: 3, pageSize: 10 });
  });
});
