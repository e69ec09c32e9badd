import { deskDispatchEndpoint, deskReadyPickupEndpoint, type DeskOrderDetail } from '@zay/contract';
import { INPUT_CLASS } from '~/components/ui/text-field';
import { marketMoment } from '~/lib/format-time';
import { useTranslation } from '~/lib/translation';
import { BUTTON, Panel, submitFields } from '~/components/console/console-ui';
import { useConsoleCall as useDeskCall } from '~/components/console/use-console-call';

const FIELD = `${INPUT_CLASS} h-9 border-[#d4d4d4]`;

/** A paid local-delivery order goes out with the shop's courier. */
export function DispatchForm({ order }: { order: DeskOrderDetail }) {
  const { t } = useTranslation();
  const desk = useDeskCall();
  const submit = submitFields((field) =>
    desk.run(deskDispatchEndpoint, {
      order_id: order.order_id,
      courier_name: field('courier_name'),
      courier_phone: field('courier_phone'),
      delivery_time: marketMoment(field('delivery_time')),
    }),
  );
  return (
    <Panel title={t('seller.dispatchTitle')} testId="dispatch-panel">
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <label className="flex min-w-56 flex-1 flex-col gap-1 text-[13px] text-muted">
          {t('seller.courierName')}
          <input name="courier_name" required maxLength={50} className={FIELD} />
        </label>
        <label className="flex min-w-56 flex-1 flex-col gap-1 text-[13px] text-muted">
          {t('seller.courierPhone')}
          <input name="courier_phone" type="tel" required maxLength={20} className={FIELD} />
        </label>
        <label className="flex w-56 flex-col gap-1 text-[13px] text-muted">
          {t('seller.dispatchTime')}
          <input name="delivery_time" type="datetime-local" className={FIELD} />
        </label>
        <button type="submit" className={BUTTON} disabled={desk.busy}>
          {t('seller.dispatchSubmit')}
        </button>
      </form>
    </Panel>
  );
}

/** A paid pickup order is ready at the store. */
export function ReadyPickupButton({ order }: { order: DeskOrderDetail }) {
  const { t } = useTranslation();
  const desk = useDeskCall();
  return (
    <button
      type="button"
      className={BUTTON}
      disabled={desk.busy}
      onClick={() => void desk.run(deskReadyPickupEndpoint, { order_id: order.order_id })}
    >
      {t('seller.readyPickup')}
    </button>
  );
}
