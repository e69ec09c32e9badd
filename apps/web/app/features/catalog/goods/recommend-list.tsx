import { Suspense } from 'react';
import { useTranslation } from '~/lib/translation';
import { Await, Link } from 'react-router';
import { Img } from '~/components/ui/img';
import { Price } from '~/components/ui/price';
import type { RecommendCard } from './goods-types';

function Skeleton() {
  return (
    <ul aria-hidden className="grid gap-3 p-3">
      {[0, 1, 2].map((i) => (
        <li key={i} className="aspect-square w-full animate-pulse rounded bg-page" />
      ))}
    </ul>
  );
}

function RecommendItem({ card }: { card: RecommendCard }) {
  return (
    <li>
      <Link to={`/sku-${card.skuId}`} title={card.name} className="group/rec block rounded p-2 hover:bg-brand-soft">
        <Img
          kind="goods"
          thumb
          src={card.image}
          width={190}
          height={190}
          alt={card.name}
          className="aspect-square w-full rounded object-cover"
        />
        <span className="mt-1.5 line-clamp-2 text-[13px] leading-tight-text text-ink group-hover/rec:text-brand">
          {card.name}
        </span>
        <Price amount={card.price} className="text-[14px]" />
      </Link>
    </li>
  );
}

/** goodssku/recommend: best sellers of the same category, streamed in after the page. */
export function RecommendList({ goods }: { goods: Promise<RecommendCard[]> }) {
  const { t } = useTranslation();
  return (
    <aside aria-labelledby="recommend-title" className="w-[230px] shrink-0 self-start rounded-lg bg-white">
      <h2 id="recommend-title" className="border-b border-line px-4 py-3 text-[14px] font-semibold text-ink">
        {t('goodsDetail.recommend')}
      </h2>
      <Suspense fallback={<Skeleton />}>
        <Await resolve={goods}>
          {(list) =>
            list.length === 0 ? (
              <p className="p-4 text-[13px] text-subtle">{t('goodsDetail.noRecommend')}</p>
            ) : (
              <ul className="grid gap-1 p-3">
                {list.map((g) => (
                  <RecommendItem key={g.skuId} card={g} />
                ))}
              </ul>
            )
          }
        </Await>
      </Suspense>
    </aside>
  );
}
