import type { GoodsPageData } from './goods-types';

/**
 * Up to five of the shop's coupons beside the price, each a link to receive it in the coupon
 * centre (the shop's coupons there). The loader writes every text: the strip adds next to nothing
 * to the goods page's first-load JavaScript (ADR 062).
 */
export function GoodsCoupons({ title, href, list }: NonNullable<GoodsPageData['coupons']>) {
  return (
    <div className="flex items-start gap-3 text-[13px]">
      <span className="w-20 shrink-0 text-muted">{title}</span>
      <div className="flex min-w-0 flex-1 flex-wrap gap-2">
        {list.map((c) => (
          <a key={c.id} href={href} className="rounded-sm border border-dashed border-brand px-2 text-brand">
            {c.label}
          </a>
        ))}
      </div>
    </div>
  );
}
