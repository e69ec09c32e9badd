import { RETURN_NO_REASON_DAYS } from '@zay/contract';
import { useShipWithinHours } from '~/lib/layout-data';
import { BadgeCheck, RotateCcw, ShieldCheck, ShoppingBag, Truck, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '~/lib/translation';

function BrandPanel() {
  const { t } = useTranslation();
  const hours = useShipWithinHours();
  const perks: [LucideIcon, string][] = [
    [Truck, t('home.promiseShipping', { hours, count: hours })],
    [RotateCcw, t('home.promiseReturn', { days: RETURN_NO_REASON_DAYS })],
    [BadgeCheck, t('home.promiseGenuine')],
    [ShieldCheck, t('auth.brand.secure')],
  ];
  return (
    <div className="max-w-[500px] text-white">
      <span className="grid size-20 place-items-center rounded-2xl bg-white/15 ring-1 ring-white/30">
        <ShoppingBag size={42} strokeWidth={1.5} aria-hidden />
      </span>
      <p className="mt-8 text-[34px] leading-tight-text font-bold">{t('auth.brand.title')}</p>
      <p className="mt-3 text-[16px] leading-text text-white/90">{t('auth.brand.subtitle')}</p>
      <ul className="mt-8 grid grid-cols-2 gap-x-6 gap-y-4">
        {perks.map(([Icon, text]) => (
          <li key={text} className="flex items-start gap-2.5 text-[14px] leading-tight-text">
            <span className="grid size-8 shrink-0 place-items-center rounded-full bg-white/15">
              <Icon size={16} aria-hidden />
            </span>
            <span className="pt-1">{text}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

interface Props {
  title: string;
  children: ReactNode;
  /** Under the card's body, e.g. "New here? Register". */
  footer?: ReactNode;
  /** Card width: the recovery steps need more room than a login form. */
  width?: 'narrow' | 'wide';
}

/** The auth pages' composition: the marketplace's promise on the left, the form card on the right. */
export function AuthShell({ title, children, footer, width = 'narrow' }: Props) {
  return (
    <div className="page-width flex items-center justify-between gap-12 py-12">
      <BrandPanel />
      <section
        aria-labelledby="auth-title"
        className={`shrink-0 rounded-xl bg-white px-9 pt-8 pb-7 shadow-[0_12px_40px_rgba(60,0,0,0.25)] ${width === 'wide' ? 'w-[560px]' : 'w-[440px]'}`}
      >
        <h1 id="auth-title" className="mb-6 text-[22px] leading-tight-text font-semibold text-ink">
          {title}
        </h1>
        {children}
        {footer && (
          <p className="mt-6 border-t border-line pt-5 text-center text-[13px] leading-text text-muted">{footer}</p>
        )}
      </section>
    </div>
  );
}

/** An informational line at the top of a card (e.g. why the shopper was sent to log in). */
export function AuthNotice({ children }: { children: ReactNode }) {
  return (
    <p
      role="status"
      className="mb-5 rounded border border-[#f5d9a8] bg-[#fff8eb] px-3 py-2 text-[13px] leading-tight-text text-[#7a4a00]"
    >
      {children}
    </p>
  );
}
