import { deskShipEndpoint, MYANMAR_COURIERS, MAX_PACKAGES, type DeskOrderDetail } from '@zay/contract';
import { useState, type FormEvent } from 'react';
import { INPUT_CLASS } from '~/components/ui/text-field';
import { useTranslation } from '~/lib/translation';
import { BUTTON, PLAIN_BUTTON, Panel, SELECT } from '~/components/console/console-ui';
import { useConsoleCall as useDeskCall } from '~/components/console/use-console-call';

interface Parcel {
  courier: string;
  waybill: string;
}

/** Which package (index) each goods goes in; all in the first one to begin with. */
function useShipment(goodsIds: number[]) {
  const [parcels, setParcels] = useState<Parcel[]>([{ courier: '', waybill: '' }]);
  const [placing, setPlacing] = useState<Record<number, number>>(() =>
    Object.fromEntries(goodsIds.map((id) => [id, 0])),
  );
  const edit = (i: number, change: Partial<Parcel>) =>
    setParcels((all) => all.map((p, j) => (j === i ? { ...p, ...change } : p)));
  const add = () => setParcels((all) => (all.length < MAX_PACKAGES ? [...all, { courier: '', waybill: '' }] : all));
  const remove = (i: number) => {
    setParcels((all) => all.filter((_, j) => j !== i));
    // Goods of the removed package go to the first; later packages move up one.
    setPlacing((p) =>
      Object.fromEntries(Object.entries(p).map(([id, at]) => [id, at === i ? 0 : at > i ? at - 1 : at])),
    );
  };
  const packages = parcels.map((p, i) => ({
    express_company_id: Number(p.courier),
    delivery_no: p.waybill,
    order_goods_ids: goodsIds.filter((id) => placing[id] === i),
  }));
  return { parcels, placing, setPlacing, edit, add, remove, packages };
}

/** Goods refunded before shipping stay behind (REFUND_STATUS NONE 0 and REFUSED -1 are shipped). */
const toShip = (order: DeskOrderDetail) =>
  order.order_goods.filter((g) => g.refund_status === 0 || g.refund_status === -1);

/** Ships a paid express order: couriers and waybills per package, each goods in one package. */
export function ShipForm({ order }: { order: DeskOrderDetail }) {
  const { t } = useTranslation();
  const desk = useDeskCall();
  const goods = toShip(order);
  const s = useShipment(goods.map((g) => g.order_goods_id));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    await desk.run(deskShipEndpoint, { order_id: order.order_id, packages: s.packages });
  };

  return (
    <Panel title={t('seller.shipTitle')} testId="ship-panel">
      <form onSubmit={(e) => void submit(e)} className="space-y-4">
        {s.parcels.map((p, i) => (
          <fieldset
            key={i}
            className="grid grid-cols-[1fr_1fr_auto] items-end gap-3 border border-line p-3"
            data-testid="ship-package"
          >
            <legend className="px-1 text-[13px] font-semibold text-ink">{t('seller.packageN', { n: i + 1 })}</legend>
            <label className="flex flex-col gap-1 text-[13px] text-muted">
              {t('seller.courier')}
              <select
                required
                value={p.courier}
                onChange={(e) => s.edit(i, { courier: e.target.value })}
                className={SELECT}
                name={`courier-${i}`}
              >
                <option value="">{t('seller.chooseCourier')}</option>
                {MYANMAR_COURIERS.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex flex-col gap-1 text-[13px] text-muted">
              {t('seller.waybill')}
              <input
                required
                name={`waybill-${i}`}
                value={p.waybill}
                onChange={(e) => s.edit(i, { waybill: e.target.value })}
                maxLength={40}
                className={`${INPUT_CLASS} h-9 border-[#d4d4d4]`}
              />
            </label>
            <button
              type="button"
              className={PLAIN_BUTTON}
              disabled={s.parcels.length === 1}
              onClick={() => s.remove(i)}
            >
              {t('seller.removePackage')}
            </button>
          </fieldset>
        ))}
        {s.parcels.length > 1 && (
          <div>
            <p className="mb-2 text-[13px] font-medium text-ink">{t('seller.goodsIn')}</p>
            <ul className="space-y-2">
              {goods.map((g) => (
                <li key={g.order_goods_id} className="flex items-center gap-3 text-[13px]">
                  <label className="flex flex-1 items-center justify-between gap-3">
                    <span>
                      {g.sku_name} × {g.num}
                    </span>
                    <select
                      value={s.placing[g.order_goods_id]}
                      onChange={(e) => s.setPlacing((all) => ({ ...all, [g.order_goods_id]: Number(e.target.value) }))}
                      className={`${SELECT} w-40`}
                      name={`goods-${g.order_goods_id}`}
                    >
                      {s.parcels.map((_, i) => (
                        <option key={i} value={i}>
                          {t('seller.packageN', { n: i + 1 })}
                        </option>
                      ))}
                    </select>
                  </label>
                </li>
              ))}
            </ul>
          </div>
        )}
        <div className="flex gap-3">
          <button type="button" className={PLAIN_BUTTON} onClick={s.add} disabled={s.parcels.length >= MAX_PACKAGES}>
            {t('seller.addPackage')}
          </button>
          <button type="submit" className={BUTTON} disabled={desk.busy}>
            {t('seller.shipSubmit')}
          </button>
        </div>
      </form>
    </Panel>
  );
}
