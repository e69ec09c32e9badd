import type { FastifyInstance } from 'fastify';
import * as c from '@zay/contract';
import { addonGate } from '../../site';
import { registerEndpoint } from '../../../plugins/endpoints';
import { requireStaff } from '../../../plugins/seller-auth';
import { checkout, createOrders } from '../../trade';
import { registerOrderKind } from '../../trade';
import { plugSkuLocks } from '../sku-locks';
import { seckillOrder } from './seckill-kind';
import * as platform from './seckill-platform.service';
import * as seller from './seckill-seller.service';
import * as seckill from './seckill.service';

/**
 * The seckill addon's calls (API-SHAPES-MORE §5.2). Without `seckill` installed (the platform's
 * setting, else ADDONS; ADR 091) every call under
 * `/seckill/api/` answers SECKILL_PLUGIN_NOT_INSTALLED, before any sign-in check, and
 * addon/addonisexit reports 0.
 */
export function seckillRoutes(app: FastifyInstance) {
  registerOrderKind(seckillOrder());
  addonGate(app, 'seckill', ['/seckill/api/'], 'SECKILL_PLUGIN_NOT_INSTALLED');
  // What its SKUs keep while it is on (ADR 090); every promotion plugs the same four sources in.
  plugSkuLocks();
  const settings = {
    autoCloseMinutes: app.env.ORDER_AUTO_CLOSE_MINUTES,
    groupCommit: app.dbHandle.dialect === 'sqlite',
  };
  registerEndpoint(app, c.seckillSlotsEndpoint, (ctx) => seckill.todaySlots(ctx));
  registerEndpoint(app, c.seckillGoodsPageEndpoint, (ctx, body) => seckill.slotGoods(ctx, body.seckill_id, body));
  registerEndpoint(app, c.seckillDetailEndpoint, (ctx, body) => seckill.seckillDetail(ctx, body.seckill_id));
  registerEndpoint(app, c.seckillOfSkuEndpoint, (ctx, body) => seckill.runningSeckillOfSku(ctx, body.sku_id));
  const kind = (body: c.SeckillOrderInput) => seckillOrder(body.seckill_id);
  registerEndpoint(app, c.seckillOrderPaymentEndpoint, (ctx, body) => checkout(ctx, body, kind(body)));
  registerEndpoint(app, c.seckillOrderCalculateEndpoint, (ctx, body) => checkout(ctx, body, kind(body)));
  // A rush waits in the seckill's admission queue before its session is looked up; a sold-out
  // seckill is answered at once, before the sign-in check and the body's validation (ADR 076).
  registerEndpoint(
    app,
    c.seckillOrderCreateEndpoint,
    (ctx, body) => createOrders(ctx, body, settings, kind(body)),
    (req, call) =>
      seckill.admitted(req.server.db, Number((req.body as { seckill_id?: unknown } | null)?.seckill_id), call),
  );

  // The shop console's sign-ups (ADR 064).
  registerEndpoint(app, c.sellerSeckillSlotsEndpoint, (ctx, _body, req) => {
    requireStaff(req, 'promotions');
    return seller.sellerSlots(ctx);
  });
  registerEndpoint(app, c.sellerSeckillListEndpoint, (ctx, body, req) =>
    seller.sellerSeckills(ctx, requireStaff(req, 'promotions'), body),
  );
  registerEndpoint(app, c.sellerSeckillAddEndpoint, (ctx, body, req) =>
    seller.addSeckill(ctx, requireStaff(req, 'promotions'), body),
  );
  registerEndpoint(app, c.sellerSeckillCloseEndpoint, (ctx, body, req) =>
    seller.closeShopSeckill(ctx, requireStaff(req, 'promotions'), body.id),
  );

  // The platform console's time slots (auth 'platform', ADR 072).
  registerEndpoint(app, c.platformSlotListEndpoint, (ctx) => platform.platformSlots(ctx));
  registerEndpoint(app, c.platformSlotSaveEndpoint, (ctx, body) => platform.saveSlot(ctx, body));
  registerEndpoint(app, c.platformSlotStatusEndpoint, (ctx, body) => platform.setSlotStatus(ctx, body.id, body.status));
}
