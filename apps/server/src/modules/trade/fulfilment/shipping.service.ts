import { AppError } from '../../../lib/app-error';
import { isUniqueViolation } from '../../../lib/db-errors';
import { requireMember, withTransaction, type RequestContext } from '../../../lib/context';
import { shopOf, type StaffScope } from '../../../lib/staff-scope';
import { ORDER_STATUS, ORDER_TYPE, REFUND_STATUS, type DeskShipBody } from '@zay/contract';
import { allows, ORDER } from '../../../lib/order-state-machine';
import { readyForPickup, shipOrder } from '../order/fulfil.service';
import type { Audit } from '../../site';
import { insertDeskLog, logAction, shopOrder } from './fulfilment-order.service';
import * as desk from './fulfilment.repository';
import * as repo from './package.repository';
import { packageView } from './package.view';

/*
 * Shipping from the order desk (ADR 050): packages with their goods and tracking, and the
 * buyer's view of them. The order moves by a conditional update (order/fulfil.service) in the
 * same transaction as the packages are written, so a second shipment of the order rolls back.
 */

/** The packages of an order as API-SHAPES-MORE §3.5 shapes them. */
export async function orderPackages(ctx: RequestContext, orderId: number) {
  const [packages, goods, traces] = await Promise.all([
    repo.findPackages(ctx.db, orderId),
    repo.findPackageGoods(ctx.db, orderId),
    repo.findTraces(ctx.db, orderId),
  ]);
  return packages.map((p) => packageView(ctx.lang, p, goods, traces));
}

/** `/api/order/package`: the member's order's packages; none → ORDER_PACKAGE_NONE. */
export async function memberPackages(ctx: RequestContext, orderId: number) {
  const memberId = requireMember(ctx);
  const order = await desk.findMemberOrder(ctx.db, memberId, orderId);
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  const packages = await orderPackages(ctx, orderId);
  if (packages.length === 0) throw new AppError('ORDER_PACKAGE_NONE');
  return packages;
}

/**
 * The goods a shipment carries: every goods not refunded. A goods whose refund waits for the shop's
 * answer holds the shipment (the shop answers it first); a refunded one stays behind.
 */
function goodsToShip(goods: desk.DeskGoodsRow[]) {
  if (goods.some((g) => !SHIPPABLE.has(g.refund_status) && g.refund_status !== REFUND_STATUS.DONE))
    throw new AppError('SELLER_REFUND_OPEN');
  return goods.filter((g) => SHIPPABLE.has(g.refund_status)).map((g) => g.order_goods_id);
}
const SHIPPABLE = new Set<number>([REFUND_STATUS.NONE, REFUND_STATUS.REFUSED]);

/** Every goods to ship in exactly one package, and nothing else. */
function checkPackages(goodsIds: number[], packages: DeskShipBody['packages']) {
  const packed = packages.flatMap((p) => p.order_goods_ids);
  const all = new Set(goodsIds);
  if (packed.length !== all.size || new Set(packed).size !== packed.length || packed.some((id) => !all.has(id)))
    throw new AppError('SELLER_PACKAGE_GOODS');
}

/** Writes the packages of an order being shipped; a goods already packed means it was shipped at once elsewhere. */
async function writePackages(
  ctx: RequestContext,
  order: desk.DeskOrderRow,
  packages: {
    delivery_type: number;
    express_company_id: number;
    delivery_no: string;
    courier_name: string;
    courier_phone: string;
    order_goods_ids: number[];
  }[],
  deliveryTime: number,
) {
  try {
    for (const [i, p] of packages.entries()) {
      const { order_goods_ids, ...fields } = p;
      const id = await repo.insertPackage(ctx.db, {
        ...fields,
        order_id: order.order_id,
        site_id: order.site_id,
        member_id: order.member_id,
        package_no: i + 1,
        delivery_time: deliveryTime,
        create_time: ctx.now(),
      });
      await repo.insertPackageGoods(ctx.db, id, order.order_id, order_goods_ids);
    }
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('ORDER_STATE_CHANGED');
    throw err;
  }
}

