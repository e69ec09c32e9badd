import { useTranslation } from '~/lib/translation';
import { Link } from 'react-router';
import { categoryHref, type CategoryLink } from './list-view';

/** The other categories beside the current one (goodscategory/relevanceinfo's sibling_list). */
export function RelatedCategories({ categories }: { categories: CategoryLink[] }) {
  const { t } = useTranslation();
  if (categories.length === 0) return null;
  return (
    <section className="mt-8 rounded-lg bg-white px-5 py-4">
      <h2 className="text-[14px] font-semibold text-ink">{t('list.related')}</h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {categories.map((c) => (
          <li key={c.id}>
            <Link
              to={categoryHref(c)}
              className="inline-block rounded-full border border-line px-3 py-1 text-[13px] text-body hover:border-brand hover:text-brand"
            >
              {c.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
