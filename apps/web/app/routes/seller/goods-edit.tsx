import { sellerGoodsInfoEndpoint, sellerGoodsOptionsEndpoint, sellerTemplateOptionsEndpoint } from '@zay/contract';
import { PackageSearch } from 'lucide-react';
import { Link } from 'react-router';
import { PLAIN_BUTTON } from '~/components/console/console-ui';
import { StatusPanel } from '~/components/ui/status-panel';
import { LazyRichTextEditor } from '~/features/content/cms/console/lazy-rich-text-editor';
import { GoodsForm } from '~/features/catalog/goods-edit/console/goods-form';
import { dataOr, serverApi } from '~/lib/api.server';
import { serverI18n } from '~/lib/i18n.server';
import { resolveLang } from '~/lib/lang';
import { noindexPageMeta } from '~/lib/meta';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/goods-edit';
import { requireStaff } from './seller.server';

/** `/seller/goods_edit` creates a goods; `?goods_id=N` edits one of the shop's (ADR 090). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const id = Number(new URL(request.url).searchParams.get('goods_id') ?? 0);
  const i18n = serverI18n(resolveLang(request));
  const call = serverApi(request, context);
  const editing = id > 0 && Number.isSafeInteger(id);
  const [options, goods, templates] = await Promise.all([
    call(sellerGoodsOptionsEndpoint, {}),
    editing ? call(sellerGoodsInfoEndpoint, { goods_id: id }) : null,
    call(sellerTemplateOptionsEndpoint, {}),
  ]);
  const failed = !options.ok ? options : goods && !goods.ok ? goods : null;
  return {
    title: i18n.t(editing ? 'goodsConsole.editTitle' : 'goodsConsole.newTitle'),
    options: options.ok ? options.data : null,
    goods: goods?.ok ? goods.data : null,
    templates: dataOr(templates, []),
    message: failed ? failed.message : '',
  };
}

export const meta: Route.MetaFunction = noindexPageMeta;

export default function SellerGoodsEditRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, options, goods, templates, message } = loaderData;
  return (
    <div className="mx-auto max-w-[1280px]">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h1 className="text-xl leading-tight-text font-semibold text-ink">{title}</h1>
        <Link to="/seller/goods" className={PLAIN_BUTTON}>
          {t('goodsConsole.backToList')}
        </Link>
      </div>
      {message || !options ? (
        <StatusPanel icon={PackageSearch} title={message || t('goodsConsole.loadFailed')} description="" compact />
      ) : (
        <GoodsForm
          key={goods?.goods_id ?? 0}
          goods={goods}
          options={options}
          templates={templates}
          Editor={LazyRichTextEditor}
        />
      )}
    </div>
  );
}
