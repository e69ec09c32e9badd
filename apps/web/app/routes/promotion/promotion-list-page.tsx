import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Breadcrumbs } from '~/components/ui/breadcrumbs';
import { LoadErrorToasts } from '~/components/ui/load-error-toasts';

/**
 * A promotion's list page (flash sales, group buys, topics): the breadcrumb, the title with the
 * promotion's icon, the page, and what failed to load as toasts.
 */
export function PromotionListPage({
  icon: Icon,
  title,
  errors,
  children,
}: {
  icon: LucideIcon;
  title: string;
  errors: string[];
  children: ReactNode;
}) {
  return (
    <div className="page-width pb-12">
      <Breadcrumbs items={[{ label: title }]} />
      <h1 className="mb-4 flex items-center gap-2 text-xl leading-tight-text font-semibold text-ink">
        <Icon size={22} className="text-brand" aria-hidden />
        {title}
      </h1>
      {children}
      <LoadErrorToasts errors={errors} />
    </div>
  );
}
