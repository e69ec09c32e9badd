import { lazy, Suspense } from 'react';
import type { ConfirmDialogProps } from './confirm-dialog';

const Dialog = lazy(() => import('./confirm-dialog'));

/** The confirm dialog, fetched the first time one is asked for; renders nothing while it loads. */
export function LazyConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
