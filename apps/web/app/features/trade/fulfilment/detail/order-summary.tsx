import type { DeskOrderDetail } from '@zay/contract';
import { ColumnHeads, type Column } from '~/components/ui/column-heads';
import { Img } from '~/components/ui/img';
import { formatPrice } from '~/components/ui/price';
import { formatDateTime } from '~/lib/format-time';
import { imageUrl } from '~/lib/links';
import { useTranslation } from '~/lib/translation';
import { Fact, Panel } from '~/components/console/console-ui';

function Facts({ order }: { order: DeskOrderDetail }) {
  const { t } = useTranslation();
  return (
    <Panel title={order.order_status_name}>
      <dl className="grid grid-cols-2 gap-x-8 gap-y-2">
        <Fact label={t('seller.orderNo')}>{order.order_no}</Fact>
        <Fact label={t('seller.shop')}>{order.site_name}</Fact>
        <Fact label={t('seller.orderType')}>{order.order_type_name}</Fact>
        {order.promotion_type_name && <Fact label={t('seller.promotionType')}>{order.promotion_type_name}</Fact>}
        <Fact label={t('seller.createTime')}>{formatDateTime(order.create_time)}</Fact>
        <Fact label={t('seller.payType')}>{order.pay_type_name || '—'}</Fact>
        <Fact label={t('seller.payTime')}>{formatDateTime(order.pay_time) || '—'}</Fact>
        <Fact label={t('seller.colBuyer')}>{order.buyer_name}</Fact>
        <Fact label={t('seller.buyerMessage')}>{order.buyer_message || '—'}</Fact>
        <Fact label={t('seller.consignee')}>
          {order.name} {order.mobile}
        </Fact>
        {order.order_type === 2 ? (
          <Fact label={t('seller.pickupStore')}>{order.delivery_store_name}</Fact>
        ) : (
          <Fact label={t('seller.address')}>
            {order.full_address} {order.address}
          </Fact>
        )}
        {order.buyer_ask_delivery_time && <Fact label={t('seller.askTime')}>{order.buyer_ask_delivery_time}</Fact>}
      </dl>
    </Panel>
  );
}

const GOODS_COLUMNS: Column[] = [
  { label: 'seller.colGoods' },
  { label: 'seller.colPrice' },
  { label: 'seller.colNum' },
  { label: 'seller.colSubtotal' },
  { label: 'seller.colPackage' },
];

function Goods({ order }: { order: DeskOrderDetail }) {
  const { t } = useTranslation();
  const packageName = (id: number) =>
    order.package_list.find((p) => p.id === id)?.package_name ?? t('seller.notPacked');
  return (
    <Panel title={t('seller.goodsTitle')}>
      <table className="w-full text-[13px]">
        <ColumnHeads
          columns={GOODS_COLUMNS}
          className="bg-[#fafafa]"
          cellClassName="px-2 py-2 text-left text-[13px] font-medium text-muted"
        />
        <tbody>
          {order.order_goods.map((g) => (
            <tr key={g.order_goods_id} className="border-t border-line">
              <td className="flex items-center gap-2 px-2 py-2">
                <Img
                  kind="goods"
                  src={imageUrl(g.sku_image)}
                  width={48}
                  height={48}
                  alt=""
                  className="size-12 rounded"
                />
                <span>{g.sku_name}</span>
              </td>
              <td className="px-2 py-2">{formatPrice(g.price)}</td>
              <td className="px-2 py-2">{g.num}</td>
              <td className="px-2 py-2">{formatPrice(g.goods_money)}</td>
              <td className="px-2 py-2">{g.package_id ? packageName(g.package_id) : t('seller.notPacked')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Panel>
  );
}

function Amounts({ order }: { order: DeskOrderDetail }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t('seller.goodsMoney'), order.goods_money],
    [t('seller.deliveryMoney'), order.delivery_money],
    [t('seller.invoiceMoney'), order.invoice_money],
    [t('seller.promotionMoney'), order.promotion_money],
    [t('seller.couponMoney'), order.coupon_money],
    [t('seller.platformCouponMoney'), order.platform_coupon_money],
    [t('seller.adjustMoney'), order.adjust_money],
    [t('seller.balanceMoney'), order.balance_money],
  ];
  return (
    <Panel title={t('seller.amounts')}>
      <dl className="ml-auto max-w-80 space-y-1.5 text-[13px]">
        {rows
          .filter(([label, amount], i) => i === 0 || amount !== '0.00' || label === t('seller.deliveryMoney'))
          .map(([label, amount]) => (
            <div key={label} className="flex justify-between gap-4">
              <dt className="text-muted">{label}</dt>
              <dd>{formatPrice(amount)}</dd>
            </div>
          ))}
        <div className="flex justify-between gap-4 border-t border-line pt-2 text-[15px] font-semibold text-ink">
          <dt>{t('seller.payMoney')}</dt>
          <dd data-testid="desk-pay-money">{formatPrice(order.pay_money)}</dd>
        </div>
      </dl>
    </Panel>
  );
}

/** What the order is: its facts, goods and amounts. */
export function OrderSummary({ order }: { order: DeskOrderDetail }) {
  return (
    <>
      <Facts order={order} />
      <Goods order={order} />
      <Amounts order={order} />
    </>
  );
}
