import { goodsPageEndpoint, sellerInfoEndpoint, SELLER_TOKEN_COOKIE, type SellerStaff } from '@zay/contract';
import { redirect, type AppLoadContext } from 'react-router';
import type { GoodsChoice } from '~/components/console/promotion-console';
import { serverApi, type ServerApi } from '~/lib/api.server';
import { readCookie } from '~/lib/lang';
import { perRequest } from '~/lib/per-request.server';
import { imageUrl } from '~/lib/links';

export const SELLER_LOGIN_PATH = '/seller/login';

// The layout and the page ask for the same request; one API call serves both.
const staffByRequest = new WeakMap<AppLoadContext, Promise<SellerStaff | null>>();

async function load(request: Request, context: AppLoadContext): Promise<SellerStaff | null> {
  if (!readCookie(request.headers.get('cookie'), SELLER_TOKEN_COOKIE)) return null;
  const result = await serverApi(request, context)(sellerInfoEndpoint, {});
  if (!result.ok) return null;
  return { ...result.data, logo: imageUrl(result.data.logo) };
}

/** The logged-in staff member of this request (the console's own cookie), or null. */
export function getStaff(request: Request, context: AppLoadContext): Promise<SellerStaff | null> {
  return perRequest(staffByRequest, request, context, () => load(request, context));
}

/** The staff member, or a redirect to the console's login with the way back. */
export async function requireStaff(request: Request, context: AppLoadContext): Promise<SellerStaff> {
  const staff = await getStaff(request, context);
  if (!staff) {
    const url = new URL(request.url);
    throw redirect(`${SELLER_LOGIN_PATH}?redirect=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return staff;
}

/** The shop's goods (their default SKU) to put on promotion; null for the platform's staff, who type a SKU id. */
export async function shopGoodsChoices(call: ServerApi, staff: SellerStaff): Promise<GoodsChoice[] | null> {
  if (staff.site_id <= 0) return null;
  const r = await call(goodsPageEndpoint, { site_id: staff.site_id, page: 1, page_size: 100 });
  return r.ok ? r.data.list.map((g) => ({ skuId: g.sku_id, name: g.goods_name, price: g.price })) : null;
}

/** An action's start: the staff member checked, the posted form, its fields as trimmed text, and the API. */
export async function sellerPost(request: Request, context: AppLoadContext) {
  await requireStaff(request, context);
  const form = await request.formData();
  return {
    form,
    text: (name: string) => String(form.get(name) ?? '').trim(),
    call: serverApi(request, context),
  };
}
