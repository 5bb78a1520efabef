import { getSupabase } from '@portal/shared/supabase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { hiringKeys } from './keys';
import type { Interview } from './list-interviews';

export const listMyInterviewsInput = z.object({ userId: z.string().uuid() });

export type MyInterview = Interview & {
  candidate: { first_name: string; last_name: string } | null;
  application: { job: { title: string } | null } | null;
};

// The longest interview lasts 8 hours: anything that started earlier has ended.
const LONGEST_MS = 8 * 60 * 60_000;

/** The signed-in person's scheduled interviews as an interviewer that have not ended, soonest first. */
export async function listMyInterviews(
  input: z.infer<typeof listMyInterviewsInput>,
): Promise<MyInterview[]> {
  const { userId } = listMyInterviewsInput.parse(input);
  const { data, error } = await getSupabase()
    .from('interviews')
    .select(
      '*, candidate:candidates(first_name, last_name), application:applications(job:jobs(title))',
    )
    .contains('interviewer_ids', [userId])
    .eq('status', 'scheduled')
    .gte('starts_at', new Date(Date.now() - LONGEST_MS).toISOString())
    .order('starts_at', { ascending: true })
    .limit(100);
  if (error) throw new Error(error.message);
  const now = Date.now();
  return (data as unknown as MyInterview[]).filter(
    (i) => Date.parse(i.starts_at) + i.duration_minutes * 60_000 > now,
  );
}

export const myInterviewsQuery = (input: z.infer<typeof listMyInterviewsInput>) =>
  queryOptions({
    queryKey: hiringKeys.myInterviews(input.userId),
    queryFn: () => listMyInterviews(input),
  });

export function useMyInterviewsQuery(userId: string | undefined) {
  return useQuery({ ...myInterviewsQuery({ userId: userId ?? '' }), enabled: !!userId });
}
