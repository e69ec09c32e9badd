import {
  fromMinor,
  payTypeName,
  RECHARGE_ORDER_STATUS,
  type Lang,
  type PageQuery,
  type PayType,
  type RechargePackage,
  type RechargePackageInfo,
} from '@zay/contract';
import type { Selectable } from 'kysely';
import { AppError } from '../../../lib/app-error';
import { requireMember, withTransaction, type RequestContext } from '../../../lib/context';
import { newOrderNumber } from '../../../lib/order-no';
import { paged } from '../../../lib/paged';
import { credit } from '../../member';
import { onPaymentPaid } from '../../payment';
import { createPayment, payWallets } from '../../payment';
import { giveRechargeGifts } from './recharge-gifts';
import * as repo from './recharge.repository';
import type { MemberRechargeTable } from './recharge.table';

/*
 * Recharge packages (addon `memberrecharge`, API-SHAPES-MORE §2.2, ADR 061). Buying one creates
 * an unpaid order and its payment; the payment module calls `rechargePaid` in the transaction that
 * turns the payment paid, so the face value, points and growth are credited through the ledger
 * exactly once however often a wallet's notify arrives.
 */

const NAME = { 'zh-cn': 'recharge_name', 'en-us': 'recharge_name_en', 'md-mm': 'recharge_name_mm' } as const;
const nameIn = (lang: Lang, p: Selectable<MemberRechargeTable>) => p[NAME[lang]] || p.recharge_name;

function packageView(lang: Lang, p: Selectable<MemberRechargeTable>): RechargePackage {
  return {
    recharge_id: p.recharge_id,
    recharge_name: nameIn(lang, p),
    cover_img: p.cover_img,
    face_value: fromMinor(p.face_value),
    buy_price: fromMinor(p.buy_price),
    point: p.point,
    growth: p.growth,
    coupon_id: p.coupon_id,
    sale_num: p.sale_num,
    create_time: p.create_time,
  };
}

export async function packagePage(ctx: RequestContext, query: PageQuery) {
  const page = await paged(ctx, query, (db, limit, offset) => repo.packagePage(db, limit, offset));
  return { ...page, list: page.list.map((p) => packageView(ctx.lang, p)) };
}

export async function packageInfo(ctx: RequestContext, rechargeId: number): Promise<RechargePackageInfo> {
  const p = await repo.findPackage(ctx.db, rechargeId);
  if (!p) throw new AppError('RECHARGE_NOT_FOUND');
  return { ...packageView(ctx.lang, p), status: p.status };
}

/** An unpaid order of a package on sale and its payment of the package's price; answers the out_trade_no. */
export async function createRechargeOrder(ctx: RequestContext, rechargeId: number) {
  const memberId = requireMember(ctx);
  const p = await repo.findPackage(ctx.db, rechargeId);
  if (!p) throw new AppError('RECHARGE_NOT_FOUND');
  const name = nameIn(ctx.lang, p);
  return withTransaction(ctx, async (ctx) => {
    const outTradeNo = await createPayment(ctx, memberId, p.buy_price, name);
    await repo.insertOrder(ctx.db, {
      order_no: newOrderNumber(ctx.now()),
      out_trade_no: outTradeNo,
      member_id: memberId,
      recharge_id: p.recharge_id,
      recharge_name: name,
      cover_img: p.cover_img,
      face_value: p.face_value,
      buy_price: p.buy_price,
      point: p.point,
      growth: p.growth,
      coupon_id: p.coupon_id,
      status: RECHARGE_ORDER_STATUS.UNPAID,
      create_time: ctx.now(),
    });
    return outTradeNo;
  });
}

/** A package's `coupon_id`: platform coupon type ids separated by commas ('' for none). */
const couponIds = (list: string) =>
  [...new Set(list.split(',').map(Number))].filter((id) => Number.isSafeInteger(id) && id > 0);

/**
 * The payment of a recharge order turned paid (in its transaction): the order turns paid by a
 * conditional update, then the face value goes to the balance and the bonus points and growth to
 * theirs, each as a ledger row, and the package's platform coupons to the member (recharge-gifts.ts). Any other payment is not a recharge's: nothing happens.
 */

export async function rechargePaid(ctx: RequestContext, outTradeNo: string, payType: PayType) {
  const order = await repo.markOrderPaid(ctx.db, outTradeNo, payType, ctx.now());
  if (!order) return;
  const entry = { type: 'recharge', ref: order.order_no, tradeNo: outTradeNo };
  await credit(ctx, order.member_id, 'balance', order.face_value, entry);
  if (order.point > 0) await credit(ctx, order.member_id, 'point', order.point, entry);
  if (order.growth > 0) await credit(ctx, order.member_id, 'growth', order.growth, entry);
  await giveRechargeGifts(ctx, order.member_id, couponIds(order.coupon_id));
  await repo.countSale(ctx.db, order.recharge_id);
}

/** Registers `rechargePaid` with the payment module (once per process). */
export const listenForRechargePayments = () => onPaymentPaid(rechargePaid);

export async function paidOrderPage(ctx: RequestContext, query: PageQuery) {
  const memberId = requireMember(ctx);
  const [page, wallets] = await Promise.all([
    paged(ctx, query, (db, limit, offset) => repo.paidOrderPage(db, memberId, limit, offset)),
    payWallets(ctx),
  ]);
  return {
    ...page,
    list: page.list.map((o) => ({
      order_id: o.order_id,
      recharge_id: o.recharge_id,
      recharge_name: o.recharge_name,
      order_no: o.order_no,
      cover_img: o.cover_img,
      buy_price: fromMinor(o.buy_price),
      face_value: fromMinor(o.face_value),
      point: o.point,
      growth: o.growth,
      coupon_id: o.coupon_id,
      out_trade_no: o.out_trade_no,
      create_time: o.create_time,
      pay_time: o.pay_time,
      pay_type_name: payTypeName(ctx.lang, o.pay_type, wallets),
    })),
  };
}
