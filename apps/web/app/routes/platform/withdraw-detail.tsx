import { platformWithdrawDetailEndpoint } from '@zay/contract';
import { Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { StatusPanel } from '~/components/ui/status-panel';
import { WithdrawActions } from '~/features/money/withdrawal/console/withdraw-actions';
import { WithdrawFacts } from '~/features/money/withdrawal/console/withdraw-facts';
import { serverApi } from '~/lib/api.server';
import { serverI18n } from '~/lib/i18n.server';
import { resolveLang } from '~/lib/lang';
import { noindexPageMeta } from '~/lib/meta';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/withdraw-detail';
import { requirePlatformStaff } from './platform.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePlatformStaff(request, context);
  const i18n = serverI18n(resolveLang(request));
  const id = Number(new URL(request.url).searchParams.get('id'));
  const empty = { title: i18n.t('platform.notFound'), withdrawal: null, message: i18n.t('platform.notFoundText') };
  if (!Number.isSafeInteger(id) || id < 1) return empty;
  const result = await serverApi(request, context)(platformWithdrawDetailEndpoint, { id });
  if (!result.ok) return { ...empty, message: result.message };
  return { title: `${i18n.t('platform.withdrawNo')} ${result.data.withdraw_no}`, withdrawal: result.data, message: '' };
}

export const meta: Route.MetaFunction = noindexPageMeta;

/** `/platform/withdraw_detail?id=`: one withdrawal, and what the platform can do with it now. */
export default function PlatformWithdrawDetailRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { withdrawal, title, message } = loaderData;
  return (
    <div className="mx-auto max-w-[1100px]">
      <Link to="/platform/withdraw" className="mb-2 inline-block text-[13px] text-muted hover:text-brand">
        ← {t('platform.backToList')}
      </Link>
      <h1 className="mb-4 text-xl leading-tight-text font-semibold break-all text-ink">{title}</h1>
      {withdrawal ? (
        <>
          <WithdrawActions w={withdrawal} />
          <WithdrawFacts w={withdrawal} />
        </>
      ) : (
        <div className="bg-white py-6">
          <StatusPanel icon={Wallet} title={title} description={message} compact />
        </div>
      )}
    </div>
  );
}
