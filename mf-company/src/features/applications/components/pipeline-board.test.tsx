import { fakeApi, renderInPortal, type ApiRequest } from '@portal/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PipelineBoard } from './pipeline-board';

const JOB_ID = 'f0000000-0000-4000-8000-000000000001';
const APPLICATION_ID = 'f4000000-0000-4000-8000-000000000001';
const STAGES = ['applied', 'reviewing', 'interview', 'offered', 'hired', 'accepted', 'rejected', 'withdrawn'];

// as the server sends it: the card's stage is its column's
const card = {
  id: APPLICATION_ID,
  status_changed_at: new Date(Date.now() - 3 * 86_400_000).toISOString(),
  candidate_id: 'd0000000-0000-4000-8000-000000000001',
  first_name: 'Jordan',
  last_name: 'Lee',
  source_label: 'Staffing Partners · Riley Vendorson',
};

function answer(moveStatus = 200) {
  return fakeApi(({ path }) => {
    if (path === '/rest/v1/rpc/get_pipeline_board')
      return {
        body: STAGES.map((status) => ({
          status,
          total: status === 'reviewing' ? 1 : 0,
          cards: status === 'reviewing' ? [card] : [],
        })),
      };
    if (path === '/rest/v1/rpc/get_pipeline_settings')
      return { body: { rejection_reasons: ['Other'], templates: [] } };
    if (path === '/rest/v1/rpc/move_applications')
      return moveStatus === 200
        ? { body: [{ id: APPLICATION_ID, status: 'interview', status_changed_at: 'now', emails_queued: 0 }] }
        : {
            status: moveStatus,
            body: { code: 'PT409', message: 'Someone else moved this application to Offered in the meantime.' },
          };
    return undefined;
  });
}

const moves = (requests: ApiRequest[]) => requests.filter((r) => r.path === '/rest/v1/rpc/move_applications');

describe('PipelineBoard', () => {
  it('shows each stage with its count and a card with source and days in stage', async () => {
    answer();
    renderInPortal(<PipelineBoard jobId={JOB_ID} filters={{}} detailQuery="" />);
    const column = await screen.findByRole('region', { name: 'Under Review' });
    expect(within(column).getByRole('link', { name: 'Jordan Lee' })).toBeInTheDocument();
    expect(within(column).getByText('Staffing Partners · Riley Vendorson')).toBeInTheDocument();
    expect(within(column).getByText('3 days in stage')).toBeInTheDocument();
    expect(within(column).queryByText(/% match/)).not.toBeInTheDocument();
  });

  it('asks for the best-match order and shows each card\'s score', async () => {
    const requests = fakeApi(({ path }) => {
      if (path === '/rest/v1/rpc/get_pipeline_board')
        return {
          body: STAGES.map((status) => ({
            status,
            total: status === 'reviewing' ? 1 : 0,
            cards: status === 'reviewing' ? [{ ...card, match_score: 87 }] : [],
          })),
        };
      return undefined;
    });
    renderInPortal(<PipelineBoard jobId={JOB_ID} filters={{ sort: 'match' }} detailQuery="sort=match" />);
    const column = await screen.findByRole('region', { name: 'Under Review' });
    expect(within(column).getByText('87% match')).toBeInTheDocument();
    expect(within(column).getByRole('button', { name: 'Why this match? Jordan Lee' })).toBeInTheDocument();
    expect(within(column).getByRole('link', { name: 'Jordan Lee' })).toHaveAttribute(
      'href',
      expect.stringContaining('?sort=match'),
    );
    expect(requests.find((r) => r.path === '/rest/v1/rpc/get_pipeline_board')?.body).toMatchObject({ p_sort: 'match' });
  });

  it('moves a card by keyboard after confirmation, sending the stage it was seen in', async () => {
    const requests = answer();
    renderInPortal(<PipelineBoard jobId={JOB_ID} filters={{}} detailQuery="" />);
    const handle = await screen.findByRole('button', { name: 'Move Jordan Lee' });
    handle.focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByTestId('live-announcer')).toHaveTextContent('Over Interview.');
    await userEvent.keyboard(' ');
    expect(await screen.findByText('Move Jordan Lee to Interview?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(moves(requests)).toHaveLength(1));
    expect(moves(requests)[0].body).toEqual({
      p_application_ids: [APPLICATION_ID],
      p_expected_statuses: ['reviewing'],
      p_to_status: 'interview',
      p_send_email: false,
    });
  });

  it('tells the second mover that someone else moved it first and reads the board again', async () => {
    const requests = answer(409);
    renderInPortal(<PipelineBoard jobId={JOB_ID} filters={{}} detailQuery="" />);
    (await screen.findByRole('button', { name: 'Move Jordan Lee' })).focus();
    await userEvent.keyboard(' {ArrowRight} ');
    expect(await screen.findByText('Move Jordan Lee to Interview?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Move' }));
    expect(await screen.findAllByText('Someone else moved it first')).not.toHaveLength(0);
    await waitFor(() =>
      expect(requests.filter((r) => r.path === '/rest/v1/rpc/get_pipeline_board').length).toBeGreaterThan(1),
    );
  });
});
