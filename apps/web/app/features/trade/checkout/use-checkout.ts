import type { Checkout, checkoutSchema, Endpoint, OrderCreateBody } from '@zay/contract';
import { useRef, useState } from 'react';
import type { z } from 'zod';
import { api, type ApiResult } from '~/lib/api';
import { adoptServerChoices, choicesFrom, orderBody, type CheckoutGoods, type Choices } from './checkout-body';
import { useRecalculation } from './use-recalculation';

/**
 * The calls of one kind of checkout. Normal orders use ordercreate/*; group buy, seckill and
 * combo checkouts keep their own order-creation data (SPEC §3) and pass their own endpoints:
 * their bodies add their own goods fields to the same choices, and their answers are the same.
 */
export interface CheckoutCalls {
  calculate: CheckoutCall<typeof checkoutSchema>;
  create: CheckoutCall<z.ZodString>;
}

/**
 * The buyer's choices every kind of checkout sends (balance, address, delivery, coupons,
 * messages, invoice); the goods fields differ by kind (cart lines, a SKU, a combo, a seckill…).
 */
type OrderChoicesBody = Omit<OrderCreateBody, 'cart_ids' | 'sku_id' | 'num'>;

/** A checkout call of any kind: its body holds at least the choices, its answer is the same. */
type CheckoutCall<R extends z.ZodType> = Endpoint<z.ZodType<unknown, OrderChoicesBody>, R>;

/**
 * The checkout's state: the buyer's choices and the server's figures for them. Each change that
 * can move an amount asks ordercreate/calculate again (useRecalculation), so the page always
 * shows the figures of the latest choices.
 */
export function useCheckout(calls: CheckoutCalls, goods: CheckoutGoods, initial: Checkout) {
  const [checkout, setCheckout] = useState(initial);
  const [choices, setChoices] = useState<Choices>(() => choicesFrom(initial));
  const latest = useRef(choices);
  latest.current = choices;
  const recalc = useRecalculation(
    (next, signal) => api(calls.calculate, orderBody(goods, next), { signal }),
    (fresh) => {
      setCheckout(fresh);
      setChoices((current) => adoptServerChoices(current, fresh));
    },
  );

  /** Applies a change; `recalculate: false` for text that moves no amount (a message to the seller). */
  function change(patch: Partial<Choices>, recalculate = true) {
    const next = { ...latest.current, ...patch };
    latest.current = next;
    setChoices(next);
    if (recalculate) recalc.schedule(next);
  }

  /** Places the orders; answers the out_trade_no that pays for them, or the API's message. */
  function create(payPassword?: string): Promise<ApiResult<string>> {
    recalc.stop();
    return api(calls.create, orderBody(goods, latest.current, payPassword));
  }

  return {
    checkout,
    choices,
    calculating: recalc.calculating,
    failure: recalc.failure,
    change,
    create,
    refresh: () => change({}),
    /** A pay password was set or the account changed: ask again without changing a choice. */
    patchAccount: (account: Checkout['member_account']) => setCheckout((c) => ({ ...c, member_account: account })),
  };
}
