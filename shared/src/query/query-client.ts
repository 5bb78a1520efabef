import { MutationCache, QueryClient } from '@tanstack/react-query';
import { messageOf } from '@portal/shared';

/** Data a screen shows stays fresh this long; a screen opened again within it needs no request. */
export const STALE_TIME_MS = 30_000;
const MAX_RETRIES = 2;

/**
 * A refusal is final: HTTP 4xx from PostgREST, storage or a function, a row-level security or
 * constraint error from PostgreSQL (SQLSTATE 42501, 23xxx, P0001, PGRST...), or a zod parse
 * failure. Retrying those only delays the message; network failures and 5xx are retried.
 */
export function isRefusal(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { status, code, name } = error as { status?: unknown; code?: unknown; name?: unknown };
  if (typeof status === 'number' && status >= 400 && status < 500) return true;
  if (name === 'ZodError') return true;
  if (typeof code === 'string') {
    return (
      code === '42501' || code.startsWith('23') || code === 'P0001' || code.startsWith('PGRST')
    );
  }
  return false;
}

export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_RETRIES && !isRefusal(error);
}

export interface MutationMeta extends Record<string, unknown> {
  /** Title of the default error toast; `false` when the screen shows the error itself. */
  errorToast?: string | false;
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: MutationMeta;
  }
}

type ErrorNotifier = (title: string, description: string) => void;
let notifyError: ErrorNotifier | null = null;

/** The provider hands the mutation cache the portal's toast stack once it is mounted. */
export function setMutationErrorNotifier(notifier: ErrorNotifier | null): void {
  notifyError = notifier;
}

/**
 * A client with the portal's defaults. A failed mutation shows an error toast unless the mutation
 * handles the error itself (its own onError) or opts out with `meta: { errorToast: false }`.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        const title = mutation.meta?.errorToast;
        if (title === false || mutation.options.onError) return;
        notifyError?.(title ?? 'Something went wrong', messageOf(error));
      },
    }),
    defaultOptions: {
      queries: { staleTime: STALE_TIME_MS, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

let pageClient: QueryClient | null = null;

/** The one query cache of the page: the shell and every area read and invalidate the same data. */
export function getQueryClient(): QueryClient {
  pageClient ??= createQueryClient();
  return pageClient;
}
