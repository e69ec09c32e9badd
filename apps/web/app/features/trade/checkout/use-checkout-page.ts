import type { Checkout } from '@zay/contract';
import type { CheckoutGoods } from './checkout-body';
import { useCheckout, type CheckoutCalls } from './use-checkout';
import { useInvoice } from './invoice/use-invoice';
import { useSubmitOrder } from './use-submit-order';

/** The checkout's choices and figures, its invoice form and "submit order", wired to each other. */
export function useCheckoutPage(calls: CheckoutCalls, goods: CheckoutGoods, initial: Checkout) {
  const state = useCheckout(calls, goods, initial);
  const { checkout, choices, change } = state;
  const invoice = useInvoice((value, recalc) => change({ invoice: value }, recalc));
  const order = useSubmitOrder({
    checkout,
    useBalance: choices.useBalance,
    validateInvoice: invoice.validate,
    create: state.create,
    refresh: state.refresh,
  });
  /** A payment password was just set: the account says so, and the figures are asked for again. */
  const passwordSet = () => {
    state.patchAccount({ ...checkout.member_account, is_pay_password: 1 });
    state.refresh();
  };
  return { ...state, invoice, order, passwordSet };
}
