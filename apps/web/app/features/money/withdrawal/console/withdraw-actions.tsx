import {
  platformWithdrawApproveEndpoint,
  platformWithdrawRefuseEndpoint,
  platformWithdrawTransferEndpoint,
  type PlatformWithdrawDetail,
} from '@zay/contract';
import { useState, type ReactNode } from 'react';
import { BUTTON, PLAIN_BUTTON, Panel, submitFields } from '~/components/console/console-ui';
import { useConsoleCall } from '~/components/console/use-console-call';
import { useAskFirst } from '~/components/ui/use-ask-first';
import { formatPrice } from '~/components/ui/price';
import { INPUT_CLASS } from '~/components/ui/text-field';
import { marketMoment } from '~/lib/format-time';
import { useTranslation } from '~/lib/translation';

const FIELD = `${INPUT_CLASS} h-9 border-[#d4d4d4]`;
const LABEL = 'flex min-w-56 flex-1 flex-col gap-1 text-[13px] leading-tight-text text-muted';

/** Refusing needs a reason; the amount goes back to the member's withdrawable balance. */
function RefuseForm({ id, onDone }: { id: number; onDone: () => void }) {
  const { t } = useTranslation();
  const call = useConsoleCall();
  const submit = submitFields(async (field) => {
    if (await call.run(platformWithdrawRefuseEndpoint, { id, reason: field('reason') })) onDone();
  });
  return (
    <form onSubmit={submit} className="mt-4 flex flex-wrap items-end gap-3 border-t border-line pt-4">
      <label className={LABEL}>
        {t('platform.refuseReason')}
        <input name="reason" required maxLength={200} className={FIELD} autoFocus />
        <span>{t('platform.refuseHint')}</span>
      </label>
      <button type="submit" className={PLAIN_BUTTON} disabled={call.busy}>
        {t('platform.refuseSubmit')}
      </button>
    </form>
  );
}

/** Records the transfer as it was made: how, the reference, when (empty = now), a note. */
function TransferForm({ w, children }: { w: PlatformWithdrawDetail; children?: ReactNode }) {
  const { t } = useTranslation();
  const call = useConsoleCall();
  const submit = submitFields((field) =>
    call.run(platformWithdrawTransferEndpoint, {
      id: w.id,
      transfer_method: field('transfer_method'),
      transfer_reference: field('transfer_reference'),
      transfer_time: marketMoment(field('transfer_time')),
      remark: field('remark'),
    }),
  );
  return (
    <form onSubmit={submit} className="space-y-3" data-testid="transfer-form">
      <p className="text-[13px] leading-tight-text text-body">
        {t('platform.transferIntro', {
          money: formatPrice(w.money),
          account: `${w.transfer_type_name} ${w.account_number}`,
        })}
      </p>
      <div className="flex flex-wrap gap-3">
        <label className={LABEL}>
          {t('platform.transferMethod')}
          <input name="transfer_method" required maxLength={30} defaultValue={w.transfer_type_name} className={FIELD} />
        </label>
        <label className={LABEL}>
          {t('platform.transferReference')}
          <input name="transfer_reference" required maxLength={60} className={FIELD} />
        </label>
        <label className={LABEL}>
          {t('platform.transferTime')}
          <input name="transfer_time" type="datetime-local" className={FIELD} />
          <span>{t('platform.transferTimeHint')}</span>
        </label>
      </div>
      <label className={LABEL}>
        {t('platform.remark')}
        <input name="remark" maxLength={200} className={FIELD} />
      </label>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={BUTTON} disabled={call.busy}>
          {t('platform.transferSubmit')}
        </button>
        {children}
      </div>
    </form>
  );
}

/** What the platform can do with the withdrawal now: approve or refuse it, or record its transfer or refuse it. */
export function WithdrawActions({ w }: { w: PlatformWithdrawDetail }) {
  const { t } = useTranslation();
  const call = useConsoleCall();
  const { ask, dialog } = useAskFirst();
  const [refusing, setRefusing] = useState(false);
  if (w.status !== 0 && w.status !== 1) return null;
  return (
    <Panel title={w.status === 0 ? t('platform.reviewTitle') : t('platform.transferTitle')} testId="withdraw-actions">
      {w.status === 0 ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="w-full text-[13px] leading-tight-text text-body">{t('platform.reviewIntro')}</p>
          <button
            type="button"
            className={BUTTON}
            disabled={call.busy}
            onClick={() =>
              ask({
                title: t('platform.approveTitle'),
                description: t('platform.approveText', { money: formatPrice(w.money) }),
                confirmLabel: t('platform.approve'),
                cancelLabel: t('platform.cancel'),
                run: () => call.run(platformWithdrawApproveEndpoint, { id: w.id }),
              })
            }
          >
            {t('platform.approve')}
          </button>
          {!refusing && (
            <button type="button" className={PLAIN_BUTTON} onClick={() => setRefusing(true)}>
              {t('platform.refuse')}
            </button>
          )}
        </div>
      ) : (
        <TransferForm w={w}>
          {!refusing && (
            <button type="button" className={PLAIN_BUTTON} onClick={() => setRefusing(true)}>
              {t('platform.refuse')}
            </button>
          )}
        </TransferForm>
      )}
      {refusing && <RefuseForm id={w.id} onDone={() => setRefusing(false)} />}
      {dialog}
    </Panel>
  );
}
