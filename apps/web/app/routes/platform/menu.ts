import {
  Award,
  FileText,
  FolderTree,
  History,
  LayoutDashboard,
  LifeBuoy,
  Megaphone,
  Radio,
  Scale,
  Settings,
  Store,
  Ticket,
  Users,
  Wallet,
  Zap,
} from 'lucide-react';
import type { ConsoleMenuItem } from '~/components/console/console-chrome';

/** Lights an entry on every page whose path starts with `prefix` (the area's list, detail and edit pages). */
const litUnder = (prefix: string) => (path: string) => path.startsWith(prefix);

/**
 * The platform console's side menu, in order. A new page adds its route under the platform's
 * layout in `routes.ts` and one entry here (its label under the `platform` namespace or its own).
 */
export const PLATFORM_MENU: ConsoleMenuItem[] = [
  { to: '/platform', label: 'platform.menuHome', icon: LayoutDashboard, end: true },
  { to: '/platform/categories', label: 'platformCatalogue.menuCategories', icon: FolderTree },
  { to: '/platform/brands', label: 'platformCatalogue.menuBrands', icon: Award },
  { to: '/platform/members', label: 'platformMembers.menu', icon: Users, lit: litUnder('/platform/member') },
  { to: '/platform/shops', label: 'shopJoin.menuShops', icon: Store },
  {
    to: '/platform/withdraw',
    label: 'platform.menuWithdraw',
    icon: Wallet,
    lit: litUnder('/platform/withdraw'),
  },
  {
    to: '/platform/complain',
    label: 'afterSale.platformMenu',
    icon: Scale,
    lit: litUnder('/platform/complain'),
  },
  {
    to: '/platform/topics',
    label: 'platformPromo.menuTopics',
    icon: Megaphone,
    lit: litUnder('/platform/topic'),
  },
  { to: '/platform/seckill', label: 'platformPromo.menuSeckill', icon: Zap },
  {
    to: '/platform/coupons',
    label: 'platformPromo.menuCoupons',
    icon: Ticket,
    lit: litUnder('/platform/coupon'),
  },
  {
    to: '/platform/live',
    label: 'platformContent.menuLive',
    icon: Radio,
  },
  {
    to: '/platform/help',
    label: 'platformContent.menuHelp',
    icon: LifeBuoy,
    lit: litUnder('/platform/help'),
  },
  {
    to: '/platform/notice',
    label: 'platformContent.menuNotice',
    icon: FileText,
    lit: litUnder('/platform/notice'),
  },
  { to: '/platform/settings', label: 'platformSettings.menu', icon: Settings },
  { to: '/platform/log', label: 'actionLog.menu', icon: History },
];
