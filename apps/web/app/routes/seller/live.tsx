import { goodsPageEndpoint, sellerLivePageEndpoint, type SellerLiveRoom } from '@zay/contract';
import { Radio } from 'lucide-react';
import { useState } from 'react';
import { StatusPanel } from '~/components/ui/status-panel';
import { LiveRoomForm } from '~/features/content/live/console/live-room-form';
import { LiveRoomTable } from '~/features/content/live/console/live-room-table';
import { dataOr, serverApi } from '~/lib/api.server';
import { serverI18n } from '~/lib/i18n.server';
import { resolveLang } from '~/lib/lang';
import { noindexPageMeta } from '~/lib/meta';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/live';
import { requireStaff } from './seller.server';

/** The goods a room may show: the shop's first goods on sale. */
const GOODS_CHOICE = 100;

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  const call = serverApi(request, context);
  const [rooms, goods] = await Promise.all([
    call(sellerLivePageEndpoint, { page: 1, page_size: 50 }),
    staff.site_id > 0
      ? call(goodsPageEndpoint, { site_id: staff.site_id, page: 1, page_size: GOODS_CHOICE })
      : Promise.resolve(null),
  ]);
  return {
    title: serverI18n(resolveLang(request)).t('live.console.title'),
    rooms: rooms.ok ? rooms.data.list : null,
    message: rooms.ok ? '' : rooms.message,
    canSchedule: staff.site_id > 0,
    goods: (goods ? dataOr(goods, { list: [], count: 0, page_count: 1 }).list : []).map((g) => ({
      goodsId: g.goods_id,
      name: g.goods_name,
    })),
  };
}

export const meta: Route.MetaFunction = noindexPageMeta;

/** `/seller/live`: the shop schedules rooms, sets their stream and replay, picks their goods, goes live and ends. */
export default function SellerLiveRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { title, rooms, message, canSchedule, goods } = loaderData;
  const [editing, setEditing] = useState<SellerLiveRoom | null>(null);
  // A new form after each save: the saved room's values do not stay in it.
  const [formKey, setFormKey] = useState(0);
  return (
    <div className="mx-auto grid max-w-[1100px] gap-4">
      <div>
        <h1 className="text-xl leading-tight-text font-semibold text-ink">{title}</h1>
        <p className="mt-1 text-[13px] leading-text text-muted">{t('platformContent.reviewHint')}</p>
      </div>
      {rooms === null ? (
        <StatusPanel icon={Radio} compact title={t('live.failed')} description={message} />
      ) : rooms.length === 0 ? (
        <p className="rounded-lg bg-white p-6 text-center text-[14px] text-subtle">{t('live.console.none')}</p>
      ) : (
        <LiveRoomTable rooms={rooms} onEdit={setEditing} />
      )}
      {canSchedule && (
        <LiveRoomForm
          key={`${editing?.id ?? 'new'}-${formKey}`}
          editing={editing}
          goods={goods}
          onDone={() => {
            setEditing(null);
            setFormKey((k) => k + 1);
          }}
        />
      )}
    </div>
  );
}
