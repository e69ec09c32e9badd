import {
  platformApplyApproveEndpoint,
  platformApplyRefuseEndpoint,
  APPLY_REASON_MAX,
  type ApplyRow,
} from '@zay/contract';
import { useState } from 'react';
import { RowButton } from '~/components/console/console-ui';
import { ReasonForm } from '~/components/console/reason-form';
import { useConsoleCall } from '~/components/console/use-console-call';
import { ColumnHeads, type Column } from '~/components/ui/column-heads';
import { formatDateTime } from '~/lib/format-time';
import { imageUrl } from '~/lib/links';
import { useTranslation } from '~/lib/translation';

const COLUMNS: Column[] = [
  { label: 'shopJoin.colShop', className: 'w-[24%]' },
  { label: 'shopJoin.colApplicant', className: 'w-[18%]' },
  { label: 'shopJoin.colAddress' },
  { label: 'shopJoin.colReview', className: 'w-[28%]' },
];

/** Shop applications: what the member sent, approve (the shop is created closed) or refuse with the reason they read. */
export function ApplicationReviewTable({ rows }: { rows: ApplyRow[] }) {
  const { t } = useTranslation();
  const desk = useConsoleCall();
  const [refusing, setRefusing] = useState<number | null>(null);
  return (
    <table className="w-full table-fixed border-collapse bg-white text-[13px]" data-testid="apply-review">
      <ColumnHeads
        columns={COLUMNS}
        rowClassName="border-b border-line text-left text-muted"
        cellClassName="p-3 font-normal"
      />
      <tbody>
        {rows.map((a) => (
          <tr key={a.apply_id} className="border-b border-line align-top last:border-0" data-testid="apply-review-row">
            <td className="p-3 leading-tight-text break-words">
              <div className="flex items-start gap-2">
                {a.logo && (
                  <img
                    src={imageUrl(a.logo)}
                    alt=""
                    width={40}
                    height={40}
                    className="size-10 shrink-0 rounded border border-line object-cover"
                  />
                )}
                <div className="min-w-0">
                  <span className="block font-semibold text-ink">{a.shop_name}</span>
                  <span className="mt-1 block text-muted">{a.category_name}</span>
                </div>
              </div>
              {a.description && <p className="mt-2 line-clamp-4 whitespace-pre-line text-body">{a.description}</p>}
            </td>
            <td className="p-3 leading-tight-text break-words text-body">
              <span className="block">{a.contact_name}</span>
              <span className="mt-1 block">{a.contact_mobile}</span>
              <span className="mt-1 block text-muted">{t('shopJoin.memberIs', { name: a.member_name })}</span>
              <span className="mt-1 block text-muted">
                {t('shopJoin.sentAtTime', { time: formatDateTime(a.update_time) })}
              </span>
            </td>
            <td className="p-3 leading-tight-text break-words text-body">
              {a.full_address} {a.address}
            </td>
            <td className="p-3 leading-tight-text">
              {a.apply_state === 'pending' ? (
                <>
                  <div className="flex flex-wrap gap-1.5">
                    <RowButton
                      disabled={desk.busy}
                      aria-label={t('shopJoin.approveShop', { name: a.shop_name })}
                      onClick={() => void desk.run(platformApplyApproveEndpoint, { apply_id: a.apply_id })}
                    >
                      {t('shopJoin.approve')}
                    </RowButton>
                    <RowButton
                      aria-expanded={refusing === a.apply_id}
                      aria-label={t('shopJoin.refuseShop', { name: a.shop_name })}
                      onClick={() => setRefusing(refusing === a.apply_id ? null : a.apply_id)}
                    >
                      {t('shopJoin.refuse')}
                    </RowButton>
                  </div>
                  {refusing === a.apply_id && (
                    <div className="mt-2">
                      <ReasonForm
                        prompt={t('shopJoin.refuseReason')}
                        needed={t('shopJoin.reasonNeeded')}
                        label={t('shopJoin.refuse')}
                        busy={desk.busy}
                        maxLength={APPLY_REASON_MAX}
                        onSubmit={async (reason) => {
                          const done = await desk.run(platformApplyRefuseEndpoint, { apply_id: a.apply_id, reason });
                          if (done) setRefusing(null);
                          return done;
                        }}
                      />
                    </div>
                  )}
                </>
              ) : a.apply_state === 'approved' ? (
                <span className="text-[var(--success-text)]">{t('shopJoin.approvedShop', { id: a.site_id })}</span>
              ) : (
                <span className="break-words whitespace-pre-line text-brand">
                  {t('shopJoin.refusedBecause', { reason: a.refuse_reason })}
                </span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
