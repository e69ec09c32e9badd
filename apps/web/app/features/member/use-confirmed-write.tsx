import { useState } from 'react';
import { LazyConfirmDialog } from '~/components/ui/lazy-confirm-dialog';
import type { ApiResult } from '~/lib/api';
import { useTranslation } from '~/lib/translation';
import { useMemberWrite } from './use-member-write';

interface Question {
  title: string;
  description: string;
  run: () => Promise<ApiResult<unknown>>;
  /** The toast once it is done. */
  done: string;
}

/** A write that asks first (unfollow, delete): `ask` opens the question, `dialog` renders it. */
export function useConfirmedWrite() {
  const { t } = useTranslation();
  const { busy, write } = useMemberWrite();
  const [asking, setAsking] = useState<Question | null>(null);
  const dialog = asking && (
    <LazyConfirmDialog
      title={asking.title}
      description={asking.description}
      confirmLabel={t('memberCentre.confirm')}
      cancelLabel={t('confirm.cancel')}
      onConfirm={() => {
        setAsking(null);
        void write(asking.run, asking.done);
      }}
      onClose={() => setAsking(null)}
    />
  );
  return { busy, ask: setAsking, dialog };
}
