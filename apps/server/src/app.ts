import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { DbHandle } from './db/database';
import type { Env } from './env';
import type { Clock } from './lib/context';
import { recordRoutes } from './lib/api-paths';
import { Metrics } from './lib/metrics';
import { CACHE_TOPICS, signalsOf } from './lib/signals';
import { linkSignals } from './lib/signals-redis';
import { loggerOptions, registerRequestLog } from './lib/logging';
import { accountRoutes } from './modules/member/account/account.routes';
import { aftersaleRoutes } from './modules/aftersale/aftersale.routes';
import { withdrawalRoutes } from './modules/money/withdrawal/withdrawal.routes';
import { addressRoutes } from './modules/member/address/address.routes';
import { authRoutes } from './modules/member/auth/auth.routes';
import { cartRoutes } from './modules/trade/cart/cart.routes';
import { chatDeps, chatRoutes } from './modules/chat/chat.routes';
import { cmsRoutes } from './modules/content/cms/cms.routes';
import { fulfilmentRoutes } from './modules/trade/fulfilment/fulfilment.routes';
import { platformRoutes } from './modules/staff/platform/platform.routes';
import { platformSettingsRoutes } from './modules/staff/platform/settings.routes';
import { rechargeRoutes } from './modules/money/recharge/recharge.routes';
import { shopCommissionRoutes } from './modules/money/settlement/shop-commission.routes';
import { platformStaffRoutes } from './modules/staff/platform/platform-staff.routes';
import { platformDashboardRoutes } from './modules/staff/platform/dashboard.routes';
import { couponRoutes } from './modules/promotion/coupon/coupon.routes';
import { manjianRoutes } from './modules/promotion/manjian/manjian.routes';
import { withdrawalReviewRoutes } from './modules/money/withdrawal/withdrawal-review.routes';
import { shopFinanceRoutes } from './modules/money/shop-finance/shop-finance.routes';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { memberRoutes } from './modules/member/member.routes';
import { orderRoutes } from './modules/trade/order/order.routes';
import { verificationRoutes } from './modules/trade/verification/verification.routes';
import { checkoutRoutes } from './modules/trade/checkout/checkout.routes';
import { groupbuyRoutes } from './modules/promotion/groupbuy/groupbuy.routes';
import { seckillRoutes } from './modules/promotion/seckill/seckill.routes';
import { comboRoutes } from './modules/promotion/combo/combo.routes';
import { topicRoutes } from './modules/promotion/topic/topic.routes';
import { goodsPageRoutes } from './modules/promotion/goods-page/goods-page.routes';
import { proofAccessHook } from './modules/payment/proof-access';
import { paymentRoutes } from './modules/payment/payment.routes';
import { servicerRoutes } from './modules/staff/servicer.routes';
import { shopStaffRoutes } from './modules/staff/shop-staff.routes';
import { shopRoutes } from './modules/shop/shop.routes';
import { shopConsoleRoutes } from './modules/shop/shop-console.routes';
import { deliveryConsoleRoutes } from './modules/trade/delivery/delivery-console.routes';
import { liveRoutes } from './modules/content/live/live.routes';
import { siteRoutes } from './modules/content/site/site.routes';
import { siteStatusHook } from './modules/site/site-status';
import { registerSiteSettings } from './modules/site/settings/site-settings';
import { uploadRoutes } from './modules/upload/upload.routes';
import { goodsImportRoutes } from './modules/catalog/goods-import/goods-import.routes';
import { serveUploads } from './modules/upload/upload-serve';
import { storageFrom, type UploadStorage } from './lib/upload-storage';
import { commandRedis, SharedLimits } from './lib/shared-limits';
import { resolveToken } from './modules/member/auth/token.service';
import { resolveServicerToken } from './modules/staff/servicer.service';
import type { TokenResolvers } from './plugins/tokens';
import { reviewRoutes } from './modules/aftersale/review/review.routes';
import { registerCachePolicy } from './plugins/cache-policy';
import { capConnectionsPerIp, httpTimeouts } from './plugins/connection-guard';
import { apiNotFound, registerErrorHandling } from './plugins/errors';
import { registerHealth } from './plugins/health';
import {
  clientErrorHandler,
  frameworkErrors,
  registerEarlyRefusalClose,
  registerPageRequestGuard,
} from './plugins/request-guard';
import { registerSecurity } from './plugins/security';
import { registerWebHost } from './plugins/web-host';
import { registerChatSocket } from './plugins/websocket';

