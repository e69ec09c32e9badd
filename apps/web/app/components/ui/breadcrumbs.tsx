import { ChevronRight } from 'lucide-react';
import { Fragment } from 'react';
import { useTranslation } from '~/lib/translation';
import { Link } from 'react-router';

export interface Crumb {
  label: string;
  /** The last crumb (the current page) has none. */
  to?: string;
}

export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('catalogue.breadcrumbs')} className="py-3 text-[13px] text-muted">
      <ol className="flex flex-wrap items-center gap-1">
        <li>
          <Link to="/index" className="hover:text-brand">
            {t('catalogue.home')}
          </Link>
        </li>
        {items.map((item, i) => (
          <Fragment key={`${i}-${item.label}`}>
            <li aria-hidden>
              <ChevronRight size={13} />
            </li>
            <li>
              {item.to ? (
                <Link to={item.to} className="hover:text-brand">
                  {item.label}
                </Link>
              ) : (
                <span aria-current="page" className="text-ink">
                  {item.label}
                </span>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
