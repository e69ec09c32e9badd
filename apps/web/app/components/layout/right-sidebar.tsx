import { BACK_TO_TOP_PX, type ServicerConfig } from '@zay/contract';
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
import { safeUrl } from '~/lib/links';

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

function ServiceLink({ servicer }: { servicer: ServicerConfig }) {
  const { t } = useTranslation();
  const third = servicer.type === 'third' ? safeUrl(servicer.third) : '';
  if (servicer.type === 'none') return null;
  const content = (
    <>
      <Headset size={18} aria-hidden />
      <Label>{t('sidebar.service')}</Label>
    </>
  );
  // The built-in chat ('system') arrives with the chat work; until then the button only names the service.
  return third ? (
    <a href={third} target="_blank" rel="noopener noreferrer" className={ITEM} aria-label={t('sidebar.service')}>
      {content}
    </a>
  ) : (
    <button type="button" className={ITEM} aria-label={t('sidebar.service')}>
      {content}
    </button>
  );
}

export function RightSidebar({ cartCount, servicer }: { cartCount: number; servicer: ServicerConfig }) {
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
            {cartCount}
          </span>
          <Label>{t('sidebar.cart')}</Label>
        </Link>
        <SideLink to="/member/order_list" icon={ClipboardList} label={t('header.myOrders')} />
        <SideLink to="/member/footprint" icon={Footprints} label={t('header.footprint')} />
        <SideLink to="/member/collection" icon={Heart} label={t('header.follows')} />
        <SideLink to="/member/my_coupon" icon={Ticket} label={t('sidebar.coupons')} />
      </div>
      <div className="flex flex-col">
        <ServiceLink servicer={servicer} />
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
