import {
  Award,
  FileText,
  FolderTree,
  History,
  LayoutTemplate,
  LayoutDashboard,
  LifeBuoy,
  Megaphone,
  Package,
  Radio,
  Scale,
  Settings,
  Store,
  Ticket,
  UserCog,
  Users,
  Wallet,
  Zap,
} from 'lucide-react';
import { platformRoleMay, type PlatformPermission } from '@zay/contract';
import type { ConsoleMenuItem } from '~/components/console/console-chrome';

/** Lights an entry on every page whose path starts with `prefix` (the area's list, detail and edit pages). */
const litUnder = (prefix: string) => (path: string) => path.startsWith(prefix);

/** A work area and what a role must grant to open it (the permission its calls name, ADR 087). */
export type PlatformMenuItem = ConsoleMenuItem & { permission?: PlatformPermission };

/**
 * The platform console's side menu, in order. A new page adds its route under the platform's
 * layout in `routes.ts` and one entry here (its label under the `platform` namespace or its own).
 */
export const PLATFORM_MENU: PlatformMenuItem[] = [
  { to: '/platform', label: 'platform.menuHome', icon: LayoutDashboard, end: true },
  {
    to: '/platform/categories',
    permission: 'catalogue',
    label: 'platformCatalogue.menuCategories',
    icon: FolderTree,
  },
  { to: '/platform/brands', permission: 'catalogue', label: 'platformCatalogue.menuBrands', icon: Award },
  { to: '/platform/goods', permission: 'catalogue', label: 'platformGoods.menu', icon: Package },
  {
    to: '/platform/members',
    permission: 'members.read',
    label: 'platformMembers.menu',
    icon: Users,
    lit: litUnder('/platform/member'),
  },
  {
    to: '/platform/shops',
    permission: 'shops.review',
    label: 'shopJoin.menuShops',
    icon: Store,
    lit: litUnder('/platform/shop'),
  },
  {
    to: '/platform/withdraw',
    permission: 'withdrawals',
    label: 'platform.menuWithdraw',
    icon: Wallet,
    lit: litUnder('/platform/withdraw'),
  },
  {
    to: '/platform/complain',
    permission: 'complaints.read',
    label: 'afterSale.platformMenu',
    icon: Scale,
    lit: litUnder('/platform/complain'),
  },
  {
    to: '/platform/topics',
    permission: 'topics',
    label: 'platformPromo.menuTopics',
    icon: Megaphone,
    lit: litUnder('/platform/topic'),
  },
  { to: '/platform/seckill', permission: 'seckill', label: 'platformPromo.menuSeckill', icon: Zap },
  {
    to: '/platform/coupons',
    permission: 'coupons',
    label: 'platformPromo.menuCoupons',
    icon: Ticket,
    lit: litUnder('/platform/coupon'),
  },
  {
    to: '/platform/live',
    permission: 'live',
    label: 'platformContent.menuLive',
    icon: Radio,
  },
  {
    to: '/platform/help',
    permission: 'content',
    label: 'platformContent.menuHelp',
    icon: LifeBuoy,
    lit: litUnder('/platform/help'),
  },
  {
    to: '/platform/notice',
    permission: 'content',
    label: 'platformContent.menuNotice',
    icon: FileText,
    lit: litUnder('/platform/notice'),
  },
  { to: '/platform/decorate', permission: 'content', label: 'platformDecorate.menu', icon: LayoutTemplate },
  { to: '/platform/settings', permission: 'settings', label: 'platformSettings.menu', icon: Settings },
  { to: '/platform/staff', permission: 'administrator', label: 'platformStaff.menu', icon: UserCog },
  { to: '/platform/log', permission: 'administrator', label: 'actionLog.menu', icon: History },
];

/** The entries a staff member of `role` may open. */
export const platformMenuFor = (role: string) =>
  PLATFORM_MENU.filter((item) => !item.permission || platformRoleMay(role, item.permission));
