import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useToast } from '@portal/shared';
import { getQueryClient, setMutationErrorNotifier } from './query-client';

/** Provides the page's query client (or a test's own) and routes mutation errors to the toasts. */
export function QueryProvider({ client, children }: { client?: QueryClient; children: ReactNode }) {
  const toast = useToast();
  useEffect(() => {
    setMutationErrorNotifier(toast.error);
    return () => setMutationErrorNotifier(null);
  }, [toast]);
  return <QueryClientProvider client={client ?? getQueryClient()}>{children}</QueryClientProvider>;
}
