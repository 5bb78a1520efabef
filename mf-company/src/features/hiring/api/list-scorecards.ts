import type { Tables } from '@portal/shared';
import { getSupabase } from '@portal/shared/supabase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { hiringKeys, type HiringScope } from './keys';

export type Scorecard = Pick<
  Tables<'scorecards'>,
  | 'id'
  | 'interview_id'
  | 'application_id'
  | 'interviewer_id'
  | 'rating'
  | 'recommendation'
  | 'notes'
  | 'updated_at'
>;

export const RECOMMENDATIONS = ['strong_no', 'no', 'yes', 'strong_yes'] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];
export const RECOMMENDATION_LABELS: Record<Recommendation, string> = {
  strong_no: 'Strong No',
  no: 'No',
  yes: 'Yes',
  strong_yes: 'Strong Yes',
};

/** Scorecards of the application, or of every application of the candidate. */
export async function listScorecards(scope: HiringScope): Promise<Scorecard[]> {
  let query = getSupabase()
    .from('scorecards')
    .select(
      'id, interview_id, application_id, interviewer_id, rating, recommendation, notes, updated_at',
    );
  query =
    'applicationId' in scope
      ? query.eq('application_id', scope.applicationId)
      : query.in(
          'interview_id',
          // The candidate's interviews the caller reads decide which scorecards belong here.
          (
            await getSupabase()
              .from('interviews')
              .select('id')
              .eq('candidate_id', scope.candidateId)
              .limit(100)
          ).data?.map((i) => i.id) ?? [],
        );
  // At most ten interviewers score each interview, and the candidate list reads 100 interviews.
  const { data, error } = await query.order('updated_at', { ascending: false }).limit(1000);
  if (error) throw new Error(error.message);
  return data;
}

export const scorecardsQuery = (scope: HiringScope) =>
  queryOptions({ queryKey: hiringKeys.scorecards(scope), queryFn: () => listScorecards(scope) });

export function useScorecardsQuery(scope: HiringScope) {
  return useQuery(scorecardsQuery(scope));
}

export interface ScorecardSummary {
  count: number;
  averageRating: number | null;
  byRecommendation: Record<Recommendation, number>;
}

/** The figures the application shows above the individual scorecards. */
export function summarize(
  scorecards: Pick<Scorecard, 'rating' | 'recommendation'>[],
): ScorecardSummary {
  const byRecommendation = { strong_no: 0, no: 0, yes: 0, strong_yes: 0 };
  for (const s of scorecards) byRecommendation[s.recommendation as Recommendation] += 1;
  const total = scorecards.reduce((sum, s) => sum + s.rating, 0);
  return {
    count: scorecards.length,
    averageRating: scorecards.length ? Math.round((total / scorecards.length) * 10) / 10 : null,
    byRecommendation,
  };
}
