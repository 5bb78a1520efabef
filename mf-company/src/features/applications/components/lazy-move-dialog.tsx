import { lazy, Suspense, type ComponentProps } from 'react';
import type { MoveDialog as Dialog } from './move-dialog';

// The dialog's form, dialog and inputs load when a move is first asked for, not with the board.
const MoveDialog = lazy(() => import('./move-dialog').then((m) => ({ default: m.MoveDialog })));

/** The move dialog, rendered (and its code loaded) only while a move waits for confirmation. */
export function LazyMoveDialog(props: ComponentProps<typeof Dialog>) {
  if (!props.request) return null;
  return (
    <Suspense fallback={null}>
      <MoveDialog {...props} />
    </Suspense>
  );
}
