import { Link } from 'react-router';
import { Img } from '~/components/ui/img';
import { MarketPrice, Price } from '~/components/ui/price';
import { useTranslation } from '~/lib/translation';
import type { TopicGoodsCardView } from './topic-types';

/** A topic goods tile: picture, name, topic price over the struck price, and the way to buy. */
export function TopicGoodsCard({ card, eager }: { card: TopicGoodsCardView; eager?: boolean }) {
  const { t } = useTranslation();
  const to = `/promotion/topic-goods-${card.id}`;
  return (
    <article className="flex h-full flex-col rounded-lg bg-white p-3 transition hover:shadow-[0_8px_24px_rgba(0,0,0,0.08)]">
      <Link to={to} title={card.name} tabIndex={-1} aria-hidden>
        <Img
          kind="goods"
          src={card.image}
          width={200}
          height={200}
          alt=""
          eager={eager}
          className="mx-auto aspect-square w-full rounded object-cover"
        />
      </Link>
      <h3 className="mt-2 line-clamp-2 min-h-[2.8em] text-[13px] leading-text text-body">
        <Link to={to} className="hover:text-brand">
          {card.name}
        </Link>
      </h3>
      <p className="mt-1 flex flex-wrap items-baseline gap-x-2">
        <span className="sr-only">{t('topic.topicPrice')}</span>
        <Price amount={card.topicPrice} className="text-[18px]" />
        <MarketPrice amount={card.price} />
      </p>
      {card.stock > 0 ? (
        <Link
          to={to}
          className="mt-auto inline-flex h-9 items-center justify-center rounded bg-brand px-4 text-[14px] text-white hover:bg-brand-dark"
        >
          {t('topic.buyNow')}
        </Link>
      ) : (
        <span className="mt-auto inline-flex h-9 items-center justify-center rounded bg-[#eee] px-4 text-[14px] text-muted">
          {t('topic.soldOut')}
        </span>
      )}
    </article>
  );
}
