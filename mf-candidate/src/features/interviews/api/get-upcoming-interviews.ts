import { getSupabase } from '@portal/shared/supabase';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { interviewKeys } from './keys';

export const getUpcomingInterviewsInput = z.object({ userId: z.string().uuid() });

export interface UpcomingInterview {
  id: string;
  application_id: string;
  job_title: string;
  company_name: string;
  starts_at: string;
  time_zone: string;
  duration_minutes: number;
  location: string | null;
  video_link: string | null;
}

/** The signed-in candidate's scheduled interviews that have not ended, soonest first. */
export async function getUpcomingInterviews(): Promise<UpcomingInterview[]> {
  const { data, error } = await getSupabase().rpc('get_my_upcoming_interviews');
  if (error) throw new Error(error.message);
  return data ?? [];
}

export const upcomingInterviewsQuery = (input: z.infer<typeof getUpcomingInterviewsInput>) =>
  queryOptions({
    queryKey: interviewKeys.upcoming(input.userId),
    queryFn: getUpcomingInterviews,
  });

export function useUpcomingInterviewsQuery(userId: string) {
  return useQuery({ ...upcomingInterviewsQuery({ userId }), enabled: !!userId });
}
