import type { Checkout, CheckoutShop, MemberAddress, Region } from '@zay/contract';
import { useState } from 'react';
import { useTranslation } from '~/lib/translation';
import { AddressSection } from './address/address-section';
import { BalanceSection } from './balance-section';
import type { CheckoutGoods, Choices } from './checkout-body';
import { InvoiceSection } from './invoice/invoice-section';
import { OrderSummary } from './order-summary';
import { PlatformCoupon } from './platform-coupon';
import { ShopBlock } from './shop-block';
import type { CheckoutCalls } from './use-checkout';
import { useCheckoutPage } from './use-checkout-page';

interface Props {
  calls: CheckoutCalls;
  goods: CheckoutGoods;
  initial: Checkout;
  addresses: MemberAddress[];
  provinces: Region[];
}

type Change = (patch: Partial<Choices>, recalculate?: boolean) => void;

/** Each shop's part of the order, with the choices made for it. */
function ShopsSection({ shops, choices, change }: { shops: CheckoutShop[]; choices: Choices; change: Change }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="checkout-goods" className="grid gap-3">
      <h2 id="checkout-goods" className="-mb-3 bg-white px-5 pt-5 pb-0 text-[16px] font-semibold text-ink">
        {t('checkout.goodsTitle')}
      </h2>
      {shops.map((shop) => (
        <ShopBlock
          key={shop.site_id}
          shop={shop}
          delivery={choices.delivery[shop.site_id]}
          couponId={choices.coupon[shop.site_id] ?? 0}
          message={choices.message[shop.site_id] ?? ''}
          onDelivery={(d) => change({ delivery: { ...choices.delivery, [shop.site_id]: d } })}
          onCoupon={(id) => change({ coupon: { ...choices.coupon, [shop.site_id]: id } })}
          onMessage={(text) => change({ message: { ...choices.message, [shop.site_id]: text } }, false)}
        />
      ))}
    </section>
  );
}

/** The checkout (SPEC §2 /payment): address (none for virtual goods), each shop's part, coupons, invoice, balance, amounts, submit. */
export function CheckoutPage({ calls, goods, initial, addresses: firstAddresses, provinces }: Props) {
  const state = useCheckoutPage(calls, goods, initial);
  const { checkout, choices, change, invoice, order } = state;
  const [addresses, setAddresses] = useState(firstAddresses);

  return (
    <div className="grid gap-3">
      {checkout.is_virtual !== 1 && (
        <AddressSection
          addresses={addresses}
          selectedId={choices.addressId}
          provinces={provinces}
          onSelect={(id) => change({ addressId: id })}
          onAddresses={setAddresses}
        />
      )}
      <ShopsSection shops={Object.values(checkout.shop_goods_list)} choices={choices} change={change} />
      <PlatformCoupon
        coupons={checkout.platform_coupon_list}
        value={choices.platformCouponId}
        onChange={(id) => change({ platformCouponId: id })}
      />
      <InvoiceSection form={invoice.form} config={checkout.invoice_config} issues={invoice.issues} />
      <BalanceSection
        checkout={checkout}
        useBalance={choices.useBalance}
        onUseBalance={(use) => change({ useBalance: use })}
        password={order.password}
        onPassword={order.setPassword}
        passwordError={order.passwordError}
        onPasswordSet={state.passwordSet}
      />
      <OrderSummary
        checkout={checkout}
        calculating={state.calculating}
        submitting={order.submitting}
        blocker={state.failure || checkout.error_message}
        onSubmit={order.submit}
      />
    </div>
  );
}
