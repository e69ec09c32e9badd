import type { ReactNode } from 'react';
import { useTranslation } from '~/lib/translation';
import { NavLink, useLocation } from 'react-router';
import type { Messages } from '~/lib/i18n';
import { useLayoutData } from '~/lib/layout-data';
import { HeaderMain } from './header-main';
import { HeaderTop } from './header-top';
import { NavBar } from './nav-bar';
import { SiteFooter } from './site-footer';

type PageKey = keyof Messages['pages'];

const GROUPS: { title: keyof Messages['member']; pages: PageKey[] }[] = [
  { title: 'groupOrders', pages: ['member_order_list', 'member_activist'] },
  {
    title: 'groupProfile',
    pages: [
      'member_info',
      'member_security',
      'member_delivery_address',
      'member_collection',
      'member_footprint',
      'member_level',
      'member_signin',
    ],
  },
  {
    title: 'groupAccount',
    pages: [
      'member_account',
      'member_my_point',
      'member_my_coupon',
      'member_account_list',
      'member_withdrawal',
      'member_recharge_list',
    ],
  },
  // Joining the marketplace (issue 30, ADR 089).
  { title: 'groupShop', pages: ['shop_apply'] },
];

/** Shown only to a member a shop made its verifier (API-SHAPES-MORE §4). */
const DESK_PAGES: PageKey[] = ['member_verification', 'member_verification_list'];

const pathOf = (key: PageKey) => `/${key.replace('member_', 'member/')}`;

/** Pages outside the menu light up the item they belong to (the family's `meta.parentRouter`). */
const PARENT: Record<string, string> = {
  '/member/address_edit': '/member/delivery_address',
  '/member/refund': '/member/activist',
  '/member/refund_detail': '/member/activist',
  '/member/complain': '/member/activist',
};

function MemberMenu({ isVerifier }: { isVerifier: boolean }) {
  const { t } = useTranslation();
  const parent = PARENT[useLocation().pathname];
  const item =
    (path: string) =>
    ({ isActive }: { isActive: boolean }) =>
      `block border-l-2 py-1.5 pl-5 text-[13px] ${isActive || path === parent ? 'border-brand bg-brand-soft text-brand' : 'border-transparent text-body hover:text-brand'}`;
  return (
    <nav aria-label={t('member.menu')} className="w-[210px] shrink-0 self-start bg-white py-4">
      <NavLink
        to="/member/index"
        className={({ isActive }) =>
          `mb-2 block px-5 text-[17px] font-semibold ${isActive ? 'text-brand' : 'text-ink'}`
        }
      >
        {t('pages.member_index')}
      </NavLink>
      {GROUPS.map((group) => ({
        ...group,
        pages: group.title === 'groupOrders' && isVerifier ? [...group.pages, ...DESK_PAGES] : group.pages,
      })).map((group) => (
        <section key={group.title} className="mt-3">
          <h2 className="px-5 pb-1 text-[14px] font-semibold text-ink">{t(`member.${group.title}`)}</h2>
          <ul>
            {group.pages.map((page) => (
              <li key={page}>
                <NavLink to={pathOf(page)} className={item(pathOf(page))}>
                  {t(`pages.${page}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}

/** SPEC §2 member layout: the site header, the member-centre menu and the page. */
export function MemberLayout({ children, isVerifier }: { children: ReactNode; isVerifier: boolean }) {
  const data = useLayoutData();
  if (!data) return <main>{children}</main>;
  return (
    <div className="flex min-h-screen flex-col">
      <HeaderTop data={data} />
      <header>
        <HeaderMain data={data} />
        <NavBar data={data} />
      </header>
      <div className="page-width flex flex-1 gap-5 py-5">
        <MemberMenu isVerifier={isVerifier} />
        <main id="main" data-layout="member" className="min-w-0 flex-1">
          {children}
        </main>
      </div>
      <SiteFooter data={data} />
    </div>
  );
}
