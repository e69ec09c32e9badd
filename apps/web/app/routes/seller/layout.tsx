import { roleMay, sellerLogoutEndpoint } from '@zay/contract';
import {
  ClipboardList,
  Headset,
  FolderTree,
  Landmark,
  MessageSquareText,
  PackageSearch,
  Package,
  Radio,
  RotateCcw,
  Store,
  Ticket,
  Truck,
  UserCog,
  Wallet,
  Users,
  Zap,
} from 'lucide-react';
import { Outlet, useLocation } from 'react-router';
import { ConsoleChrome, type ConsoleMenuItem } from '~/components/console/console-chrome';
import { consoleLayoutMeta } from '~/components/console/console-meta';
import { PageError } from '~/components/layout/route-error';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/layout';
import { getStaff } from './seller.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  return { staff: await getStaff(request, context) };
}

export const meta: Route.MetaFunction = consoleLayoutMeta;

// The order desk's entry stays lit on its order pages; every other area has its own entry.
const OTHER_AREAS =
  /^\/seller\/(reviews|refund|settlement|coupon|seckill|groupbuy|combos|live|shop|categories|delivery|goods|staff|finance)/;
const COUPONS: ConsoleMenuItem = {
  to: '/seller/coupons',
  label: 'coupons.sellerMenu',
  icon: Ticket,
  lit: (path) => path.startsWith('/seller/coupon'),
};
// A shop's goods (ADR 090): for the roles that edit goods, in a shop (the platform's staff have none).
const GOODS: ConsoleMenuItem = {
  to: '/seller/goods',
  label: 'goodsConsole.menu',
  icon: PackageSearch,
  lit: (path) => path.startsWith('/seller/goods'),
};
// The settlement ledger is a shop's own: the platform's staff (site 0) are refused it, so not offered it.
const SETTLEMENT: ConsoleMenuItem = { to: '/seller/settlement', label: 'afterSale.settlement', icon: Landmark };
// The shop's own profile and categories are its owner's (ADR 089); the platform's staff have no shop here.
const OWN_SHOP: ConsoleMenuItem[] = [
  { to: '/seller/shop', label: 'shopJoin.menuShop', icon: Store },
  { to: '/seller/categories', label: 'shopJoin.menuCategories', icon: FolderTree },
  { to: '/seller/delivery', label: 'sellerDelivery.menu', icon: Truck },
];
// The shop's staff accounts and its action log (ADR 098): the owner's, in a shop.
const STAFF: ConsoleMenuItem = { to: '/seller/staff', label: 'shopStaff.menu', icon: UserCog };
// The shop's money (ADR 102): balance, bank accounts and withdrawals, the owner's (`money`), in a shop.
const FINANCE: ConsoleMenuItem = { to: '/seller/finance', label: 'sellerFinance.menu', icon: Wallet };
const menuOf = (role: string, siteId: number): ConsoleMenuItem[] => [
  {
    to: '/seller',
    label: 'seller.menuOrders',
    icon: ClipboardList,
    lit: (path) => path.startsWith('/seller') && !OTHER_AREAS.test(path),
  },
  ...(siteId !== 0 && roleMay(role, 'goods') ? [GOODS] : []),
  { to: '/seller/reviews', label: 'seller.menuReviews', icon: MessageSquareText },
  { to: '/seller/refunds', label: 'afterSale.menu', icon: RotateCcw, lit: (path) => path.startsWith('/seller/refund') },
  ...(siteId === 0 ? [] : [SETTLEMENT]),
  ...(roleMay(role, 'coupons') ? [COUPONS] : []),
  { to: '/seller/seckill', label: 'seckill.sellerMenu', icon: Zap },
  { to: '/seller/combos', label: 'combo.sellerMenu', icon: Package },
  { to: '/seller/groupbuy', label: 'groupbuy.sellerMenu', icon: Users },
  { to: '/seller/live', label: 'live.console.title', icon: Radio },
  ...(siteId !== 0 && roleMay(role, 'shop') ? OWN_SHOP : []),
  ...(siteId !== 0 && roleMay(role, 'staff') ? [STAFF] : []),
  ...(siteId !== 0 && roleMay(role, 'money') ? [FINANCE] : []),
  { to: '/servicer', label: 'seller.menuChat', icon: Headset, external: true },
];

/** The shop console: the shared console chrome with the shop's side menu (ADR 049, ADR 060). */
export default function SellerLayout({ loaderData: { staff } }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const shown = staff && {
    logo: staff.logo,
    shop: staff.site_id === 0 ? t('seller.platform') : staff.shop_name,
    name: `${staff.nickname} (${staff.role_name})`,
  };
  return (
    <ConsoleChrome
      ns="seller"
      icon={Store}
      staff={shown}
      logoutEndpoint={sellerLogoutEndpoint}
      menu={menuOf(staff?.role ?? '', staff?.site_id ?? 0)}
      pathname={pathname}
    >
      <Outlet />
    </ConsoleChrome>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageError error={error} />;
}
