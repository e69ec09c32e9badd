import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as c from '@zay/contract';
import { AppError } from '../../lib/app-error';
import type { RequestContext } from '../../lib/context';
import { systemContext } from '../../plugins/context';
import { registerEndpoint } from '../../plugins/endpoints';
import { requireStaff } from '../../plugins/seller-auth';
import { SIGNATURE_HEADER, checkRefundNotify, type SignedNotify, type WalletProvider } from '../payment';
import { shopSettlement } from '../money';
import { platformAudit } from '../site';
import type { AfterSaleSettings } from './aftersale-settings';
import { runAfterSaleTimers } from './aftersale-timers.service';
import * as complain from './complain.service';
import * as shop from './refund-shop.service';
import * as refund from './refund.service';
import { applyRefundNotify, sendWalletRefunds } from './wallet-refunds.service';

export const REFUND_NOTIFY_PATH = '/api/pay/refundnotify/:provider';

/** Refunds, returns, complaints, the shop's queue and settlement, the platform's complaints (issue 15). */
export function aftersaleRoutes(app: FastifyInstance, wallet: WalletProvider | null) {
  const s: AfterSaleSettings = {
    confirmDays: app.env.REFUND_AUTO_CONFIRM_DAYS,
    cancelDays: app.env.REFUND_AUTO_CANCEL_DAYS,
    receiveDays: app.env.REFUND_AUTO_RECEIVE_DAYS,
  };
  const deliver = (n: SignedNotify) =>
    app.inject({
      method: 'POST',
      url: REFUND_NOTIFY_PATH.replace(':provider', wallet!.name),
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: n.signature },
      payload: n.body,
    });
  /** After a decision that may have paid a refund: its wallet part is asked of the wallet now. */
  const thenWallet = async <T>(ctx: RequestContext, result: T) => {
    await sendWalletRefunds(ctx, wallet, deliver);
    return result;
  };

  registerEndpoint(app, c.refundListEndpoint, async (ctx, body) => {
    await runAfterSaleTimers(ctx, s);
    return refund.refundList(ctx, body);
  });
  registerEndpoint(app, c.refundDataEndpoint, (ctx, body) => refund.refundData(ctx, body.order_goods_id));
  registerEndpoint(app, c.refundApplyEndpoint, (ctx, body) => refund.applyRefund(ctx, body));
  registerEndpoint(app, c.refundDetailEndpoint, async (ctx, body) => {
    await runAfterSaleTimers(ctx, s);
    return thenWallet(ctx, await refund.refundDetail(ctx, body.order_goods_id, s));
  });
  registerEndpoint(app, c.refundDeliveryEndpoint, (ctx, body) => refund.refundDelivery(ctx, body));
  registerEndpoint(app, c.refundCancelEndpoint, (ctx, body) => refund.refundCancel(ctx, body.order_goods_id));
  registerEndpoint(app, c.complainDetailEndpoint, (ctx, body) => complain.complainDetail(ctx, body.order_goods_id));
  registerEndpoint(app, c.complainApplyEndpoint, (ctx, body) => complain.complainApply(ctx, body));
  registerEndpoint(app, c.complainCancelEndpoint, (ctx, body) => complain.complainCancel(ctx, body.order_goods_id));

  const actor = (req: FastifyRequest) => shop.shopActor(requireStaff(req, 'orders.write'), platformAudit(req));
  registerEndpoint(app, c.shopRefundListEndpoint, (ctx, body, req) =>
    shop.shopRefundList(ctx, requireStaff(req, 'orders.read'), body, s),
  );
  registerEndpoint(app, c.shopRefundDetailEndpoint, (ctx, body, req) => {
    const staff = requireStaff(req, 'orders.read');
    return shop.staffRefundDetail(ctx, body.order_goods_id, staff.siteId === 0 ? null : staff.siteId, s);
  });
  registerEndpoint(app, c.shopRefundAgreeEndpoint, async (ctx, body, req) => {
    await shop.agreeRefund(ctx, body.order_goods_id, actor(req));
    return thenWallet(ctx, {});
  });
  registerEndpoint(app, c.shopRefundRefuseEndpoint, (ctx, body, req) =>
    shop.refuseRefund(ctx, body.order_goods_id, actor(req), body.reason),
  );
  registerEndpoint(app, c.shopRefundReceiveEndpoint, async (ctx, body, req) => {
    await shop.receiveReturn(ctx, body.order_goods_id, actor(req));
    return thenWallet(ctx, {});
  });
  registerEndpoint(app, c.shopRefundRefuseReceiveEndpoint, (ctx, body, req) =>
    shop.refuseReturn(ctx, body.order_goods_id, actor(req), body.reason),
  );
  registerEndpoint(app, c.shopRefundOfflineEndpoint, (ctx, body, req) =>
    shop.offlineRefundPaid(ctx, body.order_goods_id, actor(req), body.proof),
  );
  registerEndpoint(app, c.shopSettlementEndpoint, (ctx, body, req) => {
    const staff = requireStaff(req, 'orders.read');
    if (staff.siteId === 0) throw new AppError('SELLER_FORBIDDEN');
    return shopSettlement(ctx, staff.siteId, body);
  });

  // The platform console's session (auth 'platform', ADR 060) admits only the platform's staff.
  registerEndpoint(app, c.platformComplainListEndpoint, async (ctx, body) => {
    const page = await complain.complainQueue(ctx, body);
    return { ...page, list: page.list.map((r) => shop.queueItem(ctx, r, s)) };
  });
  registerEndpoint(app, c.platformComplainDetailEndpoint, (ctx, body) =>
    shop.staffRefundDetail(ctx, body.order_goods_id, null, s),
  );
  registerEndpoint(app, c.platformComplainAgreeEndpoint, async (ctx, body) => {
    await complain.platformAgree(ctx, body.order_goods_id);
    return thenWallet(ctx, {});
  });
  registerEndpoint(app, c.platformComplainRefuseEndpoint, (ctx, body) =>
    complain.platformRefuse(ctx, body.order_goods_id, body.reason),
  );

  refundNotifyRoute(app, wallet);
  startAfterSaleTimer(app, s, () => sendWalletRefunds(systemContext(app), wallet, deliver));
}

/** The wallet's refund notify (server to server): the raw body is what the signature covers. */
function refundNotifyRoute(app: FastifyInstance, wallet: WalletProvider | null) {
  void app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    scope.post<{ Params: { provider: string } }>(REFUND_NOTIFY_PATH, async (req, reply) => {
      const ok = wallet && wallet.name === req.params.provider && typeof req.body === 'string';
      const notify = ok ? checkRefundNotify(wallet, req.body as string, req.headers) : null;
      const outcome = notify ? await applyRefundNotify(systemContext(app), notify) : 'refused';
      if (outcome === 'refused') {
        req.log.warn({ provider: req.params.provider }, 'wallet refund notify refused');
        return reply.status(400).type('text/plain').send('fail');
      }
      // The wallet retries until it hears success; a replay was applied before, so it is a success too.
      return reply.type('text/plain').send('success');
    });
  });
}

/** Every sweep: the due after-sale timers, then the wallet parts still waiting; a round never overlaps the last. */
function startAfterSaleTimer(app: FastifyInstance, s: AfterSaleSettings, wallets: () => Promise<unknown>) {
  const seconds = app.env.ORDER_CLOSE_SWEEP_SECONDS;
  if (seconds <= 0) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runAfterSaleTimers(systemContext(app), s)
      .then(wallets)
      .catch((err: unknown) => app.log.error({ err }, 'running the after-sale timers failed'))
      .finally(() => (running = false));
  }, seconds * 1000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
