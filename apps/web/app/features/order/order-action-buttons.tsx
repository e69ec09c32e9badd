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

function ActionLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className={PLAIN}>
      {label}
    </Link>
  );
}

interface ItemProps {
  action: OrderActionItem['action'];
  orderId: number;
  outTradeNo: string;
  busy: boolean;
  /** `confirm`: ask before running it. */
  onIntent: (intent: OrderIntent, confirm: boolean) => void;
}

/** One action: a write as a button, or a link to the page that does it. */
function ActionItem({ action, orderId, outTradeNo, busy, onIntent }: ItemProps) {
  const { t } = useTranslation();
  const button = (intent: OrderIntent, label: string, primary: boolean, confirm: boolean) => (
    <button
      type="button"
      disabled={busy}
      onClick={() => onIntent(intent, confirm)}
      className={primary ? PRIMARY : PLAIN}
    >
      {label}
    </button>
  );
  switch (action) {
    case 'orderPay':
      return button('pay', t('order.action_pay'), true, false);
    case 'orderClose':
      return button('close', t('order.action_close'), false, true);
    case 'memberTakeDelivery':
      return button('takedelivery', t('order.action_takeDelivery'), true, true);
    case 'trace':
      return <ActionLink to={`/member/logistics?order_id=${orderId}`} label={t('order.action_trace')} />;
    case 'memberOrderEvaluation':
      return <ActionLink to={`/evaluate?order_id=${orderId}`} label={t('order.action_evaluate')} />;
    case 'orderOfflinePayProof':
      return <ActionLink to={`/pay?out_trade_no=${encodeURIComponent(outTradeNo)}`} label={t('order.action_proof')} />;
  }
}

/** Closing and receipt ask first. */
function AskFirst({ asking, onConfirm, onClose }: { asking: OrderIntent; onConfirm: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <LazyConfirmDialog
      title={t(asking === 'close' ? 'order.closeTitle' : 'order.receiveTitle')}
      description={t(asking === 'close' ? 'order.closeText' : 'order.receiveText')}
      confirmLabel={t(asking === 'close' ? 'order.action_close' : 'order.action_takeDelivery')}
      cancelLabel={t(asking === 'close' ? 'order.keepOrder' : 'order.notYet')}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}

/** The member's actions on one order, as the API offers them (`action[]`); closing and receipt ask first. */
export function OrderActionButtons({ orderId, outTradeNo, actions, layout = 'column' }: Props) {
  const order = useOrderAction();
  const [asking, setAsking] = useState<OrderIntent | null>(null);
  const onIntent = (intent: OrderIntent, confirm: boolean) =>
    confirm ? setAsking(intent) : order.run(intent, orderId);
  return (
    <>
      <div className={layout === 'column' ? 'mx-auto flex max-w-36 flex-col gap-2' : 'flex flex-wrap gap-2'}>
        {actions.map((a) => (
          <ActionItem
            key={a.action}
            action={a.action}
            orderId={orderId}
            outTradeNo={outTradeNo}
            busy={order.busy}
            onIntent={onIntent}
          />
        ))}
      </div>
      {asking && (
        <AskFirst
          asking={asking}
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
