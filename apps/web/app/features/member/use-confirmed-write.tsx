import { useAskFirst } from '~/components/ui/use-ask-first';
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
  const { ask, dialog } = useAskFirst();
  const askWrite = ({ title, description, run, done }: Question) =>
    ask({
      title,
      description,
      confirmLabel: t('memberCentre.confirm'),
      cancelLabel: t('confirm.cancel'),
      run: () => write(run, done),
    });
  return { busy, ask: askWrite, dialog };
}
