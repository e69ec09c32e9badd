import { deskAdjustPriceEndpoint, formatKs, toMinor, type DeskOrderDetail } from '@zay/contract';
import { useState } from 'react';
import { INPUT_CLASS } from '~/components/ui/text-field';
import { useTranslation } from '~/lib/translation';
import { BUTTON, Panel, submitFields } from '~/components/console/console-ui';
import { useConsoleCall as useDeskCall } from '~/components/console/use-console-call';

const FIELD = `${INPUT_CLASS} h-9 border-[#d4d4d4]`;

/** What the buyer would pay (minor units): today's amount without the old adjustment, with `amount`. */
function payAfter(order: DeskOrderDetail, amount: string): number | null {
  try {
    return toMinor(order.pay_money) - toMinor(order.adjust_money) + toMinor(amount);
  } catch {
    return null;
  }
}

/** The adjustment of an unpaid order (it replaces an earlier one), with a reason. */
export function AdjustForm({ order }: { order: DeskOrderDetail }) {
  const { t } = useTranslation();
  const desk = useDeskCall();
  const [amount, setAmount] = useState(order.adjust_money);
  const next = payAfter(order, amount);

  const submit = submitFields((field) =>
    desk.run(deskAdjustPriceEndpoint, {
      order_id: order.order_id,
      adjust_money: field('adjust_money'),
      reason: field('reason'),
    }),
  );

  return (
    <Panel title={t('seller.adjustTitle')} testId="adjust-panel">
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <label className="flex w-56 flex-col gap-1 text-[13px] text-muted">
          {t('seller.adjustAmount')}
          <input
            name="adjust_money"
            inputMode="decimal"
            required
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            pattern="-?\d{1,8}(\.\d{1,2})?"
            className={FIELD}
          />
        </label>
        <label className="flex min-w-64 flex-1 flex-col gap-1 text-[13px] text-muted">
          {t('seller.adjustReason')}
          <input name="reason" required maxLength={100} className={FIELD} />
        </label>
        <button type="submit" className={BUTTON} disabled={desk.busy}>
          {t('seller.adjustSave')}
        </button>
      </form>
      {next !== null && next >= 0 && (
        <p className="mt-2 text-[13px] text-muted">{t('seller.adjustHint', { amount: formatKs(next) })}</p>
      )}
    </Panel>
  );
}
