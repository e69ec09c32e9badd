import { payInfoEndpoint } from '@zay/contract';
import { CircleAlert } from 'lucide-react';
import { Link } from 'react-router';
import type { Route } from './+types/route';
import { SECONDARY_BUTTON, StatusPanel } from '~/components/ui/status-panel';
import { ResultPanel } from '~/features/payment/result-panel';
import { serverApi } from '~/lib/api.server';
import { serverI18n } from '~/lib/i18n.server';
import { resolveLang } from '~/lib/lang';
import { noindexPageMeta } from '~/lib/meta';
import { pageTitle } from '~/lib/page-title.server';
import { useTranslation } from '~/lib/translation';

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = resolveLang(request);
  const title = pageTitle(request, 'result');
  const outTradeNo = new URL(request.url).searchParams.get('out_trade_no')?.trim() ?? '';
  const missing = serverI18n(lang).t('pay.infoMissing');
  if (!outTradeNo) return { title, info: null, message: missing };
  const info = await serverApi(request, context, lang)(payInfoEndpoint, { out_trade_no: outTradeNo });
  return info.ok ? { title, info: info.data, message: '' } : { title, info: null, message: info.message || missing };
}

export const meta: Route.MetaFunction = noindexPageMeta;

export default function ResultRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, info, message } = loaderData;
  return (
    <div className="pb-10">
      <h1 className="mb-3 text-xl leading-tight-text font-semibold text-ink">{title}</h1>
      {info ? (
        <ResultPanel info={info} />
      ) : (
        <StatusPanel icon={CircleAlert} title={t('pay.result_failed')} description={message} compact>
          <Link to="/member/index" className={SECONDARY_BUTTON}>
            {t('pay.memberCentre')}
          </Link>
        </StatusPanel>
      )}
    </div>
  );
}
