import { Link } from 'react-router';
import { Img } from '~/components/ui/img';
import { formatDateTime } from '~/lib/format-time';
import { useTranslation } from '~/lib/translation';
import { COMING, type LiveRoomView } from './live-types';
import { StatusBadge } from './status-badge';

/** A room in the list: cover and status, name, shop, host, start time and its first goods. */
export function LiveCard({ room }: { room: LiveRoomView }) {
  const { t } = useTranslation();
  return (
    <li className="overflow-hidden rounded-lg bg-white shadow-[0_1px_3px_rgba(0,0,0,0.04)]">
      <Link to={`/shop/live-${room.id}`} className="group block">
        <div className="relative aspect-video bg-black">
          <Img
            kind="goods"
            src={room.cover}
            width={384}
            height={216}
            alt=""
            className="size-full object-cover opacity-90"
          />
          <span className="absolute top-2 left-2">
            <StatusBadge status={room.status} name={room.statusName} />
          </span>
        </div>
        <div className="grid gap-1 p-3">
          <h2 className="text-[15px] leading-tight-text font-semibold break-words text-ink group-hover:text-brand">
            {room.name}
          </h2>
          <p className="text-[13px] leading-tight-text break-words text-muted">
            {room.shopName} · {t('live.anchor', { name: room.anchor })}
          </p>
          <p className="text-[13px] text-muted">
            {t(room.status === COMING ? 'live.startsAt' : 'live.startedAt', { time: formatDateTime(room.start) })}
          </p>
        </div>
      </Link>
      {room.goods.length > 0 && (
        <ul aria-label={t('live.goods')} className="flex gap-2 px-3 pb-3">
          {room.goods.slice(0, 4).map((g) => (
            <li key={g.goodsId}>
              <Link
                to={`/sku-${g.skuId}`}
                title={g.name}
                className="block rounded border border-line hover:border-brand"
              >
                <Img kind="goods" src={g.image} width={56} height={56} alt={g.name} className="size-14 object-cover" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
