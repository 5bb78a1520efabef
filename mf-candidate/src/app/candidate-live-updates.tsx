import { useAuthStore } from '@portal/shared';
import { useLiveRefresh, userTopic } from '@portal/shared/supabase';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useRef } from 'react';
import { interviewKeys } from '../features/interviews/api/keys';
import { notificationKeys } from '../features/notifications/api/keys';
import { applicationKeys } from '../lib/applications/keys';
import { jobKeys } from '../lib/jobs/keys';

// What each signal on the candidate's own topic makes stale: a moved application changes the
// applications and the open jobs (applied ones leave that list); a notification the notices and
// the upcoming interviews (scheduling, moving and cancelling one notifies the candidate).
const STALE_BY_EVENT: Record<string, QueryKey[]> = {
  applications: [applicationKeys.all, jobKeys.potential()],
  notification: [notificationKeys.all, interviewKeys.all],
};

function eventOf(message: { event: string; payload: Record<string, unknown> }): string | null {
  if (message.event === 'notification') return 'notification';
  if (message.event === 'change' && message.payload.table === 'applications') return 'applications';
  return null;
}

/**
 * Others' changes (a recruiter moving an application, a company inviting) refresh the candidate
 * area's screens without a reload; a rejoin after a dropped connection refreshes them all.
 */
export function CandidateLiveUpdates(): null {
  const userId = useAuthStore((s) => s.user?.id ?? null);
  const queryClient = useQueryClient();
  const events = useRef(new Set<string>());
  useLiveRefresh(
    userId ? userTopic(userId) : null,
    (message) => {
      const event = eventOf(message);
      if (event) events.current.add(event);
      return event !== null;
    },
    () => {
      const stale = events.current.size > 0 ? [...events.current] : Object.keys(STALE_BY_EVENT);
      events.current.clear();
      for (const queryKey of new Set(stale.flatMap((event) => STALE_BY_EVENT[event]))) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  );
  return null;
}
