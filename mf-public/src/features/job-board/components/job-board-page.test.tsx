import { fakeApi, renderInPortal } from '@portal/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JobBoardPage } from './job-board-page';

const RPC_PATH = '/rest/v1/rpc/search_public_jobs';

function results(total: number) {
  return { jobs: [], total, total_capped: false, page: 1, page_size: 20 };
}

describe('the job board', () => {
  afterEach(() => jest.restoreAllMocks());

  it('filters with the job type, experience level, sort and remote controls, from page 1', async () => {
    fakeApi(({ path }) => (path === RPC_PATH ? { body: results(0) } : undefined));
    jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderInPortal(<JobBoardPage />, { path: '/jobs?q=engineer&page=2', route: '/jobs', auth: {} });
    const location = screen.getByTestId('location');

    await userEvent.selectOptions(screen.getByLabelText('Job type'), 'Full Time');
    expect(location).toHaveTextContent(/^\/jobs\?q=engineer&type=FULL_TIME$/);
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Highest salary');
    expect(location).toHaveTextContent(/^\/jobs\?q=engineer&type=FULL_TIME&sort=salary$/);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remote only' }));
    expect(location).toHaveTextContent(/remote=true/);
    await userEvent.selectOptions(screen.getByLabelText('Job type'), 'Any job type');
    expect(location).not.toHaveTextContent(/type=/);
  });

  it('links to the previous, next, first, last and neighbouring pages of the results', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    fakeApi(({ path }) => (path === RPC_PATH ? { body: results(200) } : undefined));
    renderInPortal(<JobBoardPage />, { path: '/jobs?q=go&page=5', route: '/jobs', auth: {} });
    const pager = await screen.findByRole('navigation', { name: 'Pages of results' });
    const links = Array.from(pager.querySelectorAll('a')).map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['Previous', '/jobs?q=go&page=4'],
      ['1', '/jobs?q=go'],
      ['4', '/jobs?q=go&page=4'],
      ['5', '/jobs?q=go&page=5'],
      ['6', '/jobs?q=go&page=6'],
      ['10', '/jobs?q=go&page=10'],
      ['Next', '/jobs?q=go&page=6'],
    ]);
    expect(screen.getByRole('link', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('link', { name: 'Next page' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/jobs\?q=go&page=6$/);
    // The next page is read from its top.
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
