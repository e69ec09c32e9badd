import { GoodsCard, type GoodsCardData } from './goods-card';

/** Goods tiles in rows of `columns` (5 fill the 1210px page, 4 sit beside a sidebar). */
export function GoodsGrid({
  goods,
  columns = 5,
  eagerRows = 1,
  label,
}: {
  goods: GoodsCardData[];
  columns?: 4 | 5;
  eagerRows?: number;
  label?: string;
}) {
  return (
    <ul aria-label={label} className={`grid gap-3 ${columns === 5 ? 'grid-cols-5' : 'grid-cols-4'}`}>
      {goods.map((g, i) => (
        <li key={g.skuId}>
          <GoodsCard goods={g} imageSize={columns === 5 ? 208 : 200} eager={i < columns * eagerRows} />
        </li>
      ))}
    </ul>
  );
}
