import type { Tables } from '@portal/shared';
import { getSupabase } from '@portal/shared/supabase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { hiringKeys, scopeFilter, type HiringScope } from './keys';

export type Interview = Tables<'interviews'>;

/** The application's or candidate's interviews, the latest first. */
export async function listInterviews(scope: HiringScope): Promise<Interview[]> {
  const [column, value] = scopeFilter(scope);
  const { data, error } = await getSupabase()
    .from('interviews')
    .select('*')
    .eq(column, value)
    .order('starts_at', { ascending: false })
    .limit(100);
  if (error) throw new Error(error.message);
  return data;
}

export const interviewsQuery = (scope: HiringScope) =>
  queryOptions({ queryKey: hiringKeys.interviews(scope), queryFn: () => listInterviews(scope) });

export function useInterviewsQuery(scope: HiringScope) {
  return useQuery(interviewsQuery(scope));
}

/** Still to come or under way. */
export function isUpcoming(
  interview: Pick<Interview, 'status' | 'starts_at' | 'duration_minutes'>,
  now = Date.now(),
) {
  return (
    interview.status === 'scheduled' &&
    Date.parse(interview.starts_at) + interview.duration_minutes * 60_000 > now
  );
}
