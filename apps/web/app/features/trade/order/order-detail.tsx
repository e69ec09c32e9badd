import { ORDER_TYPE } from '@zay/contract';
import { Link } from 'react-router';
import { FactList } from '~/components/ui/fact-list';
import { GoodsThumb } from '~/components/ui/thumb';
import { Price } from '~/components/ui/price';
import { formatDateTime } from '~/lib/format-time';
import { useTranslation, type TranslationKey } from '~/lib/translation';
import { OrderActionButtons } from './order-action-buttons';
import { DeliveryInfo, InvoiceInfo } from './order-detail-parts';
import { OrderKindBlock, OrderTimerNote } from './order-kind-parts';
import { ColumnHeads, type Column } from '~/components/ui/column-heads';
import type { OrderView } from './order-view';

const BOX = 'bg-white p-5';
const H2 = 'mb-3 text-[15px] font-semibold text-ink';

type Money =
  | 'goods_money'
  | 'delivery_money'
  | 'invoice_money'
  | 'promotion_money'
  | 'coupon_money'
  | 'platform_coupon_total_money'
  | 'adjust_money'
  | 'balance_money';
const AMOUNTS: { key: Money; label: TranslationKey; minus?: boolean }[] = [
  { key: 'goods_money', label: 'checkout.goodsMoney' },
  { key: 'delivery_money', label: 'checkout.deliveryMoney' },
  { key: 'invoice_money', label: 'checkout.invoiceMoney' },
  { key: 'promotion_money', label: 'checkout.promotionMoney', minus: true },
  { key: 'coupon_money', label: 'checkout.couponMoney', minus: true },
  { key: 'platform_coupon_total_money', label: 'checkout.platformCouponMoney', minus: true },
  { key: 'adjust_money', label: 'order.adjustMoney' },
  { key: 'balance_money', label: 'checkout.balanceMoney', minus: true },
];

