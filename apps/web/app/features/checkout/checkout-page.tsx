import { PAY_PASSWORD_LENGTH, type Checkout, type MemberAddress, type Region } from '@zay/contract';
import { Ticket } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { notifyError } from '~/lib/notify';
import { markSessionChanged } from '~/lib/session';
import { useTranslation } from '~/lib/translation';
import { AddressSection } from './address-section';
import { BalanceSection } from './balance-section';
import type { CheckoutGoods } from './checkout-body';
import { CouponSelect } from './coupon-select';
import { InvoiceSection } from './invoice-section';
import { OrderSummary } from './order-summary';
import { ShopBlock } from './shop-block';
import { useCheckout, type CheckoutCalls } from './use-checkout';
import { useInvoice } from './use-invoice';

interface Props {
  calls: CheckoutCalls;
  goods: CheckoutGoods;
  initial: Checkout;
  addresses: MemberAddress[];
  provinces: Region[];
}

/** The checkout (SPEC §2 /payment): address, each shop's part, coupons, invoice, balance, amounts, submit. */
export function CheckoutPage({ calls, goods, initial, addresses: firstAddresses, provinces }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = useCheckout(calls, goods, initial);
  const { checkout, choices, change } = state;
  const invoice = useInvoice((value, recalc) => change({ invoice: value }, recalc));
  const [addresses, setAddresses] = useState(firstAddresses);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState('');
  const [submitting, setSubmitting] = useState(false);

  const needsPassword = choices.useBalance && Number(checkout.balance_money) > 0;

  async function submit() {
    if (!invoice.validate()) return document.getElementById('checkout-invoice')?.scrollIntoView({ block: 'center' });
    if (needsPassword && checkout.member_account.is_pay_password === 0)
      return void notifyError(t('payPassword.setFirst'));
    if (needsPassword && password.length !== PAY_PASSWORD_LENGTH) return setPasswordError(t('payPassword.format'));
    setPasswordError('');
    setSubmitting(true);
    const result = await state.create(needsPassword ? password : undefined);
    // The cart lines are gone now: the header's count must be asked for again on the way to /pay.
    if (result.ok) markSessionChanged();
    if (result.ok) return navigate(`/pay?out_trade_no=${encodeURIComponent(result.data)}`, { replace: true });
    setSubmitting(false);
    void notifyError(result.message || t('errors.network'));
    state.refresh();
  }

  return (
    <div className="grid gap-3">
      <AddressSection
        addresses={addresses}
        selectedId={choices.addressId}
        provinces={provinces}
        onSelect={(id) => change({ addressId: id })}
        onAddresses={setAddresses}
      />
      <section aria-labelledby="checkout-goods" className="grid gap-3">
        <h2 id="checkout-goods" className="bg-white px-5 pt-5 pb-0 text-[16px] font-semibold text-ink">
          {t('checkout.goodsTitle')}
        </h2>
        {checkout.shop_goods_list.map((shop) => (
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
      <section aria-labelledby="checkout-platform-coupon" className="grid gap-3 bg-white p-5">
        <h2 id="checkout-platform-coupon" className="flex items-center gap-2 text-[16px] font-semibold text-ink">
          <Ticket size={18} className="text-brand" aria-hidden />
          {t('checkout.platformCouponTitle')}
        </h2>
        <CouponSelect
          id="platform-coupon"
          label={t('checkout.platformCoupon')}
          coupons={checkout.platform_coupon_list}
          value={choices.platformCouponId}
          onChange={(id) => change({ platformCouponId: id })}
        />
      </section>
      <InvoiceSection form={invoice.form} config={checkout.invoice_config} issues={invoice.issues} />
      <BalanceSection
        checkout={checkout}
        useBalance={choices.useBalance}
        onUseBalance={(use) => change({ useBalance: use })}
        password={password}
        onPassword={setPassword}
        passwordError={passwordError}
        onPasswordSet={() => {
          state.patchAccount({ ...checkout.member_account, is_pay_password: 1 });
          state.refresh();
        }}
      />
      <OrderSummary
        checkout={checkout}
        calculating={state.calculating}
        submitting={submitting}
        blocker={state.failure || checkout.error_message}
        onSubmit={() => void submit()}
      />
    </div>
  );
}
