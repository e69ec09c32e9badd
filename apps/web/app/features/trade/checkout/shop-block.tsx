import { BUYER_MESSAGE_MAX, type CheckoutShop } from '@zay/contract';
import { Store } from 'lucide-react';
import { Img } from '~/components/ui/img';
import { Price } from '~/components/ui/price';
import { useTranslation } from '~/lib/translation';
import type { ShopDelivery } from './checkout-body';
import { CouponSelect } from './coupon-select';
import { DeliveryChoice } from './delivery-choice';
import { FIELD, LABEL, LABEL_BY_CHOICES, ROW } from './form-layout';
import { ColumnHeads, type Column } from '~/components/ui/column-heads';

interface Props {
  shop: CheckoutShop;
  delivery: ShopDelivery | undefined;
  couponId: number;
  message: string;
  onDelivery: (value: ShopDelivery) => void;
  onCoupon: (couponId: number) => void;
  onMessage: (text: string) => void;
}

function GoodsRow({ goods }: { goods: CheckoutShop['goods_list'][number] }) {
  return (
    <tr className="border-b border-line last:border-0">
      <td className="py-3">
        <div className="flex items-center gap-3">
          <Img
            kind="goods"
            thumb
            src={goods.sku_image}
            width={56}
            height={56}
            alt=""
            className="size-14 rounded object-cover"
          />
          <span className="line-clamp-2 min-w-0 leading-text break-words text-ink">{goods.sku_name}</span>
        </div>
      </td>
      <td className="text-center">
        <Price amount={goods.price} className="font-normal text-ink" />
      </td>
      <td className="text-center text-body">{goods.num}</td>
      <td className="text-right">
        <Price amount={goods.goods_money} />
      </td>
    </tr>
  );
}

const GOODS_COLUMNS: Column[] = [
  { label: 'checkout.colGoods', className: 'py-2 text-left font-normal' },
  { label: 'checkout.colPrice', className: 'w-36 py-2 font-normal' },
  { label: 'checkout.colNum', className: 'w-24 py-2 font-normal' },
  { label: 'checkout.colSubtotal', className: 'w-36 py-2 text-right font-normal' },
];

function GoodsRows({ shop }: { shop: CheckoutShop }) {
  const { t } = useTranslation();
  return (
    <table className="w-full table-fixed text-[13px]">
      <caption className="sr-only">{t('checkout.goodsOf', { shop: shop.site_name })}</caption>
      <ColumnHeads columns={GOODS_COLUMNS} className="text-muted" rowClassName="border-b border-line" />
      <tbody>
        {shop.goods_list.map((g) => (
          <GoodsRow key={`${g.cart_id}-${g.sku_id}`} goods={g} />
        ))}
      </tbody>
    </table>
  );
}

function ManjianNote({ manjian }: { manjian: NonNullable<CheckoutShop['manjian']> }) {
  const { t } = useTranslation();
  return (
    <p className={ROW}>
      <span className={LABEL}>{t('checkout.manjian')}</span>
      <span className="text-[13px] text-body">
        {manjian.manjian_name} · <Price amount={manjian.discount_money} className="font-normal" />
      </span>
    </p>
  );
}

function MessageField({ id, message, onMessage }: { id: string; message: string; onMessage: (text: string) => void }) {
  const { t } = useTranslation();
  return (
    <div className={ROW}>
      <label htmlFor={id} className={LABEL}>
        {t('checkout.buyerMessage')}
      </label>
      <input
        id={id}
        value={message}
        maxLength={BUYER_MESSAGE_MAX}
        onChange={(e) => onMessage(e.target.value)}
        placeholder={t('checkout.buyerMessageHint')}
        className={FIELD}
      />
    </div>
  );
}

/** What delivery costs and what the shop's order comes to. */
function ShopTotals({ shop }: { shop: CheckoutShop }) {
  const { t } = useTranslation();
  return (
    <p className="flex flex-wrap items-baseline justify-end gap-x-5 gap-y-1 text-[13px] text-muted">
      <span>
        {t('checkout.shopDelivery')} <Price amount={shop.delivery_money} className="font-normal text-ink" />
      </span>
      {shop.goods_num > 0 && (
        <span>
          {t('checkout.shopTotal', { count: shop.goods_num })} <Price amount={shop.order_money} />
        </span>
      )}
    </p>
  );
}

/** One shop's part of the checkout: its goods, delivery, coupon, message and what its order comes to. */
export function ShopBlock({ shop, delivery, couponId, message, onDelivery, onCoupon, onMessage }: Props) {
  const { t } = useTranslation();
  const id = `shop-${shop.site_id}`;
  return (
    <section aria-labelledby={`${id}-name`} className="bg-white p-5">
      <h3 id={`${id}-name`} className="mb-2 flex items-center gap-2 text-[14px] font-semibold text-ink">
        <Store size={16} className="text-brand" aria-hidden />
        {shop.site_name}
      </h3>
      <GoodsRows shop={shop} />
      <div className="mt-4 grid gap-4 border-t border-dashed border-line pt-4">
        {(shop.express_type.length > 0 || shop.error_message) && (
          <div className={ROW}>
            <span className={LABEL_BY_CHOICES}>{t('checkout.deliveryMethod')}</span>
            <div className="min-w-0 flex-1">
              <DeliveryChoice shop={shop} value={delivery} onChange={onDelivery} />
            </div>
          </div>
        )}
        <CouponSelect
          id={`${id}-coupon`}
          label={t('checkout.storeCoupon')}
          coupons={shop.coupon_list}
          value={couponId}
          onChange={onCoupon}
        />
        {shop.manjian && <ManjianNote manjian={shop.manjian} />}
        <MessageField id={`${id}-message`} message={message} onMessage={onMessage} />
        {shop.error_message && shop.express_type.length > 0 && (
          <p role="alert" className="text-[13px] text-brand">
            {shop.error_message}
          </p>
        )}
        <ShopTotals shop={shop} />
      </div>
    </section>
  );
}
