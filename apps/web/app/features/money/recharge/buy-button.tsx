import { rechargeCreateEndpoint } from '@zay/contract';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '~/lib/api';
import { notifyError } from '~/lib/notify';
import { useTranslation } from '~/lib/translation';

/** "Recharge now": an order of the package and its payment, then the payment page. */
export function BuyButton({ rechargeId }: { rechargeId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const buy = async () => {
    setBusy(true);
    const result = await api(rechargeCreateEndpoint, { recharge_id: rechargeId });
    if (!result.ok) {
      setBusy(false);
      return void notifyError(result.message);
    }
    void navigate(`/pay?out_trade_no=${encodeURIComponent(result.data)}`);
  };
  return (
    <button
      type="button"
      onClick={() => void buy()}
      disabled={busy}
      className="flex h-11 min-w-44 items-center justify-center gap-2 rounded bg-brand px-8 text-[15px] font-semibold text-white hover:bg-brand-dark disabled:opacity-60"
    >
      {busy && <LoaderCircle size={16} className="animate-spin" aria-hidden />}
      {t('recharge.buyNow')}
    </button>
  );
}
