import { shopInfoEndpoint } from '@zay/contract';
import type { AppLoadContext } from 'react-router';
import type { ShopSummary } from '~/components/layout/shop-layout';
import { dataOr, serverApi } from './api.server';
import { imageUrl } from './links';

/** The shop shown in the shop layout's header; a failed load reports the server's message (SPEC §8). */
export async function loadShopSummary(
  request: Request,
  context: AppLoadContext,
  siteId: number,
): Promise<{ shop: ShopSummary; errors: string[] }> {
  const errors: string[] = [];
  const info = dataOr(await serverApi(request, context)(shopInfoEndpoint, { site_id: siteId }), null, errors);
  const shop = {
    siteId: info?.site_id ?? siteId,
    name: info?.site_name ?? '',
    logo: imageUrl(info?.avatar || info?.logo),
  };
  return { shop, errors };
}
