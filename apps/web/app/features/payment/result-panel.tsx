import { PAY_STATUS, type PayInfo } from '@zay/contract';
import { CircleCheck, CircleX, Clock, LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Price } from '~/components/ui/price';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '~/components/ui/status-panel';
import { useTranslation } from '~/lib/translation';
import { isPaid, POLL_MS } from './use-pay-status';

/** A wallet can send the buyer back a moment before its notify lands: look a few times before saying "failed". */
const PATIENCE_MS = 12_000;

type Outcome = 'success' | 'waiting' | 'checking' | 'failed';

function initialOutcome(info: PayInfo): Outcome {
  if (info.pay_status === PAY_STATUS.PAID) return 'success';
  if (info.pay_status === PAY_STATUS.PAYING) return 'waiting';
  if (info.pay_status === PAY_STATUS.UNPAID) return 'checking';
  return 'failed';
}

function useOutcome(info: PayInfo): Outcome {
  const [outcome, setOutcome] = useState(() => initialOutcome(info));
  useEffect(() => {
    if (outcome !== 'checking') return;
    let stopped = false;
    const until = Date.now() + PATIENCE_MS;
    const look = async () => {
      const paid = await isPaid(info.out_trade_no);
      if (stopped) return;
      if (paid) setOutcome('success');
      else if (Date.now() >= until) setOutcome('failed');
      else setTimeout(() => void look(), POLL_MS);
    };
    void look();
    return () => {
      stopped = true;
    };
  }, [outcome, info.out_trade_no]);
  return outcome;
}

const ICON = { success: CircleCheck, waiting: Clock, checking: LoaderCircle, failed: CircleX };
const TONE = { success: 'text-[#11652b]', waiting: 'text-accent-ink', checking: 'text-muted', failed: 'text-brand' };

/** SPEC §4: a payment ends as success or failure; links to the order and the member centre. */
export function ResultPanel({ info }: { info: PayInfo }) {
  const { t } = useTranslation();
  const outcome = useOutcome(info);
  const Icon = ICON[outcome];
  const recharge = info.order_list.length === 0;
  const order = recharge
    ? '/member/recharge_order'
    : info.order_list.length === 1
      ? `/member/order_detail?order_id=${info.order_id}`
      : '/member/order_list';
  return (
    <section className="flex flex-col items-center bg-white px-10 py-14 text-center" aria-live="polite">
      <Icon
        size={64}
        strokeWidth={1.5}
        className={`${TONE[outcome]} ${outcome === 'checking' ? 'animate-spin' : ''}`}
        aria-hidden
      />
      <h2 className={`mt-4 text-2xl font-semibold ${TONE[outcome]}`}>{t(`pay.result_${outcome}`)}</h2>
      <p className="mt-3 flex items-baseline gap-2 text-[14px] text-body">
        {t(outcome === 'success' ? 'pay.paidAmount' : 'pay.amountPayable')}
        <Price amount={info.pay_money} className="text-[20px]" />
      </p>
      <p className="mt-2 max-w-lg text-[13px] leading-text text-muted">{t(`pay.result_${outcome}_text`)}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {outcome === 'failed' && info.pay_status === PAY_STATUS.UNPAID && (
          <Link to={`/pay?out_trade_no=${encodeURIComponent(info.out_trade_no)}`} className={PRIMARY_BUTTON}>
            {t('pay.payAgain')}
          </Link>
        )}
        <Link to={order} className={outcome === 'failed' ? SECONDARY_BUTTON : PRIMARY_BUTTON}>
          {recharge ? t('recharge.records') : t('pay.viewOrder')}
        </Link>
        {recharge && (
          <Link to="/member/account" className={SECONDARY_BUTTON}>
            {t('recharge.myBalance')}
          </Link>
        )}
        <Link to="/member/index" className={SECONDARY_BUTTON}>
          {t('pay.memberCentre')}
        </Link>
      </div>
    </section>
  );
}
