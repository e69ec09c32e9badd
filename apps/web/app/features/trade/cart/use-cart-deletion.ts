import { useState } from 'react';
import { notifySuccess } from '~/lib/notify';
import { useTranslation } from '~/lib/translation';
import { useCartWrite } from './cart-actions';

/** The lines waiting for "delete?" to be confirmed, and the write that deletes them. */
export function useCartDeletion() {
  const { t } = useTranslation();
  const [pending, setPending] = useState<number[] | null>(null);
  const writer = useCartWrite((result) => {
    if (result.intent === 'delete' && result.ok) void notifySuccess(t('cart.deleted'));
  });

  return {
    pending,
    busy: writer.busy,
    ask: setPending,
    confirm: () => {
      if (pending) writer.remove(pending);
      setPending(null);
    },
    cancel: () => setPending(null),
  };
}
