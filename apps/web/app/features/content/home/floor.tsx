import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { GoodsCard } from '~/components/ui/goods-card';
import { Img } from '~/components/ui/img';
import { FloorHeading, SlotImage } from './floor-parts';
import type { FloorBrand, FloorGoods, FloorView } from './floor-types';
import { CompactGoods, TileGoods } from './floor-goods';

const COLUMNS: Record<number, string> = {
  1: 'grid-cols-1',
  2: 'grid-cols-2',
  3: 'grid-cols-3',
  4: 'grid-cols-4',
  5: 'grid-cols-5',
  6: 'grid-cols-6',
};

function GoodsGrid({ goods, columns, max }: { goods: FloorGoods[]; columns: number; max: number }) {
  return (
    <ul className={`grid flex-1 gap-2.5 ${COLUMNS[columns]}`}>
      {goods.slice(0, max).map((g) => (
        <li key={g.skuId}>
          <GoodsCard goods={g} />
        </li>
      ))}
    </ul>
  );
}

function BrandGrid({ brands }: { brands: FloorBrand[] }) {
  return (
    <ul className="grid flex-1 grid-cols-2 content-stretch gap-2.5">
      {brands.slice(0, 6).map((b) => (
        <li key={b.id}>
          <BrandLink brand={b} />
        </li>
      ))}
    </ul>
  );
}

/** floor-style-1: heading; on the left a tall image with the floor's brands under it, a 4 × 2 goods grid beside. */
function FloorStyleOne({ floor }: { floor: FloorView }) {
  return (
    <>
      <FloorHeading title={floor.title} />
      <div className="mt-4 flex gap-2.5">
        {(floor.leftImg || floor.brands.length > 0) && (
          <div className="flex w-[234px] shrink-0 flex-col gap-2.5">
            {floor.leftImg && (
              <SlotImage slot={floor.leftImg} width={232} height={540} alt={floor.title.text} className="h-auto" />
            )}
            {floor.brands.length > 0 && <BrandGrid brands={floor.brands} />}
          </div>
        )}
        <GoodsGrid goods={floor.goods} columns={4} max={8} />
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
      <div className="mt-4 flex">
        <GoodsGrid goods={floor.goods} columns={5} max={10} />
      </div>
    </>
  );
}

function FloorThreeHeading({ floor }: { floor: FloorView }) {
  return (
    <div
      className="flex items-end justify-between gap-6 border-b-2 pb-2"
      style={{ borderColor: floor.title.color || undefined }}
    >
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
  );
}

/** A row below a floor's body: its items (up to six) in as many columns; nothing when there are none. */
function RowBelow({ items }: { items: ReactNode[] }) {
  if (items.length === 0) return null;
  return <ul className={`mt-2.5 grid gap-2.5 ${COLUMNS[items.length]}`}>{items}</ul>;
}

/** Up to six goods in one row, narrower when there are more than three. */
function FloorThreeBottom({ goods }: { goods: FloorGoods[] }) {
  const bottom = goods.slice(0, 6);
  return (
    <RowBelow
      items={bottom.map((g) => (
        <li key={g.skuId}>
          <CompactGoods goods={g} narrow={bottom.length > 3} />
        </li>
      ))}
    />
  );
}

/** floor-style-3: heading with category links; left image, featured goods, a side list, then a row below. */
function FloorStyleThree({ floor }: { floor: FloorView }) {
  return (
    <>
      <FloorThreeHeading floor={floor} />
      <div className="mt-3 flex gap-2.5">
        {floor.leftImg && (
          <SlotImage
            slot={floor.leftImg}
            width={232}
            height={540}
            alt={floor.title.text}
            className="h-auto w-[234px] shrink-0 self-start"
          />
        )}
        <ul className="grid flex-1 grid-cols-2 gap-2.5">
          {floor.goods.slice(0, 4).map((g) => (
            <li key={g.skuId}>
              <TileGoods goods={g} />
            </li>
          ))}
        </ul>
        <ul className="flex w-[300px] shrink-0 flex-col gap-2.5">
          {floor.rightGoods.slice(0, 4).map((g) => (
            <li key={g.skuId} className="flex-1">
              <CompactGoods goods={g} />
            </li>
          ))}
        </ul>
      </div>
      <FloorThreeBottom goods={floor.bottomGoods} />
    </>
  );
}

function BrandLink({ brand }: { brand: FloorBrand }) {
  return (
    <Link
      to={`/list?brand_id=${brand.id}`}
      title={brand.name}
      className="flex h-full min-h-14 items-center justify-center rounded-lg bg-white px-2 transition hover:shadow-md"
    >
      <Img
        kind="brand"
        src={brand.image}
        width={96}
        height={40}
        alt={brand.name}
        className="h-10 w-24 bg-transparent object-contain"
      />
    </Link>
  );
}

function BrandStrip({ brands }: { brands: FloorBrand[] }) {
  return (
    <RowBelow
      items={brands.slice(0, 6).map((b) => (
        <li key={b.id}>
          <BrandLink brand={b} />
        </li>
      ))}
    />
  );
}

const STYLES = { 1: FloorStyleOne, 2: FloorStyleTwo, 3: FloorStyleThree } as const;

export function Floor({ floor }: { floor: FloorView }) {
  const Style = STYLES[floor.style];
  return (
    <section className="mt-10" aria-label={floor.title.text || undefined}>
      <Style floor={floor} />
      {floor.style === 3 && <BrandStrip brands={floor.brands} />}
      {floor.bottomImg && (
        <SlotImage
          slot={floor.bottomImg}
          width={1210}
          height={120}
          alt={floor.title.text}
          className="mt-2.5 h-[120px]"
        />
      )}
    </section>
  );
}