/** The order's status, its deadline to pay and what the buyer can do now. */
function StatusHeadline({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  return (
    <div className="min-w-56">
      <p className="text-[13px] text-muted">{t('order.status')}</p>
      <h2 id="order-status" className="mt-1 text-2xl font-semibold text-brand">
        {order.order_status_name}
      </h2>
      {order.auto_close_time > 0 && (
        <p className="mt-2 text-xs text-accent-ink">
          {t('order.autoClose', { time: formatDateTime(order.auto_close_time) })}
        </p>
      )}
      <OrderTimerNote order={order} />
      <div className="mt-4">
        <OrderActionButtons order={order} layout="row" />
      </div>
    </div>
  );
}

function Status({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const when = formatDateTime;
  const facts: [string, string][] = [
    [t('order.orderNo'), order.order_no],
    [t('orderKind.orderType'), order.order_type_name],
    [t('orderKind.promotionType'), order.promotion_type_name],
    [t('order.createTime'), when(order.create_time)],
    [t('order.payType'), order.pay_type_name],
    [t('order.payTime'), when(order.pay_time)],
    [t('order.outTradeNo'), order.out_trade_no],
    [t('orderKind.deliveryTime'), when(order.delivery_time)],
    [t('orderKind.signTime'), when(order.sign_time)],
    [t('orderKind.finishTime'), when(order.finish_time)],
    [t('order.closeTime'), when(order.close_time)],
    [t('order.closeCause'), order.close_cause],
  ];
  return (
    <section aria-labelledby="order-status" className={`${BOX} flex flex-wrap gap-8`}>
      <StatusHeadline order={order} />
      <FactList
        rows={facts}
        className="grid flex-1 grid-cols-[max-content_1fr] gap-x-6 gap-y-1.5 border-l border-line pl-8 text-[13px]"
        valueClass="break-all text-body"
      />
    </section>
  );
}

const COLUMNS: Column[] = [
  { label: 'order.colGoods', className: 'py-2 text-left font-normal' },
  { label: 'order.colPrice', className: 'w-32 py-2 font-normal' },
  { label: 'order.colNum', className: 'w-20 py-2 font-normal' },
  { label: 'order.colSubtotal', className: 'w-32 py-2 font-normal' },
  { label: 'order.colDelivery', className: 'w-36 py-2 font-normal' },
];
/** The after-sale column (API-SHAPES-MORE §3.4): shown while the order may be refunded or a goods has a refund. */
const REFUND_COLUMN: Column = { label: 'afterSale.colAction', className: 'w-32 py-2 font-normal' };

/** Apply for a refund while offered, else the way to the goods' refund. */
function RefundCell({ order, goods }: { order: OrderView; goods: OrderView['order_goods'][number] }) {
  const { t } = useTranslation();
  const apply = goods.refund_action.some((a) => a.action === 'orderRefundApply');
  return (
    <td className="text-center">
      {apply ? (
        <Link
          to={`/member/refund?order_goods_id=${goods.order_goods_id}&order_id=${order.order_id}`}
          className="text-link hover:text-brand"
        >
          {t('afterSale.applyRefund')}
        </Link>
      ) : goods.refund_status !== 0 ? (
        <Link
          to={`/member/refund_detail?order_goods_id=${goods.order_goods_id}`}
          className="text-link hover:text-brand"
        >
          {t('afterSale.viewRefund')}
        </Link>
      ) : null}
    </td>
  );
}

function GoodsRow({
  goods,
  order,
  refunds,
}: {
  goods: OrderView['order_goods'][number];
  order: OrderView;
  refunds: boolean;
}) {
  return (
    <tr className="border-b border-line last:border-0">
      <td className="py-3">
        <div className="flex items-center gap-3">
          <GoodsThumb src={goods.sku_image} size={56} />
          <Link to={`/sku-${goods.sku_id}`} className="line-clamp-2 leading-text break-words text-ink hover:text-brand">
            {goods.sku_name}
          </Link>
        </div>
      </td>
      <td className="text-center">
        <Price amount={goods.price} className="font-normal text-ink" />
      </td>
      <td className="text-center text-body">{goods.num}</td>
      <td className="text-center">
        <Price amount={goods.goods_money} className="font-normal text-ink" />
      </td>
      <td className="text-center text-body">
        {goods.delivery_status_name}
        {goods.refund_status !== 0 && <span className="block text-xs text-accent-ink">{goods.refund_status_name}</span>}
      </td>
      {refunds && <RefundCell order={order} goods={goods} />}
    </tr>
  );
}

function Goods({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  const refunds = order.is_enable_refund === 1 || order.order_goods.some((g) => g.refund_status !== 0);
  return (
    <section aria-labelledby="order-goods" className={BOX}>
      <h2 id="order-goods" className={H2}>
        <Link to={`/shop-${order.site_id}`} className="hover:text-brand">
          {order.site_name}
        </Link>
      </h2>
      <table className="w-full table-fixed text-[13px]">
        <caption className="sr-only">{t('order.goodsTitle')}</caption>
        <ColumnHeads
          columns={refunds ? [...COLUMNS, REFUND_COLUMN] : COLUMNS}
          className="border-b border-line text-muted"
        />
        <tbody>
          {order.order_goods.map((g) => (
            <GoodsRow key={g.order_goods_id} goods={g} order={order} refunds={refunds} />
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Amounts({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="order-amounts" className={BOX}>
      <h2 id="order-amounts" className="sr-only">
        {t('order.amounts')}
      </h2>
      <dl className="ml-auto grid w-fit grid-cols-[auto_auto] gap-x-10 gap-y-2 text-[13px]">
        {AMOUNTS.filter((a) => !a.minus || Number(order[a.key]) > 0)
          .filter((a) => a.key !== 'delivery_money' || order.order_type !== ORDER_TYPE.VIRTUAL)
          .filter((a) => a.key !== 'adjust_money' || Number(order.adjust_money) !== 0)
          .map((a) => (
            <div key={a.key} className="contents">
              <dt className="text-right text-muted">{t(a.label)}</dt>
              <dd className="text-right">
                {a.minus && '− '}
                <Price amount={order[a.key]} className="font-normal text-ink" />
              </dd>
            </div>
          ))}
        <dt className="self-baseline text-right text-body">{t('order.realPayment')}</dt>
        <dd className="text-right">
          <Price amount={order.pay_money} className="text-[22px]" />
        </dd>
      </dl>
    </section>
  );
}

/** The buyer's view of one order: status and actions, its kind's code, delivery, goods, invoice, amounts. */
export function OrderDetailView({ order }: { order: OrderView }) {
  return (
    <div className="grid gap-3">
      <Status order={order} />
      <OrderKindBlock order={order} />
      {order.order_type !== ORDER_TYPE.VIRTUAL && <DeliveryInfo order={order} />}
      <Goods order={order} />
      <InvoiceInfo order={order} />
      <Amounts order={order} />
    </div>
  );
}
