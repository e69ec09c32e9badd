import {
  memberAccountEndpoint,
  PAY_STATUS,
  payInfoEndpoint,
  payTypeEndpoint,
  type PayInfo,
  type PayType,
  type PayTypes,
  WALLET_TYPES,
} from '@zay/contract';
import { redirect, type AppLoadContext } from 'react-router';
import type { Account } from '~/features/payment/pay-page';
import { parsePayTypes, resultPath } from '~/features/payment/pay-view';
import { serverApi } from '~/lib/api.server';
import { serverI18n } from '~/lib/i18n.server';
import { resolveLang } from '~/lib/lang';
import { pageTitle } from '~/lib/page-title.server';

export type PayLoad =
  | { state: 'failed'; title: string; message: string }
  | {
      state: 'ready';
      title: string;
      info: PayInfo;
      types: PayType[];
      wallets: PayTypes['wallets'];
      account: Account | null;
    };

/** The payment, the configured methods and the member's balance; a paid payment goes to its result. */
export async function loadPay(request: Request, context: AppLoadContext): Promise<PayLoad> {
  const lang = resolveLang(request);
  const title = pageTitle(request, 'pay');
  const outTradeNo = new URL(request.url).searchParams.get('out_trade_no')?.trim() ?? '';
  const missing = serverI18n(lang).t('pay.infoMissing');
  if (!outTradeNo) return { state: 'failed', title, message: missing };
  const call = serverApi(request, context, lang);
  const [info, types, account] = await Promise.all([
    call(payInfoEndpoint, { out_trade_no: outTradeNo }),
    call(payTypeEndpoint, {}),
    call(memberAccountEndpoint, {}),
  ]);
  if (!info.ok) return { state: 'failed', title, message: info.message || missing };
  if (info.data.pay_status === PAY_STATUS.PAID) throw redirect(resultPath(outTradeNo));
  return {
    state: 'ready',
    title,
    info: info.data,
    // A payment without orders (a recharge) is paid with a wallet only (ADR 061).
    types: types.ok
      ? parsePayTypes(types.data.pay_type).filter(
          (type) => info.data.order_list.length > 0 || (WALLET_TYPES as readonly string[]).includes(type),
        )
      : [],
    wallets: types.ok ? types.data.wallets : [],
    account: account.ok
      ? { balance: account.data.balance ?? '0.00', is_pay_password: account.data.is_pay_password }
      : null,
  };
}
