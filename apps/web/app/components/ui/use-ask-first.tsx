import { useState } from 'react';
import type { ConfirmDialogProps } from './confirm-dialog';
import { LazyConfirmDialog } from './lazy-confirm-dialog';

/** A question asked before an action, and the action a yes runs. */
export interface Question extends Omit<ConfirmDialogProps, 'onConfirm' | 'onClose'> {
  run: () => unknown;
}

/**
 * An action asked first (confirm a proof, delete a row): `ask` opens the question, `dialog` renders
 * it where it stands. A yes closes the question, then runs the action; a no or a close only closes it.
 */
export function useAskFirst() {
  const [question, setQuestion] = useState<Question | null>(null);
  let dialog = null;
  if (question) {
    const { run, ...words } = question;
    dialog = (
      <LazyConfirmDialog
        {...words}
        onConfirm={() => {
          setQuestion(null);
          void run();
        }}
        onClose={() => setQuestion(null)}
      />
    );
  }
  return { ask: setQuestion, dialog };
}
