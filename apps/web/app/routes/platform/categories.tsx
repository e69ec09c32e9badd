import { platformCategoryTreeEndpoint } from '@zay/contract';
import { FolderTree } from 'lucide-react';
import { Link } from 'react-router';
import { BUTTON } from '~/components/console/console-ui';
import { StatusPanel } from '~/components/ui/status-panel';
import { CategoryForm } from '~/features/catalog/console/category-form';
import { CategoryTable } from '~/features/catalog/console/category-table';
import { serverApi } from '~/lib/api.server';
import { serverI18n } from '~/lib/i18n.server';
import { resolveLang } from '~/lib/lang';
import { noindexPageMeta } from '~/lib/meta';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/categories';
import { requirePlatformStaff } from './platform.server';

const wanted = (v: string | null) => {
  const n = Number(v);
  return v !== null && Number.isSafeInteger(n) && n >= 0 ? n : null;
};

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePlatformStaff(request, context);
  const q = new URL(request.url).searchParams;
  const result = await serverApi(request, context)(platformCategoryTreeEndpoint, {});
  return {
    title: serverI18n(resolveLang(request)).t('platformCatalogue.menuCategories'),
    tree: result.ok ? result.data.list : null,
    message: result.ok ? '' : result.message,
    edit: wanted(q.get('edit')),
    parent: wanted(q.get('new')),
  };
}

export const meta: Route.MetaFunction = noindexPageMeta;

/** `/platform/categories`: the 3-level tree; `?edit=id` edits one, `?new=pid` adds under one (0: a top one). */
export default function PlatformCategoriesRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, tree, message, edit, parent } = loaderData;
  const node = edit !== null ? (tree?.find((c) => c.category_id === edit) ?? null) : null;
  const formOpen = tree && ((edit !== null && node) || parent !== null);
  return (
    <div className="mx-auto grid max-w-[1280px] gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <div>
          <h1 className="text-xl leading-tight-text font-semibold text-ink">{title}</h1>
          <p className="mt-1 text-[13px] text-muted">{t('platformCatalogue.treeIntro')}</p>
        </div>
        <Link to="?new=0" preventScrollReset className={BUTTON} data-testid="category-new-top">
          {t('platformCatalogue.newTop')}
        </Link>
      </div>
      {edit !== null && tree && !node && (
        <p role="alert" className="bg-white p-4 text-[14px] text-brand">
          {t('platformCatalogue.notFound')}
        </p>
      )}
      {formOpen && (
        <CategoryForm key={`${edit}-${parent}`} tree={tree} node={node} pid={parent ?? 0} back="/platform/categories" />
      )}
      {!tree ? (
        <p role="alert" className="bg-white py-10 text-center text-[14px] text-brand">
          {message}
        </p>
      ) : tree.length > 0 ? (
        <CategoryTable tree={tree} />
      ) : (
        <div className="bg-white py-6">
          <StatusPanel
            icon={FolderTree}
            compact
            title={t('platformCatalogue.empty')}
            description={t('platformCatalogue.emptyText')}
          />
        </div>
      )}
    </div>
  );
}
