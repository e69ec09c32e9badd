import { brandPageEndpoint } from '@zay/contract';
import type { AppLoadContext } from 'react-router';
import type { BrandCard } from '~/features/catalog/brand/brand-grid';
import { dataOr, serverApi } from '~/lib/api.server';
import { serverI18n } from '~/lib/i18n.server';
import { resolveLang } from '~/lib/lang';
import { imageUrl } from '~/lib/links';
import { pageTitle } from '~/lib/page-title.server';

const initialOf = (value: string, name: string) => {
  const letter = (value || name).trim().charAt(0).toUpperCase();
  return /^[A-Z]$/.test(letter) ? letter : '#';
};

/** Every brand (goodsbrand/page, all pages), narrowed to one initial when `?initial=` asks. */
export async function loadBrands(request: Request, context: AppLoadContext) {
  const lang = resolveLang(request);
  const result = await serverApi(request, context, lang)(brandPageEndpoint, { page: 1, page_size: 0 });
  const errors: string[] = [];
  const all: BrandCard[] = dataOr(result, { list: [], count: 0, page_count: 1 }, errors).list.map((b) => ({
    id: b.brand_id,
    name: b.brand_name,
    image: imageUrl(b.image_url),
    initial: initialOf(b.brand_initial, b.brand_name),
    description: b.brand_desc,
    recommended: b.is_recommend === 1,
  }));
  const wanted = new URL(request.url).searchParams.get('initial')?.toUpperCase() ?? '';
  const initials = [...new Set(all.map((b) => b.initial))].sort();
  const initial = initials.includes(wanted) ? wanted : '';
  return {
    brands: initial ? all.filter((b) => b.initial === initial) : all,
    initials,
    initial,
    total: all.length,
    title: pageTitle(request, 'brand'),
    description: serverI18n(lang).t('brandZone.metaDescription', { count: all.length }),
    errors,
  };
}
