import {
  LIVE_AUDIT,
  platformLiveApproveEndpoint,
  platformLiveRefuseEndpoint,
  platformLiveTakeDownEndpoint,
  type LiveReviewRow,
} from '@zay/contract';
import { useState } from 'react';
import { ColumnHeads, type Column } from '~/components/ui/column-heads';
import { RowButton } from '~/components/console/console-ui';
import { ReasonForm } from '~/components/console/reason-form';
import { useConsoleCall } from '~/components/console/use-console-call';
import { formatDateTime } from '~/lib/format-time';
import { useTranslation } from '~/lib/translation';

const COLUMNS: Column[] = [
  { label: 'platformContent.colRoom', className: 'w-[22%]' },
  { label: 'platformContent.colShop', className: 'w-[14%]' },
  { label: 'platformContent.colStart', className: 'w-[13%]' },
  { label: 'platformContent.colStream' },
  { label: 'platformContent.colReview', className: 'w-[24%]' },
];

/** Refusing a waiting room or taking down an approved one, with the reason the shop sees (≤ 200 characters). */
const DECISIONS = {
  refuse: {
    endpoint: platformLiveRefuseEndpoint,
    prompt: 'platformContent.refuseReason',
    button: 'platformContent.refuse',
  },
  takeDown: {
    endpoint: platformLiveTakeDownEndpoint,
    prompt: 'platformContent.takeDownReason',
    button: 'platformContent.takeDown',
  },
} as const;

function Decision({ id, decision, onDone }: { id: number; decision: keyof typeof DECISIONS; onDone: () => void }) {
  const { endpoint, prompt, button } = DECISIONS[decision];
  const { t } = useTranslation();
  const desk = useConsoleCall();
  return (
    <div className="mt-2">
      <ReasonForm
        prompt={t(prompt)}
        needed={t('platformContent.reasonNeeded')}
        label={t(button)}
        busy={desk.busy}
        maxLength={200}
        onSubmit={async (reason) => {
          const done = await desk.run(endpoint, { id, reason });
          if (done) onDone();
          return done;
        }}
      />
    </div>
  );
}

/** The button that opens (or closes) a decision's reason form, named as the form's own button. */
function DecisionButton({
  decision,
  open,
  onToggle,
}: {
  decision: keyof typeof DECISIONS;
  open: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  return (
    <RowButton aria-expanded={open} onClick={onToggle}>
      {t(DECISIONS[decision].button)}
    </RowButton>
  );
}

/** A stream or replay address as the reviewer must see it: whole, never a link to follow blindly. */
function Address({ url, label }: { url: string; label: 'platformContent.streamAt' | 'platformContent.replayAt' }) {
  const { t } = useTranslation();
  return (
    <span className={`block break-all ${url ? 'text-body' : 'text-muted'}`}>
      {t(label, { url: url || t('platformContent.noAddress') })}
    </span>
  );
}

/** Rooms under review: what the shop set, the addresses that will play, approve or refuse (ADR 069). */
export function LiveReviewTable({ rows }: { rows: LiveReviewRow[] }) {
  const { t } = useTranslation();
  const desk = useConsoleCall();
  const [refusing, setRefusing] = useState<number | null>(null);
  const toggle = (id: number) => () => setRefusing(refusing === id ? null : id);
  return (
    <table className="w-full table-fixed border-collapse bg-white text-[13px]" data-testid="live-review">
      <ColumnHeads
        columns={COLUMNS}
        rowClassName="border-b border-line text-left text-muted"
        cellClassName="p-3 font-normal"
      />
      <tbody>
        {rows.map((room) => (
          <tr key={room.id} className="border-b border-line align-top last:border-0" data-testid="live-review-row">
            <td className="p-3 leading-tight-text break-words">
              <span className="block text-ink">{room.name}</span>
              <span className="mt-1 block text-muted">
                {room.status_name} · {t('platformContent.goodsCount', { count: room.goods_count })}
              </span>
            </td>
            <td className="p-3 leading-tight-text break-words text-body">{room.site_name}</td>
            <td className="p-3 text-body">{formatDateTime(room.start_time)}</td>
            <td className="p-3 leading-tight-text">
              <Address url={room.stream_url} label="platformContent.streamAt" />
              <span className="mt-1 block" />
              <Address url={room.replay_url} label="platformContent.replayAt" />
            </td>
            <td className="p-3 leading-tight-text">
              {room.audit_status === LIVE_AUDIT.PENDING ? (
                <>
                  <div className="flex flex-wrap gap-1.5">
                    <RowButton
                      disabled={desk.busy}
                      onClick={() => void desk.run(platformLiveApproveEndpoint, { id: room.id })}
                    >
                      {t('platformContent.approve')}
                    </RowButton>
                    <DecisionButton decision="refuse" open={refusing === room.id} onToggle={toggle(room.id)} />
                  </div>
                  {refusing === room.id && <Decision id={room.id} decision="refuse" onDone={() => setRefusing(null)} />}
                </>
              ) : room.audit_status === LIVE_AUDIT.APPROVED ? (
                <>
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="text-[var(--success-text)]">{t('platformContent.tab_approved')}</span>
                    <DecisionButton decision="takeDown" open={refusing === room.id} onToggle={toggle(room.id)} />
                  </div>
                  {refusing === room.id && (
                    <Decision id={room.id} decision="takeDown" onDone={() => setRefusing(null)} />
                  )}
                </>
              ) : (
                <span className="break-words text-brand">
                  {t('platformContent.refusedBecause', { reason: room.audit_reason })}
                </span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
