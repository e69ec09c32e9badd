import { useState } from 'react';
import { useRevalidator } from 'react-router';
import type { ApiResult } from '~/lib/api';
import { notifyError, notifySuccess } from '~/lib/notify';
import { useTranslation } from '~/lib/translation';

/**
 * One write of a member-centre list (unfollow, delete, set default): while it runs the list's
 * buttons wait; then a toast says how it went and the page's data is read again.
 */
export function useMemberWrite() {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);

  const write = async (run: () => Promise<ApiResult<unknown>>, done: string) => {
    setBusy(true);
    const result = await run();
    setBusy(false);
    if (!result.ok) return void notifyError(result.message || t('memberCentre.saveFailed'));
    void notifySuccess(done);
    await revalidator.revalidate();
  };

  return { busy: busy || revalidator.state !== 'idle', write };
}
