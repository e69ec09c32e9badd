import type { BrandSaveBody, ConsoleBrand, Page, PageQuery } from '@zay/contract';
import { AppError } from '../../../lib/app-error';
import { withTransaction, type RequestContext } from '../../../lib/context';
import { paged } from '../../../lib/paged';
import type { Audit } from '../../site';
import * as repo from './brand-console.repository';
import { goodsWhere } from './category-console.service';

/** The platform console's brands (issue 31, ADR 092): logos, initials, the recommended flag, order. */

export async function consoleBrands(
  ctx: RequestContext,
  q: PageQuery & { search: string; is_recommend?: number },
): Promise<Page<ConsoleBrand>> {
  const page = await paged(ctx, q, (db, limit, offset) =>
    repo.pageConsoleBrands(db, { search: q.search, recommended: q.is_recommend }, limit, offset),
  );
  return { ...page, list: page.list.map((b) => ({ ...b, goods_count: Number(b.goods_count ?? 0) })) };
}

/** The A–Z initial of a name, "#" when it starts otherwise (Burmese, digits). */
export function initialOf(name: string) {
  const first = name.trim().charAt(0).toUpperCase();
  return /^[A-Z]$/.test(first) ? first : '#';
}

export async function saveBrand(ctx: RequestContext, body: BrandSaveBody, audit: Audit) {
  const values: repo.BrandValues = {
    brand_name: body.brand_name,
    brand_initial: body.brand_initial || initialOf(body.brand_name),
    image_url: body.image_url,
    banner: body.banner,
    brand_desc: body.brand_desc,
    is_recommend: body.is_recommend,
    sort: body.sort,
  };
  return withTransaction(ctx, async (tx) => {
    if (body.brand_id === undefined) {
      const brandId = await repo.insertBrand(tx.db, values);
      await audit(tx, { action: 'brand.create', target: `brand:${brandId}`, after: values });
      return { brand_id: brandId };
    }
    const before = await repo.findBrand(tx.db, body.brand_id);
    if (!before) throw new AppError('BRAND_NOT_FOUND');
    await repo.updateBrand(tx.db, body.brand_id, values);
    await audit(tx, { action: 'brand.save', target: `brand:${body.brand_id}`, before, after: values });
    return { brand_id: body.brand_id };
  });
}

/** Deletes a brand no goods carry; a refusal says how many goods and in which shops. */
export async function deleteBrand(ctx: RequestContext, brandId: number, audit: Audit) {
  return withTransaction(ctx, async (tx) => {
    const before = await repo.findBrand(tx.db, brandId);
    if (!before) throw new AppError('BRAND_NOT_FOUND');
    const shops = await repo.goodsOfBrandByShop(tx.db, brandId);
    if (shops.length > 0) throw new AppError('BRAND_HAS_GOODS', goodsWhere(shops));
    await repo.deleteBrand(tx.db, brandId);
    await audit(tx, { action: 'brand.delete', target: `brand:${brandId}`, before });
    return {};
  });
}
