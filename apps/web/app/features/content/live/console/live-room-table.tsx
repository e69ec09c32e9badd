import { LIVE_STATUS, liveStatusEndpoint, type LiveStatus, type SellerLiveRoom } from '@zay/contract';
import { ColumnHeads, type Column } from '~/components/ui/column-heads';
import { formatDateTime } from '~/lib/format-time';
import { useTranslation, type TranslationKey } from '~/lib/translation';
import { RowButton } from '~/components/console/console-ui';
import { useConsoleCall } from '~/components/console/use-console-call';

const COLUMNS: Column[] = [
  { label: 'live.console.name', className: 'w-[34%] p-3 font-normal' },
  { label: 'live.console.start', className: 'p-3 font-normal' },
  { label: 'live.console.status', className: 'p-3 font-normal' },
  { label: 'live.console.goodsCount', className: 'w-28 p-3 leading-tight-text font-normal break-words' },
  { label: 'live.console.actions', className: 'w-[28%] p-3 leading-tight-text font-normal break-words' },
];

/** The next steps of a room: coming or paused → go live; live → pause or end. */
function nextSteps(status: number): { status: LiveStatus; key: TranslationKey }[] {
  if (status === LIVE_STATUS.COMING || status === LIVE_STATUS.PAUSED)
    return [{ status: LIVE_STATUS.LIVE, key: 'live.console.goLive' }];
  if (status === LIVE_STATUS.LIVE)
    return [
      { status: LIVE_STATUS.PAUSED, key: 'live.console.pause' },
      { status: LIVE_STATUS.ENDED, key: 'live.console.end' },
    ];
  return [];
}

/** The shop's rooms with their status and what can be done next. */
export function LiveRoomTable({ rooms, onEdit }: { rooms: SellerLiveRoom[]; onEdit: (room: SellerLiveRoom) => void }) {
  const { t } = useTranslation();
  const desk = useConsoleCall();
  return (
    <table className="w-full table-fixed border-collapse rounded-lg bg-white text-[13px]">
      <ColumnHeads columns={COLUMNS} rowClassName="border-b border-line text-left text-muted" />
      <tbody>
        {rooms.map((room) => (
          <tr key={room.id} className="border-b border-line align-top last:border-0">
            <td className="p-3 leading-tight-text break-words text-ink">
              <a href={`/shop/live-${room.id}`} className="hover:text-brand">
                {room.name}
              </a>
            </td>
            <td className="p-3 text-body">{formatDateTime(room.start_time)}</td>
            <td className="p-3 leading-tight-text text-body">
              {room.status_name}
              {/* The platform's review (ADR 069): only approved rooms are on /shop/live. */}
              <span
                data-testid="live-audit"
                className={`mt-1 block break-words ${room.audit_status === 1 ? 'text-[var(--success-text)]' : room.audit_status === -1 ? 'text-brand' : 'text-accent-ink'}`}
              >
                {room.audit_status === -1 && room.audit_reason
                  ? t('platformContent.refusedBecause', { reason: room.audit_reason })
                  : room.audit_name}
              </span>
            </td>
            <td className="p-3 text-body">{room.goods_ids.length}</td>
            <td className="p-3">
              <div className="flex flex-wrap gap-1.5">
                {nextSteps(room.live_status).map((step) => (
                  <RowButton
                    key={step.status}
                    disabled={desk.busy}
                    onClick={() => void desk.run(liveStatusEndpoint, { room_id: room.id, status: step.status })}
                  >
                    {t(step.key)}
                  </RowButton>
                ))}
                <RowButton onClick={() => onEdit(room)}>{t('live.console.editButton')}</RowButton>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
