import { signinEndpoint } from '@zay/contract';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { api } from '~/lib/api';
import { notifyError, notifySuccess } from '~/lib/notify';
import { useTranslation } from '~/lib/translation';

/** Today's sign-in: one press, the reward in a toast; the page reads its calendar again. */
export function SigninButton({ signed }: { signed: boolean }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const signIn = async () => {
    setBusy(true);
    const result = await api(signinEndpoint, {});
    setBusy(false);
    if (!result.ok) return void notifyError(result.message);
    void notifySuccess(
      t('money.signedReward', {
        point: result.data.point,
        growth: result.data.growth,
        count: result.data.point,
      }),
    );
    void revalidator.revalidate();
  };
  return (
    <button
      type="button"
      disabled={signed || busy}
      onClick={() => void signIn()}
      className="h-10 rounded bg-brand px-8 text-[14px] text-white hover:bg-brand-dark disabled:bg-subtle"
    >
      {signed ? t('money.signedToday') : t('money.signInNow')}
    </button>
  );
}
