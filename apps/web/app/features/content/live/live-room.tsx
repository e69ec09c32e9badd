import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { Img } from '~/components/ui/img';
import { Price } from '~/components/ui/price';
import { VideoPlayer } from '~/components/ui/video-player';
import { useCatalogueAction } from '~/lib/catalogue-action';
import { formatDateTime } from '~/lib/format-time';
import { useTranslation } from '~/lib/translation';
import { COMING, type LiveGoodsView, type LiveRoomView } from './live-types';
import { StatusBadge } from './status-badge';

function RoomGoods({ goods, action }: { goods: LiveGoodsView; action: ReturnType<typeof useCatalogueAction> }) {
  const { t } = useTranslation();
  const soldOut = goods.stock <= 0;
  return (
    <li className="flex gap-3 py-3">
      <Link to={`/sku-${goods.skuId}`} className="shrink-0 rounded border border-line hover:border-brand">
        <Img kind="goods" src={goods.image} width={80} height={80} alt={goods.name} className="size-20 object-cover" />
      </Link>
      <div className="grid min-w-0 flex-1 content-between gap-1">
        <Link
          to={`/sku-${goods.skuId}`}
          className="line-clamp-2 text-[13px] leading-tight-text break-words text-ink hover:text-brand"
        >
          {goods.name}
        </Link>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Price amount={goods.price} className="text-[15px]" />
          <button
            type="button"
            disabled={soldOut || action.busy}
            onClick={() => action.submit('cart-add', { sku_id: goods.skuId, num: 1 })}
            className="inline-flex min-h-8 items-center gap-1 rounded bg-brand px-3 text-[13px] leading-tight-text text-white hover:bg-brand-dark disabled:cursor-not-allowed disabled:bg-[#d9d9d9]"
          >
            <ShoppingCart size={14} aria-hidden />
            {soldOut ? t('goodsDetail.outOfStock') : t('goodsDetail.addToCart')}
          </button>
        </div>
      </div>
    </li>
  );
}

/** The room: its player (or the reason nothing plays) beside its goods, with add to cart. */
export function LiveRoomPage({ room, action }: { room: LiveRoomView; action: string }) {
  const { t } = useTranslation();
  const cart = useCatalogueAction(action);
  const when = formatDateTime(room.start);
  return (
    <div className="grid grid-cols-[1fr_340px] gap-4">
      <section className="overflow-hidden rounded-lg bg-white">
        <VideoPlayer
          key={room.playUrl}
          src={room.playUrl}
          kind={room.playType || undefined}
          autoPlay
          muted
          label={room.name}
          className="aspect-video w-full"
        />
        <div className="grid gap-2 p-4">
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge status={room.status} name={room.statusName} />
            <span className="text-[13px] text-muted">
              {t(room.status === COMING ? 'live.startsAt' : 'live.startedAt', { time: when })}
            </span>
          </div>
          <h1 className="text-xl leading-tight-text font-semibold break-words text-ink">{room.name}</h1>
          <p className="text-[13px] leading-tight-text break-words text-muted">
            <Link to={`/shop-${room.siteId}`} className="text-body hover:text-brand">
              {room.shopName}
            </Link>
            {' · '}
            {t('live.anchor', { name: room.anchor })}
          </p>
        </div>
      </section>
      <aside aria-labelledby="live-goods" className="self-start rounded-lg bg-white p-4">
        <h2 id="live-goods" className="text-[15px] leading-tight-text font-semibold text-ink">
          {t('live.goods')} ({room.goods.length})
        </h2>
        {room.goods.length === 0 ? (
          <p className="py-8 text-center text-[13px] text-subtle">{t('live.noGoods')}</p>
        ) : (
          <ul className="divide-y divide-line">
            {room.goods.map((g) => (
              <RoomGoods key={g.goodsId} goods={g} action={cart} />
            ))}
          </ul>
        )}
      </aside>
    </div>
  );
}
