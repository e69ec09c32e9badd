import { DELIVERY_STATUS, pageCount, type PageQuery, type VerifyType } from '@zay/contract';
import { AppError } from '../../../lib/app-error';
import { requireMember, withTransaction, type RequestContext } from '../../../lib/context';
import { qrcodeImage } from '../../../lib/qrcode';
import type { SharedBuckets } from '../../../lib/shared-limits';
import { CODE_STATE } from '../../../lib/order-state-machine';
import { lockOrder } from '../order/refund-line.service';
import { liveLines, redeemRefusal } from './code-worth';
import { newVerifyCode } from './verification-code';
import * as repo from './verification.repository';
import { lineItems, usedFlag, verifyRowView, verifyTypeName, type StoredItem } from './verification.view';

/*
 * The redemption desk (issue 14, API-SHAPES-MORE §4). Paying an order makes its code in the same
 * transaction: a pickup order's (the store hands the goods over) and a virtual order's (the
 * goods are used). A member a shop made its verifier looks a code up and uses it once; using it
 * receives the order, through the order module's receipt, which the routes hand in (the order
 * module reads codes from here, so this module does not import it back). What a code is worth —
 * which goods it hands over, when it is frozen or void — is code-worth.ts's (ADR 093).
 */

export interface DeskDeps {
  /** Look-ups and uses per member. */
  limit: SharedBuckets;
  /** Receives the order whose code was used, handing over `lines`, in the caller's transaction; throws when it cannot. */
  receive: (ctx: RequestContext, orderId: number, lines: readonly number[]) => Promise<void>;
}

const TYPE_OF: Record<number, VerifyType> = { 2: 'pickup', 4: 'virtualgoods' };

/**
 * Codes for the payment's paid pickup and virtual orders, inside the caller's transaction. A
 * code drawn twice (one in 10^12) is drawn again; an order that has its code keeps it.
 */
export async function createPaymentCodes(ctx: RequestContext, outTradeNo: string) {
  const orders = await repo.findCodeOrders(ctx.db, outTradeNo);
  for (const o of orders) {
    const items: StoredItem[] = o.goods.map((g) => ({
      img: g.sku_image,
      name: g.sku_name,
      price: g.price,
      num: g.num,
    }));
    const row = {
      site_id: o.site_id,
      site_name: o.site_name,
      member_id: o.member_id,
      verify_type: TYPE_OF[o.order_type]!,
      relate_id: o.order_id,
      item_array: JSON.stringify(items),
      create_time: ctx.now(),
    };
    for (let attempt = 0; ; attempt++) {
      if (await repo.insertCode(ctx.db, { ...row, verify_code: newVerifyCode() })) break;
      if ((await repo.findCodeOfOrder(ctx.db, o.order_id)) || attempt >= 5) break;
    }
  }
}

/** The order's code for its buyer's order page, with a QR image of it; null before payment. */
export async function orderCode(ctx: RequestContext, orderId: number) {
  const row = await repo.findCodeOfOrder(ctx.db, orderId);
  if (!row) return null;
  const { verify_code, is_verify, verify_time } = row;
  return { verify_code, is_verify: usedFlag(is_verify), verify_time, qr: await qrcodeImage(verify_code) };
}

export async function checkIsVerifier(ctx: RequestContext) {
  const [first] = await repo.findVerifiers(ctx.db, requireMember(ctx));
  if (!first) throw new AppError('VERIFIER_NOT_FOUND');
  return { verifier_id: first.verifier_id };
}

export function verifyTypes(ctx: RequestContext) {
  return {
    pickup: { name: verifyTypeName(ctx.lang, 'pickup') },
    virtualgoods: { name: verifyTypeName(ctx.lang, 'virtualgoods') },
  };
}

