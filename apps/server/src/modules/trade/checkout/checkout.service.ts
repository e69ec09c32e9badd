import type { MemberAddress, OrderCreateInput } from '@zay/contract';
import { requireMember, type RequestContext } from '../../../lib/context';
import { memberAccount } from '../../member';
import { addressInfo, defaultAddress, describeAddress } from '../../member';
import { shopDeliveries } from '../delivery/delivery.service';
import { checkoutCoupons, shopSpendAndSave } from './discounts';
import { invoiceConfig } from './order-config';
import { normalOrder, type OrderKind } from './order-kind.service';
import { computeQuote } from './quote';
import type { ShopPromotion } from './discounts';
import type { Quote } from './quote.types';

/** The address the order goes to: the chosen one (the member's own only), a one-off, or the default. */
async function orderAddress(ctx: RequestContext, input: OrderCreateInput['member_address']) {
  if (input === undefined) return defaultAddress(ctx);
  if (typeof input === 'number') return addressInfo(ctx, input);
  if ('name' in input) {
    const a = await describeAddress(ctx, input);
    return { id: 0, longitude: '', latitude: '', is_default: 0, ...a } satisfies MemberAddress;
  }
  return addressInfo(ctx, input.id);
}

async function promotions(ctx: RequestContext, siteIds: number[], kind: OrderKind) {
  const rows = await Promise.all(siteIds.map((id) => (kind.usesPromotions ? shopSpendAndSave(ctx, id) : null)));
  return new Map<number, ShopPromotion | null>(siteIds.map((id, i) => [id, rows[i] ?? null]));
}

function chosenCouponIds(input: OrderCreateInput) {
  const ids = [...(input.coupon?.values() ?? [])].map((c) => c.coupon_id).filter((id) => id > 0);
  if (input.platform_coupon_id > 0) ids.push(input.platform_coupon_id);
  return ids;
}

/**
 * Loads everything the checkout depends on and computes it. `lists` (payment, calculate) also
 * loads the usable coupons to offer; create needs only the chosen ones.
 */
export async function buildQuote(
  ctx: RequestContext,
  input: OrderCreateInput,
  opts: { lists: boolean; kind?: OrderKind },
): Promise<Quote> {
  const memberId = requireMember(ctx);
  const kind = opts.kind ?? normalOrder;
  const lines = await kind.loadLines(ctx, memberId, input);
  const siteIds = [...new Set(lines.map((l) => l.siteId))];
  const [deliveries, promos, lists, chosen, account, address, invoice] = await Promise.all([
    shopDeliveries(
      ctx,
      siteIds,
      lines.map((l) => l.skuId),
    ),
    promotions(ctx, siteIds, kind),
    opts.lists && (kind.usesPromotions || kind.platformCoupons)
      ? checkoutCoupons().usable(ctx, memberId, kind.usesPromotions ? siteIds : [])
      : new Map(),
    chosenCouponIds(input).length ? checkoutCoupons().chosen(ctx, memberId, chosenCouponIds(input)) : new Map(),
    // Creating without balance needs no account; the checkout page always shows it.
    opts.lists || input.is_balance
      ? memberAccount(ctx, memberId)
      : { balance: 0, balanceMoney: 0, hasPayPassword: false },
    orderAddress(ctx, input.member_address),
    invoiceConfig(ctx.db),
  ]);
  return computeQuote({
    input,
    lines,
    usesPromotions: kind.usesPromotions,
    usesPlatformCoupons: kind.usesPromotions || !!kind.platformCoupons,
    deliveries,
    promotions: promos,
    couponLists: lists,
    chosenCoupons: chosen,
    // Both balances pay for orders; the withdrawable part last (ledger.service spendBalance).
    balance: account.balance + account.balanceMoney,
    hasPayPassword: account.hasPayPassword,
    address,
    invoiceConfig: invoice,
  });
}
