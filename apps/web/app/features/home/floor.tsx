import { Link } from 'react-router';
import { GoodsCard } from '~/components/ui/goods-card';
import { Img } from '~/components/ui/img';
import { FloorHeading, SlotImage } from './floor-parts';
import type { FloorGoods, FloorView } from './floor-types';

/** floor-style-1: heading, a tall image on the left and a 4 × 2 goods grid, an optional wide image below. */
function FloorStyleOne({ floor }: { floor: FloorView }) {
  return (
    <>
      <FloorHeading title={floor.title} />
      <div className="mt-4 flex gap-2.5">
        {floor.leftImg && <SlotImage slot={floor.leftImg} width={234} height={614} alt={floor.title.text} className="w-[234px] shrink-0" />}
        <ul className="grid flex-1 grid-cols-4 gap-2.5">
          {floor.goods.slice(0, 8).map((g) => (
            <li key={g.skuId}>
              <GoodsCard goods={g} />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

/** floor-style-2: centred heading with a subtitle over a 5-column goods grid. */
function FloorStyleTwo({ floor }: { floor: FloorView }) {
  return (
    <>
      <div className="text-center">
        <FloorHeading title={floor.title} align="center" />
        {floor.subTitle.text && (
          <p className="mt-1 text-[13px] text-subtle" style={{ color: floor.subTitle.color || undefined }}>
            {floor.subTitle.text}
          </p>
        )}
      </div>
      <ul className="mt-4 grid grid-cols-5 gap-2.5">
        {floor.goods.slice(0, 10).map((g) => (
          <li key={g.skuId}>
            <GoodsCard goods={g} />
          </li>
        ))}
      </ul>
    </>
  );
}

function CompactGoods({ goods, tall }: { goods: FloorGoods; tall?: boolean }) {
  return (
    <Link to={`/sku-${goods.skuId}`} title={goods.name} className="group/cg flex h-full items-center gap-3 bg-white p-4 hover:shadow-[0_6px_18px_rgba(0,0,0,0.07)]">
      <span className="min-w-0 flex-1">
        <span className="line-clamp-2 text-[14px] leading-tight-text font-semibold text-ink group-hover/cg:text-brand">{goods.name}</span>
        <span className="mt-1 line-clamp-1 text-xs text-brand">{goods.introduction}</span>
      </span>
      <Img kind="goods" src={goods.image} width={tall ? 120 : 96} height={tall ? 120 : 96} alt={goods.name} className={`${tall ? 'size-[120px]' : 'size-24'} shrink-0 object-cover`} />
    </Link>
  );
}

/** floor-style-3: heading with category links, a left image, 2 × 3 and 1 × 4 goods panels, then brand logos. */
function FloorStyleThree({ floor }: { floor: FloorView }) {
  return (
    <>
      <div className="flex items-center justify-between border-b-2 pb-2" style={{ borderColor: floor.title.color || 'var(--color-brand)' }}>
        <FloorHeading title={{ ...floor.title, url: '' }} />
        <ul className="flex flex-wrap justify-end gap-x-5 text-[13px] text-muted">
          {floor.categories.slice(0, 8).map((c) => (
            <li key={c.id}>
              <Link to={`/list?category_id=${c.id}&level=${c.level}`} className="hover:text-brand">
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <div className="mt-3 flex gap-px bg-line">
        {floor.leftImg && <SlotImage slot={floor.leftImg} width={240} height={440} alt={floor.title.text} className="w-[240px] shrink-0 rounded-none" />}
        <div className="flex flex-1 flex-col gap-px">
          <ul className="grid flex-1 grid-cols-3 gap-px">
            {floor.rightGoods.slice(0, 6).map((g) => (
              <li key={g.skuId}>
                <CompactGoods goods={g} tall />
              </li>
            ))}
          </ul>
          <ul className="grid grid-cols-4 gap-px">
            {floor.bottomGoods.slice(0, 4).map((g) => (
              <li key={g.skuId}>
                <CompactGoods goods={g} />
              </li>
            ))}
          </ul>
        </div>
      </div>
      {floor.brands.length > 0 && (
        <ul className="mt-px grid grid-cols-8 gap-px bg-line">
          {floor.brands.slice(0, 8).map((b) => (
            <li key={b.id} className="bg-white">
              <Link to={`/list?brand_id=${b.id}`} title={b.name} className="flex h-16 items-center justify-center px-3 hover:opacity-80">
                <Img kind="brand" src={b.image} width={110} height={44} alt={b.name} className="h-11 w-[110px] object-contain" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

const STYLES = { 1: FloorStyleOne, 2: FloorStyleTwo, 3: FloorStyleThree } as const;

export function Floor({ floor }: { floor: FloorView }) {
  const Style = STYLES[floor.style];
  return (
    <section className="mt-10" aria-label={floor.title.text || undefined}>
      <Style floor={floor} />
      {floor.bottomImg && <SlotImage slot={floor.bottomImg} width={1210} height={120} alt={floor.title.text} className="mt-4 h-[120px]" />}
    </section>
  );
}
