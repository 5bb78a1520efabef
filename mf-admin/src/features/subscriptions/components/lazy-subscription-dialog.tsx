import { lazy, Suspense } from 'react';
import type { SubscriptionDialogProps } from './subscription-dialog';

// The dialog's form, select and date picker load when it first opens, not with the dashboard or
// the company page that offer it.
const SubscriptionDialog = lazy(() =>
  import('./subscription-dialog').then((m) => ({ default: m.SubscriptionDialog })),
);

/** The subscription dialog, rendered (and its code loaded) only while a company is chosen. */
export function LazySubscriptionDialog(props: SubscriptionDialogProps) {
  if (!props.company) return null;
  return (
    <Suspense fallback={null}>
      <SubscriptionDialog {...props} />
    </Suspense>
  );
}
