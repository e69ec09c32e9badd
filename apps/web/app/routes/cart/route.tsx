import { CircleAlert, LogIn, ShoppingCart } from 'lucide-react';
import { Link, useLocation, useRevalidator } from 'react-router';
import type { Route } from './+types/route';
import { Breadcrumbs } from '~/components/ui/breadcrumbs';
import { PRIMARY_BUTTON, SECONDARY_BUTTON, StatusPanel } from '~/components/ui/status-panel';
import { CartPage } from '~/features/trade/cart/cart-page';
import { noindexPageMeta } from '~/lib/meta';
import { loginPath } from '~/lib/safe-redirect';
import { useTranslation } from '~/lib/translation';
import { cartAction, loadCart } from './cart.server';

export const loader = ({ request, context }: Route.LoaderArgs) => loadCart(request, context);

export const action = ({ request, context }: Route.ActionArgs) => cartAction(request, context);

export const meta: Route.MetaFunction = noindexPageMeta;

function Visitor() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <StatusPanel icon={LogIn} title={t('cart.loginTitle')} description={t('cart.loginText')} compact>
      <Link to={loginPath(`${pathname}${search}`)} className={PRIMARY_BUTTON}>
        {t('cart.login')}
      </Link>
      <Link to="/index" className={SECONDARY_BUTTON}>
        {t('cart.goShopping')}
      </Link>
    </StatusPanel>
  );
}

function Failed({ message }: { message: string }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  return (
    <StatusPanel icon={CircleAlert} title={t('cart.loadFailed')} description={message || t('errors.network')} compact>
      <button
        type="button"
        onClick={() => void revalidator.revalidate()}
        disabled={revalidator.state !== 'idle'}
        className={PRIMARY_BUTTON}
      >
        {t('cart.retry')}
      </button>
    </StatusPanel>
  );
}

function Empty() {
  const { t } = useTranslation();
  return (
    <StatusPanel icon={ShoppingCart} title={t('cart.emptyTitle')} description={t('cart.emptyText')} compact>
      <Link to="/index" className={PRIMARY_BUTTON}>
        {t('cart.goShopping')}
      </Link>
    </StatusPanel>
  );
}

export default function CartRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const count = loaderData.state === 'ready' ? loaderData.lines.length : 0;
  return (
    <div className="page-width pb-12">
      <Breadcrumbs items={[{ label: loaderData.title }]} />
      <h1 className="mb-4 text-xl leading-tight-text font-semibold text-ink">
        {loaderData.state === 'ready' && count > 0 ? t('cart.heading', { count }) : loaderData.title}
      </h1>
      {loaderData.state === 'visitor' && <Visitor />}
      {loaderData.state === 'failed' && <Failed message={loaderData.message} />}
      {loaderData.state === 'ready' && (count > 0 ? <CartPage lines={loaderData.lines} /> : <Empty />)}
    </div>
  );
}