/** A code the member may redeem: it exists and the member verifies for its shop. */
async function redeemable(ctx: RequestContext, code: string, { limit }: DeskDeps) {
  const memberId = requireMember(ctx);
  // Codes are found by guessing only at this pace (ARCHITECTURE §5; the abuse test proves it).
  if (!(await limit.take(String(memberId)))) throw new AppError('RATE_LIMITED');
  const row = await repo.findCode(ctx.db, code);
  if (!row) throw new AppError('VERIFY_CODE_NOT_FOUND');
  const verifier = (await repo.findVerifiers(ctx.db, memberId)).find((v) => v.site_id === row.site_id);
  if (!verifier) throw new AppError('VERIFY_NO_RIGHT', { site_name: row.site_name });
  return { row, verifier };
}

/** The goods the desk shows for a code: the ones it hands over now, or handed over when it was used. */
async function worthItems(ctx: RequestContext, row: repo.VerifyRowData) {
  const lines = await repo.findCodeLines(ctx.db, row.relate_id);
  if (row.is_verify === CODE_STATE.USED)
    return lineItems(lines.filter((l) => l.delivery_status === DELIVERY_STATUS.RECEIVED));
  return lineItems(liveLines(lines));
}

/** The code as the desk sees it; a frozen or void code answers why it cannot be used (ADR 093). */
export async function verifyInfo(ctx: RequestContext, code: string, deps: DeskDeps) {
  const { row } = await redeemable(ctx, code, deps);
  if (row.is_verify !== CODE_STATE.USED) {
    const refusal = redeemRefusal(row.is_verify, await repo.findCodeLines(ctx.db, row.relate_id));
    if (refusal) throw new AppError(refusal);
  }
  return verifyRowView(ctx.lang, row, await repo.findOrderFacts(ctx.db, row.relate_id), await worthItems(ctx, row));
}

/**
 * Uses the code once (ADR 093), in one transaction: the order's lock first (after-sale takes it
 * first too, so an application and a redemption queue), then what the code is worth read under
 * it — refused when used, frozen or void —, the conditional update unused → used, and the
 * order's receipt handing over its live goods. Any of them failing undoes all.
 */
export async function verify(ctx: RequestContext, code: string, deps: DeskDeps) {
  const { row, verifier } = await redeemable(ctx, code, deps);
  await withTransaction(ctx, async (ctx) => {
    if (!(await lockOrder(ctx, row.relate_id))) throw new AppError('ORDER_STATE_CHANGED');
    const now = (await repo.findCodeById(ctx.db, row.id))!;
    const lines = await repo.findCodeLines(ctx.db, row.relate_id);
    const refusal = redeemRefusal(now.is_verify, lines);
    if (refusal) throw new AppError(refusal);
    if (!(await repo.markUsed(ctx.db, row.id, verifier, ctx.now()))) throw new AppError('IS_VERIFYED');
    await deps.receive(
      ctx,
      row.relate_id,
      liveLines(lines).map((l) => l.order_goods_id),
    );
  });
  return {};
}

export async function usedCodes(ctx: RequestContext, q: PageQuery & { verify_type: 'all' | VerifyType }) {
  const verifiers = await repo.findVerifiers(ctx.db, requireMember(ctx));
  if (verifiers.length === 0) throw new AppError('VERIFIER_NOT_FOUND');
  const limit = q.page_size === 0 ? null : q.page_size;
  const type = q.verify_type === 'all' ? null : q.verify_type;
  const ids = verifiers.map((v) => v.verifier_id);
  const { list, count } = await repo.pageUsed(ctx.db, ids, type, limit, (q.page - 1) * (limit ?? 0));
  const rows = [];
  for (const r of list)
    rows.push(verifyRowView(ctx.lang, r, await repo.findOrderFacts(ctx.db, r.relate_id), await worthItems(ctx, r)));
  return { page_count: pageCount(count, q.page_size), count, list: rows };
}

/** Makes a member a shop's verifier (the seed, tests; the shop console's staff page later). */
export async function addVerifier(ctx: RequestContext, siteId: number, memberId: number, name: string) {
  await repo.insertVerifier(ctx.db, siteId, memberId, name, ctx.now());
}
