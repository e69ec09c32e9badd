import { Link, NavLink } from 'react-router';
import { useTranslation } from '~/lib/translation';

export interface HelpClassLink {
  class_id: number;
  class_name: string;
}

/** The help classes beside every help page; the current one is marked. */
export function HelpSideMenu({ classes, current }: { classes: HelpClassLink[]; current?: number }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('cms.helpTopics')} className="w-full shrink-0 rounded-lg bg-white p-4 md:w-56">
      <h2 className="mb-3 text-[15px] leading-tight-text font-semibold text-ink">{t('cms.helpCentre')}</h2>
      <ul className="space-y-1">
        {classes.map((c) => (
          <li key={c.class_id}>
            <NavLink
              to={`/cms/help/listother-${c.class_id}`}
              aria-current={c.class_id === current ? 'page' : undefined}
              className={`block rounded px-3 py-2 text-[14px] leading-text break-words ${
                c.class_id === current ? 'bg-brand-soft font-semibold text-brand' : 'text-body hover:text-brand'
              }`}
            >
              {c.class_name}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Article or notice HTML: the API sanitises it (ARCHITECTURE §5), as it does goods_content. */
export function RichText({ html }: { html: string }) {
  return (
    <div
      className="cms-content text-[14px] leading-text break-words text-body [&_a]:text-brand [&_h2]:mt-5 [&_h2]:mb-2 [&_h2]:text-[18px] [&_h2]:font-semibold [&_h2]:text-ink [&_h3]:mt-4 [&_h3]:mb-2 [&_h3]:text-[16px] [&_h3]:font-semibold [&_h3]:text-ink [&_img]:h-auto [&_img]:max-w-full [&_li]:my-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-3 [&_ul]:list-disc [&_ul]:pl-6"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

type Neighbour = { id: number; title: string } | null;

/** The previous and next article of the class; "none" at either end. */
export function ArticleNav({ prev, next }: { prev: Neighbour; next: Neighbour }) {
  const { t } = useTranslation();
  const row = (label: string, item: Neighbour, rel: 'prev' | 'next') => (
    <p className="flex gap-2 text-[14px] leading-text">
      <span className="shrink-0 text-muted">{label}:</span>
      {item ? (
        <Link to={`/cms/help-${item.id}`} rel={rel} className="break-words text-body hover:text-brand">
          {item.title}
        </Link>
      ) : (
        <span className="text-subtle">{t('cms.none')}</span>
      )}
    </p>
  );
  return (
    <nav aria-label={t('cms.articleNav')} className="mt-8 space-y-2 border-t border-line pt-4">
      {row(t('cms.prev'), prev, 'prev')}
      {row(t('cms.next'), next, 'next')}
    </nav>
  );
}
