import { rechargeInfoEndpoint } from '@zay/contract';
import { Wallet } from 'lucide-react';
import { Link } from 'react-router';
import type { Route } from './+types/route';
import { formatPrice, Price } from '~/components/ui/price';
import { StatusPanel } from '~/components/ui/status-panel';
import { BuyButton } from '~/features/money/recharge/buy-button';
import { RechargeCover } from '~/features/money/recharge/recharge-cover';
import { serverApi } from '~/lib/api.server';
import { serverI18n } from '~/lib/i18n.server';
import { resolveLang } from '~/lib/lang';
import { noindexPageMeta } from '~/lib/meta';
import { pageTitle } from '~/lib/page-title.server';
import { useTranslation } from '~/lib/translation';

export async function loader({ request, context }: Route.LoaderArgs) {
  const title = pageTitle(request, 'member_recharge_detail');
  const id = Number(new URL(request.url).searchParams.get('id'));
  const missing = serverI18n(resolveLang(request)).t('recharge.notFound');
  if (!Number.isSafeInteger(id) || id < 1) return { title, item: null, message: missing };
  const result = await serverApi(request, context)(rechargeInfoEndpoint, { recharge_id: id });
  if (!result.ok) return { title, item: null, message: result.message || missing };
  return { title: `${result.data.recharge_name} - ${title}`, item: result.data, message: '' };
}

export const meta: Route.MetaFunction = noindexPageMeta;

/** `/member/recharge_detail?id=`: one package, its price against its face value, the bonus, "recharge now". */
export default function RechargeDetailRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { item, message } = loaderData;
  return (
    <div className="flex flex-col gap-4 pb-10">
      <Link to="/member/recharge_list" className="text-[13px] text-muted hover:text-brand">
        ← {t('recharge.back')}
      </Link>
      {!item ? (
        <div className="bg-white py-6">
          <StatusPanel icon={Wallet} title={message} description="" compact>
            <Link to="/member/recharge_list" className="text-brand hover:underline">
              {t('recharge.back')}
            </Link>
          </StatusPanel>
        </div>
      ) : (
        <section className="flex flex-wrap gap-8 bg-white p-6" aria-labelledby="recharge-name">
          <RechargeCover cover={item.cover_img} face={item.face_value} size="large" />
          <div className="flex min-w-64 flex-1 flex-col gap-4">
            <h1 id="recharge-name" className="text-xl leading-tight-text font-semibold text-ink">
              {item.recharge_name}
            </h1>
            <p className="flex flex-wrap items-baseline gap-3">
              <span className="text-[14px] text-muted">{t('recharge.price')}</span>
              <Price amount={item.buy_price} className="text-3xl font-semibold text-brand" />
              {item.face_value !== item.buy_price && (
                <s
                  className="text-[14px] text-muted"
                  aria-label={t('recharge.faceValueOf', { value: formatPrice(item.face_value) })}
                >
                  <Price amount={item.face_value} />
                </s>
              )}
            </p>
            <p className="text-[14px] leading-tight-text text-body" data-testid="recharge-credit">
              {t('recharge.credits', { value: formatPrice(item.face_value) })}
            </p>
            <ul className="flex flex-col gap-1 text-[14px] leading-tight-text text-body">
              {item.point > 0 && <li>{t('recharge.extraPoint', { point: item.point, count: item.point })}</li>}
              {item.growth > 0 && <li>{t('recharge.extraGrowth', { growth: item.growth })}</li>}
            </ul>
            <p className="text-[13px] leading-tight-text text-muted">{t('recharge.walletOnly')}</p>
            <div>
              <BuyButton rechargeId={item.recharge_id} />
            </div>
          </div>
        </section>
      )}
    </div>
  );
}
