import { BACK_TO_TOP_PX } from '@zay/contract';
import {
  ArrowUp,
  ClipboardList,
  Footprints,
  Headset,
  Heart,
  ShoppingCart,
  Ticket,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '~/lib/translation';
import { Link } from 'react-router';
import { ChatEntry } from '~/components/ui/chat-entry';

const ITEM =
  'group/side relative flex w-full flex-col items-center justify-center gap-0.5 py-2.5 text-white/85 hover:bg-brand hover:text-white focus-visible:bg-brand';

function Label({ children }: { children: ReactNode }) {
  return (
    <span className="pointer-events-none invisible absolute top-1/2 right-full mr-1 -translate-y-1/2 rounded bg-brand px-3 py-1 text-xs whitespace-nowrap text-white opacity-0 shadow transition group-hover/side:visible group-hover/side:opacity-100 group-focus-visible/side:visible group-focus-visible/side:opacity-100">
      {children}
    </span>
  );
}

function SideLink({ to, icon: Icon, label }: { to: string; icon: LucideIcon; label: string }) {
  return (
    <Link to={to} className={ITEM} aria-label={label}>
      <Icon size={18} aria-hidden />
      <Label>{label}</Label>
    </Link>
  );
}

function useScrolledPast(px: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > px);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [px]);
  return past;
}

function ServiceLink({ siteId }: { siteId: number }) {
  const { t } = useTranslation();
  return (
    <ChatEntry target={{ siteId }} className={ITEM} label={t('sidebar.service')}>
      <Headset size={18} aria-hidden />
      <Label>{t('sidebar.service')}</Label>
    </ChatEntry>
  );
}

/** `siteId`: the shop of the page (shop layout); elsewhere the chat opens with the platform's service. */
export function RightSidebar({ cartCount, siteId = 0 }: { cartCount: number; siteId?: number }) {
  const { t } = useTranslation();
  const showTop = useScrolledPast(BACK_TO_TOP_PX);
  const smooth = () => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
  };
  return (
    <aside
      aria-label={t('sidebar.label')}
      className="fixed top-0 right-0 z-40 flex h-screen w-9 flex-col justify-between bg-dark py-4"
    >
      <div className="mt-[25vh] flex flex-col">
        <Link to="/cart" className={`${ITEM} gap-1 py-3`} aria-label={t('header.cartCount', { count: cartCount })}>
          <ShoppingCart size={18} aria-hidden />
          <span className="min-w-5 rounded-full bg-brand px-1 text-center text-[11px] leading-4 text-white">
            {cartCount > 99 ? '99+' : cartCount}
          </span>
          <Label>{t('sidebar.cart')}</Label>
        </Link>
        <SideLink to="/member/order_list" icon={ClipboardList} label={t('header.myOrders')} />
        <SideLink to="/member/footprint" icon={Footprints} label={t('header.footprint')} />
        <SideLink to="/member/collection" icon={Heart} label={t('header.follows')} />
        <SideLink to="/member/my_coupon" icon={Ticket} label={t('sidebar.coupons')} />
      </div>
      <div className="flex flex-col">
        <ServiceLink siteId={siteId} />
        <button
          type="button"
          onClick={smooth}
          aria-label={t('sidebar.backToTop')}
          className={`${ITEM} transition-opacity ${showTop ? '' : 'pointer-events-none invisible opacity-0'}`}
        >
          <ArrowUp size={18} aria-hidden />
          <Label>{t('sidebar.backToTop')}</Label>
        </button>
      </div>
    </aside>
  );
}
