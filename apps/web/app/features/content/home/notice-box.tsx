import { RETURN_NO_REASON_DAYS } from '@zay/contract';
import { useShipWithinHours } from '~/lib/layout-data';
import {
  BadgeCheck,
  Gift,
  Megaphone,
  RotateCcw,
  Tag,
  Ticket,
  Truck,
  UserRound,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from '~/lib/translation';
import { Link } from 'react-router';
import { MemberAvatar } from '~/components/ui/member-avatar';
import { useLayoutData } from '~/lib/layout-data';

const ENTRIES: { to: string; icon: LucideIcon; key: 'seckill' | 'groupbuy' | 'coupons' | 'brands' }[] = [
  { to: '/promotion/seckill', icon: Zap, key: 'seckill' },
  { to: '/promotion/groupbuy', icon: Gift, key: 'groupbuy' },
  { to: '/coupon', icon: Ticket, key: 'coupons' },
  { to: '/brand', icon: Tag, key: 'brands' },
];

// Burmese labels can take two lines in these narrow buttons, so they grow rather than clip.
const BUTTON =
  'flex min-h-8 flex-1 items-center justify-center rounded-2xl px-2 py-1 text-center text-xs leading-tight-text';
const PILL_PRIMARY = `${BUTTON} bg-brand text-white hover:bg-brand-dark`;
const PILL_SECONDARY = `${BUTTON} border border-brand text-brand hover:bg-brand-soft`;

function Greeting() {
  const { t } = useTranslation();
  const data = useLayoutData();
  const member = data?.member;
  return (
    <div className="flex flex-col items-center border-b border-line pb-3 text-center">
      {member ? (
        <MemberAvatar src={member.headimg} size={40} />
      ) : (
        <span className="grid size-10 place-items-center rounded-full bg-brand-soft text-brand">
          <UserRound size={22} aria-hidden />
        </span>
      )}
      <p className="mt-2 w-full truncate text-[13px] leading-tight-text text-ink">
        {member
          ? t('home.memberGreeting', { name: member.nickname })
          : t('home.greeting', { site: data?.site.title ?? '' })}
      </p>
      <div className="mt-2 flex w-full gap-2">
        <Link to={member ? '/member/index' : '/login'} className={PILL_PRIMARY}>
          {member ? t('home.memberCentre') : t('header.login')}
        </Link>
        <Link to={member ? '/member/order_list' : '/register'} className={PILL_SECONDARY}>
          {member ? t('home.myOrders') : t('header.register')}
        </Link>
      </div>
    </div>
  );
}

export interface NoticeLink {
  id: number;
  title: string;
}

function NoticeHeading() {
  const { t } = useTranslation();
  return (
    <h2 className="mb-2 flex items-center justify-between text-[13px] font-semibold text-ink">
      <span className="flex items-center gap-1.5">
        <Megaphone size={14} className="text-brand" aria-hidden />
        {t('home.notices')}
      </span>
      <Link to="/cms/notice" className="text-xs font-normal text-subtle hover:text-brand">
        {t('common.more')}
      </Link>
    </h2>
  );
}

/** The latest notices (pinned first), one line each; the full title is the link's tooltip. */
function Notices({ notices }: { notices: NoticeLink[] }) {
  const { t } = useTranslation();
  return (
    <div className="flex-1 border-b border-line py-2">
      <NoticeHeading />
      <ul aria-label={t('cms.latestNotices')} className="space-y-1.5 text-xs leading-[1.5]">
        {notices.map((n) => (
          <li key={n.id} className="truncate">
            <Link to={`/cms/notice-${n.id}`} title={n.title} className="text-muted hover:text-brand">
              {n.title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Shopping promises of SPEC §1, shown while there is no notice. */
function Promises() {
  const { t } = useTranslation();
  const hours = useShipWithinHours();
  const rows: [LucideIcon, string][] = [
    [Truck, t('home.promiseShipping', { hours, count: hours })],
    [RotateCcw, t('home.promiseReturn', { days: RETURN_NO_REASON_DAYS })],
    [BadgeCheck, t('home.promiseGenuine')],
  ];
  return (
    <div className="flex-1 border-b border-line py-2">
      <NoticeHeading />
      {/* Burmese is 13px here (issue 20 §12); 1.5 leading keeps its two-line rows inside the box. */}
      <ul className="space-y-1.5 text-xs leading-[1.5] text-muted">
        {rows.map(([Icon, text]) => (
          <li key={text} className="flex items-start gap-1.5">
            <Icon size={13} className="mt-0.5 shrink-0 text-brand" aria-hidden />
            <span>{text}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function NoticeBox({ notices }: { notices: NoticeLink[] }) {
  const { t } = useTranslation();
  return (
    <aside
      aria-label={t('home.noticeBox')}
      className="pointer-events-auto absolute top-3 right-3 bottom-3 flex w-[236px] flex-col overflow-hidden rounded-lg bg-white/95 p-4 shadow-lg backdrop-blur"
    >
      <Greeting />
      {notices.length > 0 ? <Notices notices={notices} /> : <Promises />}
      <ul className="grid grid-cols-4 gap-1 pt-2">
        {ENTRIES.map(({ to, icon: Icon, key }) => (
          <li key={key}>
            <Link
              to={to}
              className="flex flex-col items-center gap-1 text-center text-2xs leading-[1.4] text-body hover:text-brand"
            >
              <span className="grid size-8 place-items-center rounded-full bg-brand-soft text-brand">
                <Icon size={17} aria-hidden />
              </span>
              {t(`home.entry.${key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </aside>
  );
}
