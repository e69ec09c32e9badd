import { CircleAlert } from 'lucide-react';
import { Link } from 'react-router';
import type { Route } from './+types/route';
import { PRIMARY_BUTTON, SECONDARY_BUTTON, StatusPanel } from '~/components/ui/status-panel';
import { PayPage } from '~/features/payment/pay-page';
import { noindexPageMeta } from '~/lib/meta';
import { useTranslation } from '~/lib/translation';
import { loadPay } from './pay.server';

export const loader = ({ request, context }: Route.LoaderArgs) => loadPay(request, context);

export const meta: Route.MetaFunction = noindexPageMeta;

function Failed({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <StatusPanel icon={CircleAlert} title={t('pay.cannotPay')} description={message} compact>
      <Link to="/member/order_list" className={PRIMARY_BUTTON}>
        {t('pay.myOrders')}
      </Link>
      <Link to="/index" className={SECONDARY_BUTTON}>
        {t('pay.backHome')}
      </Link>
    </StatusPanel>
  );
}

export default function PayRoute({ loaderData }: Route.ComponentProps) {
  return (
    <div className="pb-10">
      <h1 className="mb-3 text-xl leading-tight-text font-semibold text-ink">{loaderData.title}</h1>
      {loaderData.state === 'failed' ? (
        <Failed message={loaderData.message} />
      ) : (
        <PayPage
          key={loaderData.info.out_trade_no}
          info={loaderData.info}
          types={loaderData.types}
          wallets={loaderData.wallets}
          account={loaderData.account}
        />
      )}
    </div>
  );
}
