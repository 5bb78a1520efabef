import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { getSupabase } from './supabase-client';

/** One entry of an application's stage history; actor and reason reach only the company's team. */
export interface TimelineEntry {
  id: string;
  from_status: string | null;
  to_status: string;
  created_at: string;
  actor_name: string | null;
  reason: string | null;
}

const applicationId = z.uuid();

export const applicationTimelineKeys = {
  all: ['application-timeline'] as const,
  // The status is part of the key: when a live update brings a new status, the timeline follows.
  of: (id: string, status: string) => [...applicationTimelineKeys.all, id, status] as const,
};

export async function getApplicationTimeline(id: string): Promise<TimelineEntry[]> {
  const { data, error } = await getSupabase().rpc('get_application_timeline', {
    p_application_id: applicationId.parse(id),
  });
  if (error) throw new Error(error.message);
  return data ?? [];
}

export const applicationTimelineQuery = (id: string, status: string) =>
  queryOptions({
    queryKey: applicationTimelineKeys.of(id, status),
    queryFn: () => getApplicationTimeline(id),
  });

export function useApplicationTimelineQuery(id: string, status: string, enabled = true) {
  return useQuery({ ...applicationTimelineQuery(id, status), enabled });
}
