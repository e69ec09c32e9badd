import { FileText, LayoutDashboard, LifeBuoy, Megaphone, Radio, Scale, Ticket, Wallet, Zap } from 'lucide-react';
import type { ConsoleMenuItem } from '~/components/console/console-chrome';

/**
 * The platform console's side menu, in order. A new page adds its route under the platform's
 * layout in `routes.ts` and one entry here (its label under the `platform` namespace or its own).
 */
export const PLATFORM_MENU: ConsoleMenuItem[] = [
  { to: '/platform', label: 'platform.menuHome', icon: LayoutDashboard, end: true },
  {
    to: '/platform/withdraw',
    label: 'platform.menuWithdraw',
    icon: Wallet,
    lit: (path) => path.startsWith('/platform/withdraw'),
  },
  {
    to: '/platform/complain',
    label: 'afterSale.platformMenu',
    icon: Scale,
    lit: (path) => path.startsWith('/platform/complain'),
  },
  {
    to: '/platform/topics',
    label: 'platformPromo.menuTopics',
    icon: Megaphone,
    lit: (path) => path.startsWith('/platform/topic'),
  },
  { to: '/platform/seckill', label: 'platformPromo.menuSeckill', icon: Zap },
  {
    to: '/platform/coupons',
    label: 'platformPromo.menuCoupons',
    icon: Ticket,
    lit: (path) => path.startsWith('/platform/coupon'),
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
    lit: (path) => path.startsWith('/platform/help'),
  },
  {
    to: '/platform/notice',
    label: 'platformContent.menuNotice',
    icon: FileText,
    lit: (path) => path.startsWith('/platform/notice'),
  },
];
