import type { OrderActionItem } from '@zay/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { LazyConfirmDialog } from '~/components/ui/lazy-confirm-dialog';
import { useTranslation } from '~/lib/translation';
import { useOrderAction, type OrderIntent } from './order-actions';

interface Props {
  orderId: number;
  outTradeNo: string;
  actions: OrderActionItem[];
  /** Stacked in the list's operation column, in a row on the detail page. */
  layout?: 'column' | 'row';
}

// Burmese labels are long: buttons may wrap rather than overflow the operation column.
const BASE =
  'inline-flex min-h-8 items-center justify-center rounded px-4 py-1 text-[13px] leading-tight-text disabled:opacity-60';
const PRIMARY = `${BASE} bg-brand text-white hover:bg-brand-dark`;
const PLAIN = `${BASE} border border-line bg-white text-body hover:border-brand hover:text-brand`;

/** The member's actions on one order, as the API offers them (`action[]`); closing and receipt ask first. */
export function OrderActionButtons({ orderId, outTradeNo, actions, layout = 'column' }: Props) {
  const { t } = useTranslation();
  const order = useOrderAction();
  const [asking, setAsking] = useState<OrderIntent | null>(null);

  const button = (intent: OrderIntent, label: string, primary: boolean, confirm: boolean) => (
    <button
      key={intent}
      type="button"
      disabled={order.busy}
      onClick={() => (confirm ? setAsking(intent) : order.run(intent, orderId))}
      className={primary ? PRIMARY : PLAIN}
    >
      {label}
    </button>
  );

  const items = actions.map((a) => {
    switch (a.action) {
      case 'orderPay':
        return button('pay', t('order.action_pay'), true, false);
      case 'orderClose':
        return button('close', t('order.action_close'), false, true);
      case 'memberTakeDelivery':
        return button('takedelivery', t('order.action_takeDelivery'), true, true);
      case 'trace':
        return (
          <Link key={a.action} to={`/member/logistics?order_id=${orderId}`} className={PLAIN}>
            {t('order.action_trace')}
          </Link>
        );
      case 'memberOrderEvaluation':
        return (
          <Link key={a.action} to={`/evaluate?order_id=${orderId}`} className={PLAIN}>
            {t('order.action_evaluate')}
          </Link>
        );
      case 'orderOfflinePayProof':
        return (
          <Link key={a.action} to={`/pay?out_trade_no=${encodeURIComponent(outTradeNo)}`} className={PLAIN}>
            {t('order.action_proof')}
          </Link>
        );
    }
  });

  return (
    <>
      <div className={layout === 'column' ? 'mx-auto flex max-w-36 flex-col gap-2' : 'flex flex-wrap gap-2'}>
        {items}
      </div>
      {asking && (
        <LazyConfirmDialog
          title={t(asking === 'close' ? 'order.closeTitle' : 'order.receiveTitle')}
          description={t(asking === 'close' ? 'order.closeText' : 'order.receiveText')}
          confirmLabel={t(asking === 'close' ? 'order.action_close' : 'order.action_takeDelivery')}
          onConfirm={() => {
            order.run(asking, orderId);
            setAsking(null);
          }}
          onClose={() => setAsking(null)}
        />
      )}
    </>
  );
}
