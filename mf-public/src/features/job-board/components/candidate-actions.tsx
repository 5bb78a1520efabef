import { useAuth } from '@portal/shared';
import { lazy, Suspense } from 'react';
import type { BoardFilters } from '@portal/shared/job-board';

// Saving a job or a search is for a signed-in candidate: the buttons and their writes (the
// supabase client, zod) load only when one is on the page, never for a visitor.
const SaveJobButton = lazy(() =>
  import('./save-job-button').then((m) => ({ default: m.SaveJobButton })),
);
const SaveSearchButton = lazy(() =>
  import('./save-search-button').then((m) => ({ default: m.SaveSearchButton })),
);

function useIsCandidate(): boolean {
  const auth = useAuth();
  return Boolean(auth.user) && auth.role === 'CANDIDATE' && !auth.membership;
}

/** 'Save job' for a signed-in candidate; nothing for anyone else. */
export function SaveJobAction({ jobId }: { jobId: string }) {
  if (!useIsCandidate()) return null;
  return (
    <Suspense fallback={null}>
      <SaveJobButton jobId={jobId} />
    </Suspense>
  );
}

/** 'Save search' for a signed-in candidate; nothing for anyone else. */
export function SaveSearchAction({ filters }: { filters: BoardFilters }) {
  if (!useIsCandidate()) return null;
  return (
    <Suspense fallback={null}>
      <SaveSearchButton filters={filters} />
    </Suspense>
  );
}
