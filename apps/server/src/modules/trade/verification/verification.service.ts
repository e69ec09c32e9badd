import { pageCount, type PageQuery, type VerifyType } from '@zay/contract';
import { AppError } from '../../../lib/app-error';
import { requireMember, withTransaction, type RequestContext } from '../../../lib/context';
import { qrcodeImage } from '../../../lib/qrcode';
import type { TokenBuckets } from '../../../lib/token-bucket';
import { newVerifyCode } from './verification-code';
import * as repo from './verification.repository';
import { verifyRowView, verifyTypeName, type StoredItem } from './verification.view';

/*
 * The redemption desk (issue 14, API-SHAPES-MORE §4). Paying an order makes its code in the same
 * transaction: a pickup order's (the store hands the goods over) and a virtual order's (the
 * goods are used). A member a shop made its verifier looks a code up and uses it once; using it
 * receives the order, through the order module's receipt, which the routes hand in (the order
 * module reads codes from here, so this module does not import it back).
 */

export interface DeskDeps {
  /** Look-ups and uses per member. */
  limit: TokenBuckets;
  /** Receives the order whose code was used, in the caller's transaction. */
  receive: (ctx: RequestContext, orderId: number) => Promise<boolean>;
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
  return { verify_code, is_verify, verify_time, qr: await qrcodeImage(verify_code) };
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
  if (!limit.take(String(memberId))) throw new AppError('RATE_LIMITED');
  const row = await repo.findCode(ctx.db, code);
  if (!row) throw new AppError('VERIFY_CODE_NOT_FOUND');
  const verifier = (await repo.findVerifiers(ctx.db, memberId)).find((v) => v.site_id === row.site_id);
  if (!verifier) throw new AppError('VERIFY_NO_RIGHT', { site_name: row.site_name });
  return { row, verifier };
}

export async function verifyInfo(ctx: RequestContext, code: string, deps: DeskDeps) {
  const { row } = await redeemable(ctx, code, deps);
  return verifyRowView(ctx.lang, row, await repo.findOrderFacts(ctx.db, row.relate_id));
}

/** Uses the code once (a conditional update); its order is received in the same transaction. */
export async function verify(ctx: RequestContext, code: string, deps: DeskDeps) {
  const { row, verifier } = await redeemable(ctx, code, deps);
  await withTransaction(ctx, async (ctx) => {
    if (!(await repo.markUsed(ctx.db, row.id, verifier, ctx.now()))) throw new AppError('IS_VERIFYED');
    await deps.receive(ctx, row.relate_id);
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
  for (const r of list) rows.push(verifyRowView(ctx.lang, r, await repo.findOrderFacts(ctx.db, r.relate_id)));
  return { page_count: pageCount(count, q.page_size), count, list: rows };
}

/** Makes a member a shop's verifier (the seed, tests; the shop console's staff page later). */
export async function addVerifier(ctx: RequestContext, siteId: number, memberId: number, name: string) {
  await repo.insertVerifier(ctx.db, siteId, memberId, name, ctx.now());
}
