import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isLang, PAY_STATUS, type Lang } from '@zay/contract';
import { systemContext } from '../../../plugins/context';
import { resolveLang } from '../../../plugins/lang';
import { getSiteTitle, payStatusOf } from '../payment.service';
import { applyPayment } from '../payment-apply.service';
import { confirmPage, outcomePage } from './sandbox-page';
import { SANDBOX_PAY_PATH, SIGNATURE_HEADER, type SandboxWallet } from './sandbox-wallet';
import type { WalletProvider } from './wallet-provider';

export const NOTIFY_PATH = '/api/pay/notify/:provider';

function pageLang(req: FastifyRequest, params: URLSearchParams): Lang {
  const lang = params.get('lang');
  return lang && isLang(lang) ? lang : resolveLang(req);
}

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

/** The wallet's server-to-server notify: the raw body is what the signature covers. */
function notifyRoute(app: FastifyInstance, providers: Map<string, WalletProvider>) {
  return app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    scope.post<{ Params: { provider: string } }>(NOTIFY_PATH, async (req, reply) => {
      const provider = providers.get(req.params.provider);
      const notify = provider && typeof req.body === 'string' ? provider.verifyNotify(req.body, req.headers) : null;
      if (!provider || !notify) {
        req.log.warn({ provider: req.params.provider }, 'wallet notify refused');
        return reply.status(400).type('text/plain').send('fail');
      }
      const outcome = await applyPayment(systemContext(app), {
        outTradeNo: notify.outTradeNo,
        payType: notify.mode === 'online' ? 'alipay' : 'wechatpay',
        amount: notify.amount,
        tradeNo: notify.tradeNo,
        notify: { provider: provider.name, notifyId: notify.notifyId },
      });
      if (outcome === 'parked')
        req.log.warn(
          { out_trade_no: notify.outTradeNo },
          'wallet money for a closed or paid payment parked for review',
        );
      // The wallet retries until it hears success; a replay was applied before, so it is a success too.
      if (outcome === 'refused') return reply.status(400).type('text/plain').send('fail');
      return reply.type('text/plain').send('success');
    });
  });
}

/** The sandbox wallet app: its confirm page and what its "pay" button does. */
function sandboxRoutes(app: FastifyInstance, wallet: SandboxWallet) {
  app.get(SANDBOX_PAY_PATH, async (req, reply) => {
    const params = new URLSearchParams(req.url.split('?')[1] ?? '');
    const lang = pageLang(req, params);
    const link = wallet.checkLink(params);
    if (!link) return html(reply, 400, outcomePage(lang, 'SANDBOX_LINK_INVALID', '/'));
    return html(reply, 200, confirmPage(lang, link, params.get('sig')!, await getSiteTitle(systemContext(app))));
  });
  app.post(SANDBOX_PAY_PATH, async (req, reply) => {
    const params = new URLSearchParams(Buffer.isBuffer(req.body) ? req.body.toString('utf8') : '');
    const lang = pageLang(req, params);
    const link = wallet.checkLink(params);
    if (!link) return html(reply, 400, outcomePage(lang, 'SANDBOX_LINK_INVALID', '/'));
    if (params.get('action') === 'confirm') {
      // The wallet app shows what its merchant reports: a closed or paid order is not paid again.
      const status = await payStatusOf(systemContext(app), link.out_trade_no);
      if (status === PAY_STATUS.CLOSED) return html(reply, 409, outcomePage(lang, 'PAY_CLOSED', link.return));
      if (status === PAY_STATUS.PAID) return html(reply, 409, outcomePage(lang, 'PAY_ALREADY_PAID', link.return));
      const { body, signature } = wallet.signNotify(link);
      const res = await app.inject({
        method: 'POST',
        url: NOTIFY_PATH.replace(':provider', wallet.name),
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
        payload: body,
      });
      if (res.body !== 'success') return html(reply, 409, outcomePage(lang, 'PAY_FAILED', link.return));
    }
    if (link.mode === 'online') return reply.redirect(link.return, 303);
    const key = params.get('action') === 'confirm' ? 'SANDBOX_PAID' : 'SANDBOX_CANCELLED';
    return html(reply, 200, outcomePage(lang, key, link.return));
  });
}

export function walletRoutes(
  app: FastifyInstance,
  providers: Map<string, WalletProvider>,
  sandbox: SandboxWallet | null,
) {
  if (sandbox) sandboxRoutes(app, sandbox);
  return notifyRoute(app, providers);
}
