import { goodsPageEndpoint, sellerInfoEndpoint, SELLER_TOKEN_COOKIE, type SellerStaff } from '@zay/contract';
import type { AppLoadContext } from 'react-router';
import type { GoodsChoice } from '~/components/console/promotion-console';
import { serverApi, type ServerApi } from '~/lib/api.server';
import { staffSession } from '~/lib/staff-session.server';

export const sellerSession = staffSession(SELLER_TOKEN_COOKIE, sellerInfoEndpoint, '/seller');

/** The logged-in staff member of this request (the console's own cookie), or null. */
export const getStaff = sellerSession.get;

/** The staff member, or a redirect to the console's login with the way back. */
export const requireStaff = sellerSession.require;

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
