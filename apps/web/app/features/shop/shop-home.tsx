import { Briefcase, Clock, MapPin, Phone } from 'lucide-react';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from '~/lib/translation';
import { Await } from 'react-router';
import type { GoodsCardData } from '~/components/ui/goods-card';
import { GoodsGrid } from '~/components/ui/goods-grid';
import { Img } from '~/components/ui/img';
import { ShopRatings, type ShopScores } from '~/components/ui/shop-ratings';
import { ShopCategoryNav, type ShopCategory } from './shop-category-nav';

export interface ShopHomeInfo {
  banner: string;
  description: string;
  address: string;
  telephone: string;
  workingTime: string;
  level: string;
  business: string;
  sales: number;
}

function InfoLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex gap-2 text-[13px] leading-tight-text text-body">
      <span className="mt-0.5 shrink-0 text-subtle">{icon}</span>
      <span className="min-w-0 break-words">{children}</span>
    </li>
  );
}

function ShopInfoCard({ info, scores }: { info: ShopHomeInfo; scores?: ShopScores }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="shop-info" className="rounded-lg bg-white p-4">
      <h2 id="shop-info" className="text-[14px] font-semibold text-ink">
        {t('shopPage.about')}
      </h2>
      {info.level && <p className="mt-1 text-xs text-accent-ink">{info.level}</p>}
      {scores && (
        <div className="mt-3 border-y border-line py-3">
          <ShopRatings scores={scores} />
        </div>
      )}
      {info.description && <p className="mt-3 text-[13px] leading-text text-muted">{info.description}</p>}
      <ul className="mt-3 grid gap-2">
        {info.business && (
          <InfoLine icon={<Briefcase size={14} aria-hidden />}>
            {t('street.mainBusiness')}: {info.business}
          </InfoLine>
        )}
        {info.address && <InfoLine icon={<MapPin size={14} aria-hidden />}>{info.address}</InfoLine>}
        {info.workingTime && <InfoLine icon={<Clock size={14} aria-hidden />}>{info.workingTime}</InfoLine>}
        {info.telephone && <InfoLine icon={<Phone size={14} aria-hidden />}>{info.telephone}</InfoLine>}
      </ul>
    </section>
  );
}

function Shelf({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mb-6">
      <h2 className="mb-3 border-l-4 border-brand pl-3 text-[16px] leading-tight-text font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

function ShopBanner({ banner }: { banner: string }) {
  return (
    <div className="page-width pt-4">
      <Img
        kind="shop"
        src={banner}
        width={1210}
        height={302}
        alt=""
        eager
        className="h-[302px] w-full rounded-lg object-cover"
      />
    </div>
  );
}

/** Deferred by the loader: the page shows without waiting for the newest goods. */
function NewestShelf({ newest }: { newest: Promise<GoodsCardData[]> }) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<div className="h-96" />}>
      <Await resolve={newest}>
        {(goods) =>
          goods.length > 0 && (
            <Shelf title={t('shopPage.newest')}>
              <GoodsGrid goods={goods} columns={4} eagerRows={0} />
            </Shelf>
          )
        }
      </Await>
    </Suspense>
  );
}

interface Props {
  siteId: number;
  name: string;
  scores?: ShopScores;
  info: ShopHomeInfo | null;
  categories: ShopCategory[];
  bestSellers: GoodsCardData[];
  newest: Promise<GoodsCardData[]>;
}

/** The shop's home (SPEC §2 shop layout): banner, categories and details beside its goods. */
export function ShopHome({ siteId, name, scores, info, categories, bestSellers, newest }: Props) {
  const { t } = useTranslation();
  return (
    <div className="pb-12">
      <h1 className="sr-only">{name}</h1>
      {info?.banner && <ShopBanner banner={info.banner} />}
      <div className="page-width mt-4 flex items-start gap-4">
        <aside className="grid w-56 shrink-0 gap-4">
          {info && <ShopInfoCard info={info} scores={scores} />}
          <ShopCategoryNav siteId={siteId} categories={categories} />
        </aside>
        <div className="min-w-0 flex-1">
          <Shelf title={t('shopPage.recommended')}>
            {bestSellers.length > 0 ? (
              <GoodsGrid goods={bestSellers} columns={4} />
            ) : (
              <p className="rounded-lg bg-white p-10 text-center text-[13px] text-subtle">{t('shopPage.noGoods')}</p>
            )}
          </Shelf>
          <NewestShelf newest={newest} />
        </div>
      </div>
    </div>
  );
}
