import { Truck } from 'lucide-react';
import { useTranslation } from '~/lib/translation';
import { Breadcrumbs, type Crumb } from '~/components/ui/breadcrumbs';
import { BuyBox } from './buy-box';
import { Gallery } from './gallery';
import { GoodsQr } from './goods-qr';
import { GoodsTabs } from './goods-tabs';
import type { GoodsPageData, GoodsView } from './goods-types';
import { PriceBox } from './price-box';
import { RecommendList } from './recommend-list';
import { ShopCard } from './shop-card';
import { SpecPicker } from './spec-picker';
import { useViewCount } from './use-view-count';

/** The goods' category path (from the loader) as breadcrumbs. */
function categoryCrumbs(path: GoodsPageData['categories']): Crumb[] {
  return path.map((c) => ({ label: c.name, to: `/list?category_id=${c.id}&level=${c.level}` }));
}

function Stats({ goods, reviews }: { goods: GoodsView; reviews: number }) {
  const { t } = useTranslation();
  const n = (v: number) => v.toLocaleString('en-US');
  return (
    <ul className="mt-3 flex divide-x divide-line border-y border-line py-2 text-center text-[13px] text-muted">
      <li className="flex-1">
        {t('goodsDetail.sales')} <span className="font-semibold text-ink">{n(goods.saleNum)}</span>
      </li>
      <li className="flex-1">
        <a href="#goods-tabs" className="hover:text-brand">
          {t('goodsDetail.reviews')} <span className="font-semibold text-ink">{n(reviews)}</span>
        </a>
      </li>
      <li className="flex flex-1 items-center justify-center gap-1">
        <Truck size={14} aria-hidden />
        {goods.virtual
          ? t('goodsDetail.virtual')
          : goods.freeShipping
            ? t('catalogue.freeShipping')
            : t('goodsDetail.shippingPaid')}
      </li>
    </ul>
  );
}

/** SPEC §2 goods detail: pictures, price, specs and buying on top; reviews and the rest below. */
export default function GoodsPage({ data }: { data: GoodsPageData }) {
  const { goods, shop, manjian, collected } = data;
  useViewCount(goods.skuId, data.track);
  const crumbs = categoryCrumbs(data.categories);
  return (
    <div className="page-width pb-12">
      <Breadcrumbs items={[...crumbs, { label: goods.name }]} />
      <div className="flex gap-6 rounded-lg bg-white p-5">
        <Gallery key={goods.skuId} images={goods.images} name={goods.name} videoUrl={goods.videoUrl} />
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-4">
            <h1 className="text-[20px] leading-tight-text font-semibold text-ink">{goods.name}</h1>
            <GoodsQr skuId={goods.skuId} path={data.track.qrcode} />
          </div>
          {goods.introduction && <p className="mt-1 text-[13px] leading-text text-accent-ink">{goods.introduction}</p>}
          <PriceBox
            goods={goods}
            manjian={manjian}
            coupons={data.coupons}
            promotions={data.promotions}
            time={data.time}
          />
          <Stats goods={goods} reviews={data.counts.all || goods.evaluateNum} />
          <SpecPicker specs={goods.specs} />
          <BuyBox key={goods.skuId} goods={goods} collected={collected} />
        </div>
        <ShopCard shop={shop} skuId={goods.skuId} />
      </div>
      <div className="mt-5 flex items-start gap-5">
        <RecommendList goods={data.recommend} />
        <GoodsTabs data={data} />
      </div>
    </div>
  );
}
