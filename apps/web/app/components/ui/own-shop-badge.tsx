import { BadgeCheck } from 'lucide-react';
import { useTranslation } from '~/lib/translation';

/** The platform's own shop, marked beside the shop's name (shop street row, shop header). */
export function OwnShopBadge() {
  const { t } = useTranslation();
  return (
    <span className="flex shrink-0 items-center gap-0.5 rounded-sm bg-brand px-1.5 text-2xs leading-tight-text text-white">
      <BadgeCheck size={12} aria-hidden />
      {t('catalogue.ownShop')}
    </span>
  );
}
