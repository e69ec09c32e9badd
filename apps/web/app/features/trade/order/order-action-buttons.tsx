import type { OrderActionItem, OrderListItem } from '@zay/contract';
import { Link } from 'react-router';
import { useAskFirst, type Question } from '~/components/ui/use-ask-first';
import { formatPrice } from '~/components/ui/price';
import { useTranslation, type I18n, type TranslationKey } from '~/lib/translation';
import { useOrderAction, type OrderIntent } from './order-actions';

interface Props {
  /** Its actions, and the shop's price adjustment ("0.00" when none): paying asks first when adjusted. */
  order: Pick<OrderListItem, 'order_id' | 'out_trade_no' | 'action' | 'adjust_money' | 'pay_money'>;
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
  /** The API's name of the action, in the page's language (review or follow-up review). */
  title: string;
  orderId: number;
  outTradeNo: string;
  busy: boolean;
  /** `confirm`: ask before running it. */
  onIntent: (intent: OrderIntent, confirm: boolean) => void;
}

/** One action: a write as a button, or a link to the page that does it. */
function ActionItem({ action, title, orderId, outTradeNo, busy, onIntent }: ItemProps) {
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
    case 'extendTakeDelivery':
      return button('extendtakedelivery', t('orderKind.action_extend'), false, true);
    case 'trace':
      return <ActionLink to={`/member/logistics?order_id=${orderId}`} label={t('order.action_trace')} />;
    case 'memberOrderEvaluation':
      return <ActionLink to={`/evaluate?order_id=${orderId}`} label={title || t('order.action_evaluate')} />;
    case 'orderOfflinePayProof':
      return <ActionLink to={`/pay?out_trade_no=${encodeURIComponent(outTradeNo)}`} label={t('order.action_proof')} />;
  }
}

const ASK: Record<Exclude<OrderIntent, 'pay'>, [TranslationKey, TranslationKey, TranslationKey, TranslationKey]> = {
  close: ['order.closeTitle', 'order.closeText', 'order.action_close', 'order.keepOrder'],
  takedelivery: ['order.receiveTitle', 'order.receiveText', 'order.action_takeDelivery', 'order.notYet'],
  extendtakedelivery: ['orderKind.extendTitle', 'orderKind.extendText', 'orderKind.extendConfirm', 'orderKind.keep'],
};

/** Closing, receipt and its extension ask first; so does paying an amount the shop has changed (API-SHAPES-MORE §3.2). */
function askWords(intent: OrderIntent, payMoney: string, t: I18n['t']): Omit<Question, 'run'> {
  if (intent === 'pay')
    return {
      title: t('seller.adjustedPayTitle'),
      description: t('seller.adjustedPay', { amount: formatPrice(payMoney) }),
      confirmLabel: t('seller.continuePay'),
      cancelLabel: t('seller.cancel'),
    };
  const [title, text, confirm, cancel] = ASK[intent];
  return { title: t(title), description: t(text), confirmLabel: t(confirm), cancelLabel: t(cancel) };
}

/** The member's actions on one order, as the API offers them (`action[]`); closing and receipt ask first. */
export function OrderActionButtons({ order, layout = 'column' }: Props) {
  const { t } = useTranslation();
  const orderAction = useOrderAction();
  const { ask, dialog } = useAskFirst();
  const adjusted = !!order.adjust_money && order.adjust_money !== '0.00';
  const run = (intent: OrderIntent) => orderAction.run(intent, order.order_id);
  const onIntent = (intent: OrderIntent, confirm: boolean) =>
    confirm || (intent === 'pay' && adjusted)
      ? ask({ ...askWords(intent, order.pay_money, t), run: () => run(intent) })
      : run(intent);
  return (
    <>
      <div className={layout === 'column' ? 'mx-auto flex max-w-36 flex-col gap-2' : 'flex flex-wrap gap-2'}>
        {order.action.map((a) => (
          <ActionItem
            key={a.action}
            action={a.action}
            title={a.title}
            orderId={order.order_id}
            outTradeNo={order.out_trade_no}
            busy={orderAction.busy}
            onIntent={onIntent}
          />
        ))}
      </div>
      {dialog}
    </>
  );
}
