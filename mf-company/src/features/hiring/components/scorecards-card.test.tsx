import { screen } from '@testing-library/react';
import { fakeApi, renderInPortal } from '@portal/shared/testing';
import { summarize } from '../api/list-scorecards';
import { ScorecardsCard } from './scorecards-card';

const APPLICATION = '00000000-0000-4000-8000-0000000000a1';
const TEAM = [
  { userId: 'u1', name: 'Rita Recruiter', email: null },
  { userId: 'u2', name: 'Max Manager', email: null },
];

describe('scorecards', () => {
  it('sums ratings and recommendations', () => {
    expect(
      summarize([
        { rating: 4, recommendation: 'yes' },
        { rating: 5, recommendation: 'strong_yes' },
        { rating: 2, recommendation: 'no' },
      ]),
    ).toEqual({
      count: 3,
      averageRating: 3.7,
      byRecommendation: { strong_no: 0, no: 1, yes: 1, strong_yes: 1 },
    });
    expect(summarize([]).averageRating).toBeNull();
  });

  it("shows the summary and each interviewer's scorecard", async () => {
    fakeApi(({ path }) =>
      path === '/rest/v1/scorecards'
        ? {
            body: [
              {
                id: 's1',
                interview_id: 'i1',
                application_id: APPLICATION,
                interviewer_id: 'u1',
                rating: 4,
                recommendation: 'yes',
                notes: 'Clear communicator',
                updated_at: '2026-11-20T10:00:00Z',
              },
              {
                id: 's2',
                interview_id: 'i1',
                application_id: APPLICATION,
                interviewer_id: 'u2',
                rating: 5,
                recommendation: 'strong_yes',
                notes: null,
                updated_at: '2026-11-20T11:00:00Z',
              },
            ],
          }
        : undefined,
    );
    renderInPortal(<ScorecardsCard scope={{ applicationId: APPLICATION }} team={TEAM} />);
    expect(await screen.findByText('Clear communicator')).toBeInTheDocument();
    expect(screen.getByText('Average Rating').closest('.ant-statistic')).toHaveTextContent('4.5');
    expect(screen.getByText('Yes: 1')).toBeInTheDocument();
    expect(screen.getByText('Strong Yes: 1')).toBeInTheDocument();
    expect(screen.getByText('Strong No: 0')).toBeInTheDocument();
    expect(screen.getByText('Max Manager')).toBeInTheDocument();
  });
});
