import { Fragment } from 'react';
import { useTranslation } from '~/lib/translation';
import { Link } from 'react-router';
import type { LayoutData } from '~/lib/layout-data';
import { AccountLinks } from './account-links';
import { CitySwitch } from './city-switch';
import { LanguageSwitcher } from './language-switcher';
import { QrPopover } from './qr-popover';

const QUICK_LINKS = [
  ['/member/order_list', 'header.myOrders'],
  ['/member/footprint', 'header.footprint'],
  ['/member/collection', 'header.follows'],
  ['/cms/help', 'header.help'],
  ['/cms/notice', 'header.notices'],
] as const;

function Divider() {
  return <span className="h-3 w-px bg-[#d6d6d6]" aria-hidden />;
}

/**
 * One line in every language (ADR 079): its height never depends on how the text wraps, so the
 * page below does not move when the Burmese font arrives after the first paint.
 */
export function HeaderTop({ data }: { data: LayoutData }) {
  const { t } = useTranslation();
  return (
    <div className="border-b border-line bg-topbar text-xs whitespace-nowrap text-muted" data-testid="top-bar">
      <div className="page-width flex h-8 items-center justify-between gap-6">
        <div className="flex items-center gap-3">
          <CitySwitch city={data.city} />
          <AccountLinks member={data.member} />
        </div>
        <nav aria-label={t('header.quickLinks')} className="flex items-center gap-2">
          {QUICK_LINKS.map(([to, key]) => (
            <Fragment key={to}>
              <Link to={to} className="inline-flex min-h-[24px] items-center hover:text-brand">
                {t(key)}
              </Link>
              <Divider />
            </Fragment>
          ))}
          <QrPopover image={data.wapQrcode} />
          <Divider />
          <LanguageSwitcher current={data.lang} />
        </nav>
      </div>
    </div>
  );
}