export interface AppOptions {
  env: Env;
  db: DbHandle;
  /** Serve the built web app (production); tests of the API leave it off. */
  web?: boolean;
  /** The marketplace's time (default the system clock); tests set it to reach time windows. */
  clock?: Clock;
  /** The process's metrics, when the caller made them to time the database's statements too. */
  metrics?: Metrics;
  /** Where uploads live (default: as the settings say, lib/upload-storage.ts); closed with the app. */
  storage?: UploadStorage;
}

/** Builds the whole server: API, uploads and (optionally) the web app. Does not listen. */
export async function buildApp({
  env,
  db,
  web = false,
  clock = Date.now,
  metrics = new Metrics(),
  storage = storageFrom(env),
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(env.LOG_LEVEL),
    // registerRequestLog writes one line for a failed or slow request instead of two for every one.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    clientErrorHandler,
    frameworkErrors,
    ...httpTimeouts(env),
  });
  capConnectionsPerIp(app.server, env.MAX_CONNECTIONS_PER_IP);
  recordRoutes(app);
  registerRequestLog(app);
  app.decorate('env', env);
  app.decorate('dbHandle', db);
  app.decorate('db', db.db);
  app.decorate('clock', clock);
  app.decorate('storage', storage);
  app.addHook('onClose', async () => storage.close());
  const redis = commandRedis(env.REDIS_URL);
  app.decorate('redis', redis);
  app.decorate('limits', new SharedLimits(redis, env.REDIS_PREFIX));
  app.addHook('onClose', async () => {
    app.limits.stop();
    await redis?.quit().catch(() => undefined);
  });
  app.decorate('contentChanged', new Set<() => void>());
  app.decorate('tokens', { member: resolveToken, staff: resolveServicerToken } satisfies TokenResolvers);
  registerErrorHandling(app);
  registerCachePolicy(app);
  registerEarlyRefusalClose(app);
  // Form posts to the web app's actions arrive as raw bytes for React Router to read.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'text/plain'],
    { parseAs: 'buffer' },
    (_req, body, done) => done(null, body),
  );
  await registerSecurity(app);
  registerHealth(app, metrics);
  await joinSignals(app);
  siteStatusHook(app);
  registerSiteSettings();
  siteRoutes(app);
  const smsDeps = authRoutes(app);
  memberRoutes(app);
  cartRoutes(app);
  addressRoutes(app);
  cmsRoutes(app);
  catalogRoutes(app);
  shopRoutes(app);
  shopConsoleRoutes(app);
  deliveryConsoleRoutes(app);
  liveRoutes(app);
  await registerChatSocket(app);
  metrics.countSockets(() => app.chatHub.size);
  const chat = chatDeps(app);
  chatRoutes(app, chat);
  servicerRoutes(app);
  await uploadRoutes(app);
  await goodsImportRoutes(app);
  accountRoutes(app, smsDeps);
  withdrawalRoutes(app);
  checkoutRoutes(app);
  seckillRoutes(app);
  comboRoutes(app);
  groupbuyRoutes(app);
  topicRoutes(app);
  goodsPageRoutes(app);
  orderRoutes(app);
  fulfilmentRoutes(app);
  platformRoutes(app);
  shopStaffRoutes(app);
  platformStaffRoutes(app);
  platformDashboardRoutes(app);
  platformSettingsRoutes(app);
  withdrawalReviewRoutes(app);
  shopFinanceRoutes(app);
  rechargeRoutes(app);
  shopCommissionRoutes(app);
  couponRoutes(app);
  manjianRoutes(app);
  verificationRoutes(app);
  const { wallet } = await paymentRoutes(app);
  aftersaleRoutes(app, wallet);
  await reviewRoutes(app);

  proofAccessHook(app);
  await serveUploads(app, storage);

  if (web) {
    registerPageRequestGuard(app);
    await registerWebHost(app, env.API_ORIGIN);
  } else app.setNotFoundHandler(apiNotFound);
  return app;
}

/**
 * The app's side of its signals (lib/signals.ts, ADR 094): a content change reaches the
 * `contentChanged` listeners and every change and business event the metrics; with REDIS_URL,
 * changes travel to and from the other processes, and `/readyz` checks that Redis answers.
 */
async function joinSignals(app: FastifyInstance) {
  const signals = signalsOf(app.db);
  const stops = [
    signals.on('content', () => {
      for (const listener of app.contentChanged) listener();
    }),
    ...CACHE_TOPICS.map((topic) => signals.on(topic, () => app.metrics.cacheChanged(topic))),
    signals.onTally((what, n) => app.metrics.tally(what, n)),
  ];
  app.addHook('onClose', async () => {
    for (const stop of stops) stop();
  });
  if (!app.env.REDIS_URL) return;
  const link = await linkSignals(signals, app.env.REDIS_URL, app.env.REDIS_PREFIX);
  app.readiness.set('redis', link.ping);
  app.addHook('onClose', () => link.close());
}
