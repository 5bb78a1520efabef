import { fakeApi, renderInPortal, type ApiRequest } from '@portal/shared/testing';
import type { User } from '@supabase/supabase-js';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CandidateApplication } from '../types';
import { ApplicationsPage } from './applications-page';

const USER_ID = '11111111-1111-4111-8111-111111111111';
const TOTAL = 23;
const auth = { user: { id: USER_ID, email: 'jordan@example.com' } as User };
const LIST = '/rest/v1/rpc/get_candidate_applications';

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

interface PageRequest {
  p_user_id: string;
  p_page: number;
  p_page_size: number;
}

/** The pages asked for, in order. */
const pagesAsked = (requests: ApiRequest[]) =>
  requests
    .filter((request) => request.path === LIST)
    .map((request) => request.body as PageRequest);

describe('all applications page', () => {
  let requests: ApiRequest[];
  beforeEach(() => {
    requests = fakeApi(({ path, body }) => {
      if (path !== LIST) return undefined;
      const { p_page: page, p_page_size: pageSize } = body as PageRequest;
      const first = (page - 1) * pageSize + 1;
      const last = Math.min(TOTAL, page * pageSize);
      return {
        body: {
          applications:
            first > last
              ? []
              : Array.from({ length: last - first + 1 }, (_, i) => application(first + i)),
          total: TOTAL,
          interviewCount: 1,
        },
      };
    });
  });

  const rows = () =>
    within(screen.getByRole('list', { name: 'Your applications' })).getAllByRole('listitem');

  it('loads ten at a time and moves between pages on the server', async () => {
    renderInPortal(<ApplicationsPage />, { path: '/candidate/applications', auth });
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(pagesAsked(requests)).toEqual([
      { p_user_id: USER_ID, p_page: 1, p_page_size: 10 },
    ]);
    expect(screen.getByText('1-10 of 23')).toBeInTheDocument();

    await userEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(pagesAsked(requests).at(-1)).toMatchObject({ p_page: 3, p_page_size: 10 });
    expect(screen.getByText('21-23 of 23')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/candidate/applications?page=3');
  });

  it('opens the page named in the address and steps back when it no longer exists', async () => {
    renderInPortal(<ApplicationsPage />, { path: '/candidate/applications?page=7', auth });
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(pagesAsked(requests).map(({ p_page }) => p_page)).toEqual([7, 3]);
    expect(screen.getByTestId('location')).toHaveTextContent('/candidate/applications?page=3');
  });
});