/** Ships a paid express order as packages (ORDER.moves.ship, delivery_time now). */
export async function shipExpress(ctx: RequestContext, staff: StaffScope, audit: Audit, body: DeskShipBody) {
  const order = await shopOrder(ctx, staff, body.order_id);
  if (order.order_type !== ORDER_TYPE.EXPRESS || !allows(ORDER.moves.ship, order.order_status))
    throw new AppError('ORDER_STATE_CHANGED');
  const goods = await desk.findDeskGoods(ctx.db, [order.order_id]);
  checkPackages(goodsToShip(goods), body.packages);
  await withTransaction(ctx, async (ctx) => {
    await shipOrder(ctx, { orderId: order.order_id, siteId: shopOf(staff) }, ORDER_TYPE.EXPRESS);
    const rows = body.packages.map((p) => ({ ...p, delivery_type: 1, courier_name: '', courier_phone: '' }));
    await writePackages(ctx, order, rows, ctx.now());
    await logAction(ctx, staff, audit, order, 'ship', body.packages.map((p) => p.delivery_no).join(', '));
  });
  return orderPackages(ctx, order.order_id);
}

/** Hands a paid local-delivery order to the shop's courier: one package with every goods not refunded. */
export async function dispatchLocal(
  ctx: RequestContext,
  staff: StaffScope,
  audit: Audit,
  body: { order_id: number; courier_name: string; courier_phone: string; delivery_time: number },
) {
  const order = await shopOrder(ctx, staff, body.order_id);
  if (order.order_type !== ORDER_TYPE.LOCAL || !allows(ORDER.moves.ship, order.order_status))
    throw new AppError('ORDER_STATE_CHANGED');
  const goods = goodsToShip(await desk.findDeskGoods(ctx.db, [order.order_id]));
  await withTransaction(ctx, async (ctx) => {
    await shipOrder(ctx, { orderId: order.order_id, siteId: shopOf(staff) }, ORDER_TYPE.LOCAL);
    const row = {
      delivery_type: 0,
      express_company_id: 0,
      delivery_no: '',
      courier_name: body.courier_name,
      courier_phone: body.courier_phone,
      order_goods_ids: goods,
    };
    await writePackages(ctx, order, [row], body.delivery_time || ctx.now());
    await logAction(ctx, staff, audit, order, 'dispatch', `${body.courier_name} ${body.courier_phone}`);
  });
  return orderPackages(ctx, order.order_id);
}

/** A paid pickup order is ready at the store (ORDER.moves.readyForPickup). */
export async function markPickupReady(ctx: RequestContext, staff: StaffScope, audit: Audit, orderId: number) {
  const order = await shopOrder(ctx, staff, orderId);
  if (order.order_type !== ORDER_TYPE.STORE || !allows(ORDER.moves.readyForPickup, order.order_status))
    throw new AppError('ORDER_STATE_CHANGED');
  await withTransaction(ctx, async (ctx) => {
    await readyForPickup(ctx, { orderId, siteId: shopOf(staff) });
    await logAction(ctx, staff, audit, order, 'readyPickup');
  });
  return {};
}

/** A tracking event of a shipped order's package: not in the future, not before it left. */
export async function addTrace(
  ctx: RequestContext,
  staff: StaffScope,
  audit: Audit,
  body: { package_id: number; trace_time: number; remark: string },
) {
  const pkg = await repo.findPackageOfShop(ctx.db, body.package_id, shopOf(staff));
  if (!pkg) throw new AppError('PACKAGE_NOT_FOUND');
  if (pkg.order_status !== ORDER_STATUS.SHIPPED) throw new AppError('ORDER_STATE_CHANGED');
  const at = body.trace_time || ctx.now();
  if (at > ctx.now() || at < pkg.delivery_time) throw new AppError('SELLER_TRACE_TIME_INVALID');
  await withTransaction(ctx, async (ctx) => {
    const row = { package_id: pkg.id, order_id: pkg.order_id, trace_time: at, remark: body.remark };
    await repo.insertTrace(ctx.db, { ...row, staff_id: staff.id, create_time: ctx.now() });
    await insertDeskLog(ctx, staff, pkg, 'addTrace', body.remark);
    await audit(ctx, {
      action: 'order.add_trace',
      target: pkg.order_no,
      after: { package_id: pkg.id, trace_time: at, remark: body.remark },
    });
  });
  return (await orderPackages(ctx, pkg.order_id)).find((p) => p.id === pkg.id)!;
}
