import {
  DELIVERY_TEMPLATE_NAME_MAX,
  PICKUP_STORE_NAME_MAX,
  sellerDeliverySettingsEndpoint,
  sellerStoreDeleteEndpoint,
  sellerStoreSaveEndpoint,
  sellerTemplateDeleteEndpoint,
  sellerTemplateSaveEndpoint,
  type Region,
  type SellerDelivery,
  type SellerStore,
  type SellerTemplate,
} from '@zay/contract';
import { Truck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import {
  BUTTON,
  FORM_INPUT,
  FORM_LABEL,
  Panel,
  PLAIN_BUTTON,
  RowButton,
  SELECT,
} from '~/components/console/console-ui';
import { useConsoleCall } from '~/components/console/use-console-call';
import { StatusPanel } from '~/components/ui/status-panel';
import { useAskFirst } from '~/components/ui/use-ask-first';
import { useTranslation } from '~/lib/translation';

const CELL = 'p-2 align-top';
const TABLE = 'w-full table-fixed border-collapse text-[13px]';
const HEAD = 'border-b border-line text-left text-muted';

function Check({
  label,
  checked,
  onChange,
  name,
}: {
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  name: string;
}) {
  return (
    <label className="flex items-center gap-2 text-[13px] text-body">
      <input type="checkbox" name={name} checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}

/** Express, pickup and local delivery on or off; local delivery's area, fee, minimum order and time slots. */
function Settings({ d, cities }: { d: SellerDelivery; cities: Region[] }) {
  const { t } = useTranslation();
  const desk = useConsoleCall();
  const [express, setExpress] = useState(d.express_enabled === 1);
  const [store, setStore] = useState(d.store_enabled === 1);
  const [local, setLocal] = useState(d.local_enabled === 1);
  const [fee, setFee] = useState(d.local_fee);
  const [min, setMin] = useState(d.local_min_money);
  const [area, setArea] = useState(d.local_area);
  const [times, setTimes] = useState(d.local_times.map((w) => `${w.start}-${w.end}`).join(', '));
  const [days, setDays] = useState(String(d.local_days));

  async function submit(e: FormEvent) {
    e.preventDefault();
    await desk.run(sellerDeliverySettingsEndpoint, {
      express_enabled: express ? 1 : 0,
      store_enabled: store ? 1 : 0,
      local_enabled: local ? 1 : 0,
      local_fee: fee,
      local_min_money: min,
      local_area: area,
      local_times: times
        .split(/[,，\s]+/)
        .filter(Boolean)
        .map((w) => {
          const [start = '', end = ''] = w.split('-');
          return { start, end };
        }),
      local_days: Number(days) || 1,
    });
  }
  return (
    <Panel title={t('sellerDelivery.methods')} testId="delivery-settings">
      <form onSubmit={(e) => void submit(e)} className="grid gap-3">
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          <Check name="express_enabled" label={t('sellerDelivery.express')} checked={express} onChange={setExpress} />
          <Check name="store_enabled" label={t('sellerDelivery.pickup')} checked={store} onChange={setStore} />
          <Check name="local_enabled" label={t('sellerDelivery.local')} checked={local} onChange={setLocal} />
        </div>
        <fieldset className="grid gap-3 border-t border-line pt-3">
          <legend className="text-[14px] font-semibold text-ink">{t('sellerDelivery.local')}</legend>
          <div className="grid grid-cols-[repeat(auto-fit,minmax(160px,1fr))] gap-3">
            <label className={FORM_LABEL}>
              {t('sellerDelivery.localFee')}
              <input
                name="local_fee"
                inputMode="decimal"
                value={fee}
                onChange={(e) => setFee(e.target.value)}
                className={FORM_INPUT}
              />
            </label>
            <label className={FORM_LABEL}>
              {t('sellerDelivery.localMin')}
              <input
                name="local_min_money"
                inputMode="decimal"
                value={min}
                onChange={(e) => setMin(e.target.value)}
                className={FORM_INPUT}
              />
            </label>
            <label className={FORM_LABEL}>
              {t('sellerDelivery.localTimes')}
              <input
                name="local_times"
                value={times}
                placeholder="09:00-12:00, 14:00-18:00"
                onChange={(e) => setTimes(e.target.value)}
                className={FORM_INPUT}
              />
            </label>
            <label className={FORM_LABEL}>
              {t('sellerDelivery.localDays')}
              <input
                name="local_days"
                type="number"
                min={1}
                max={7}
                value={days}
                onChange={(e) => setDays(e.target.value)}
                className={FORM_INPUT}
              />
            </label>
          </div>
          <div className="grid gap-1">
            <span className="text-[13px] text-muted">{t('sellerDelivery.localArea')}</span>
            {cities.length === 0 ? (
              <p className="text-[13px] text-muted">{t('sellerDelivery.localAreaNone')}</p>
            ) : (
              <div className="flex flex-wrap gap-x-5 gap-y-1">
                {cities.map((c) => (
                  <Check
                    key={c.id}
                    name="local_area"
                    label={c.name}
                    checked={area.includes(c.id)}
                    onChange={(on) => setArea(on ? [...area, c.id] : area.filter((id) => id !== c.id))}
                  />
                ))}
              </div>
            )}
          </div>
        </fieldset>
        <div>
          <button type="submit" disabled={desk.busy} className={BUTTON}>
            {t('sellerDelivery.save')}
          </button>
        </div>
      </form>
    </Panel>
  );
}

type RegionFees = Record<number, { on: boolean; first: string; extra: string }>;

function feesOf(tpl: SellerTemplate | null, states: Region[]): RegionFees {
  return Object.fromEntries(
    states.map((s) => {
      const r = tpl?.rules.find((x) => x.region_ids.includes(s.id));
      return [s.id, { on: !!r, first: r?.first_fee ?? '', extra: r?.extra_fee ?? '' }];
    }),
  );
}

/** A template's name, how it counts, its free-from amount and each state/region's fees (unticked: not delivered there). */
function TemplateForm({
  editing,
  states,
  onDone,
}: {
  editing: SellerTemplate | null;
  states: Region[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const desk = useConsoleCall();
  const [name, setName] = useState(editing?.template_name ?? '');
  const [feeType, setFeeType] = useState(editing?.fee_type ?? 1);
  const [free, setFree] = useState(editing?.free_money ?? '0');
  const [isDefault, setDefault] = useState(editing?.is_default === 1);
  const [fees, setFees] = useState(() => feesOf(editing, states));
  const set = (id: number, patch: Partial<RegionFees[number]>) =>
    setFees({ ...fees, [id]: { ...fees[id]!, ...patch } });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const rules = states
      .filter((s) => fees[s.id]?.on)
      .map((s) => ({ region_ids: [s.id], first_fee: fees[s.id]!.first || '0', extra_fee: fees[s.id]!.extra || '0' }));
    const saved = await desk.run(sellerTemplateSaveEndpoint, {
      ...(editing ? { template_id: editing.template_id } : {}),
      template_name: name,
      fee_type: feeType,
      rules,
      free_money: free || '0',
      is_default: isDefault ? 1 : 0,
    });
    if (saved) onDone();
  }
  const unit = feeType === 2 ? t('sellerDelivery.perKg') : t('sellerDelivery.perPiece');
  return (
    <form
      onSubmit={(e) => void submit(e)}
      className="mt-4 grid gap-3 border-t border-line pt-4"
      data-testid="template-form"
    >
      <h3 className="text-[15px] font-semibold text-ink">
        {editing ? t('sellerDelivery.editTemplate', { name: editing.template_name }) : t('sellerDelivery.addTemplate')}
      </h3>
      <div className="grid grid-cols-[repeat(auto-fit,minmax(180px,1fr))] gap-3">
        <label className={FORM_LABEL}>
          {t('sellerDelivery.templateName')}
          <input
            name="template_name"
            required
            maxLength={DELIVERY_TEMPLATE_NAME_MAX}
            value={name}
            onChange={(e) => setName(e.target.value)}
            className={FORM_INPUT}
          />
        </label>
        <label className={FORM_LABEL}>
          {t('sellerDelivery.feeType')}
          <select
            name="fee_type"
            value={String(feeType)}
            onChange={(e) => setFeeType(Number(e.target.value))}
            className={SELECT}
          >
            <option value="1">{t('sellerDelivery.byPiece')}</option>
            <option value="2">{t('sellerDelivery.byWeight')}</option>
          </select>
        </label>
        <label className={FORM_LABEL}>
          {t('sellerDelivery.freeAbove')}
          <input
            name="free_money"
            inputMode="decimal"
            value={free}
            onChange={(e) => setFree(e.target.value)}
            className={FORM_INPUT}
          />
        </label>
      </div>
      <Check name="is_default" label={t('sellerDelivery.makeDefault')} checked={isDefault} onChange={setDefault} />
      <table className={TABLE}>
        <thead>
          <tr className={HEAD}>
            <th className={`${CELL} font-normal`}>{t('sellerDelivery.region')}</th>
            <th className={`${CELL} w-[28%] font-normal`}>{t('sellerDelivery.firstFee', { unit })}</th>
            <th className={`${CELL} w-[28%] font-normal`}>{t('sellerDelivery.extraFee', { unit })}</th>
          </tr>
        </thead>
        <tbody>
          {states.map((s) => (
            <tr key={s.id} className="border-b border-line">
              <td className={CELL}>
                <Check
                  name={`region_${s.id}`}
                  label={s.name}
                  checked={!!fees[s.id]?.on}
                  onChange={(on) => set(s.id, { on })}
                />
              </td>
              <td className={CELL}>
                <input
                  aria-label={`${s.name} ${t('sellerDelivery.firstFee', { unit })}`}
                  inputMode="decimal"
                  disabled={!fees[s.id]?.on}
                  value={fees[s.id]?.first ?? ''}
                  onChange={(e) => set(s.id, { first: e.target.value })}
                  className={FORM_INPUT}
                />
              </td>
              <td className={CELL}>
                <input
                  aria-label={`${s.name} ${t('sellerDelivery.extraFee', { unit })}`}
                  inputMode="decimal"
                  disabled={!fees[s.id]?.on}
                  value={fees[s.id]?.extra ?? ''}
                  onChange={(e) => set(s.id, { extra: e.target.value })}
                  className={FORM_INPUT}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="flex gap-2">
        <button type="submit" disabled={desk.busy} className={BUTTON}>
          {t('sellerDelivery.save')}
        </button>
        {editing && (
          <button type="button" onClick={onDone} className={PLAIN_BUTTON}>
            {t('sellerDelivery.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}

function Templates({ d, states }: { d: SellerDelivery; states: Region[] }) {
  const { t } = useTranslation();
  const desk = useConsoleCall();
  const { ask, dialog } = useAskFirst();
  const [editing, setEditing] = useState<SellerTemplate | null>(null);
  const [formKey, setFormKey] = useState(0);
  const done = () => {
    setEditing(null);
    setFormKey((k) => k + 1);
  };
  const nameOf = new Map(states.map((s) => [s.id, s.name]));
  return (
    <Panel title={t('sellerDelivery.templates')} testId="delivery-templates">
      <p className="mb-3 text-[13px] text-muted">{t('sellerDelivery.templatesIntro')}</p>
      {d.templates.length === 0 ? (
        <p className="text-[13px] text-muted">{t('sellerDelivery.noTemplates')}</p>
      ) : (
        <table className={TABLE}>
          <thead>
            <tr className={HEAD}>
              <th className={`${CELL} font-normal`}>{t('sellerDelivery.templateName')}</th>
              <th className={`${CELL} w-[34%] font-normal`}>{t('sellerDelivery.regions')}</th>
              <th className={`${CELL} w-[14%] font-normal`}>{t('sellerDelivery.freeAbove')}</th>
              <th className={`${CELL} w-[10%] font-normal`}>{t('sellerDelivery.goodsCount')}</th>
              <th className={`${CELL} w-[20%] font-normal`}>{t('sellerDelivery.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {d.templates.map((tpl) => (
              <tr key={tpl.template_id} className="border-b border-line">
                <td className={`${CELL} break-words`}>
                  <span className="text-ink">{tpl.template_name}</span>
                  <span className="block text-muted">
                    {tpl.fee_type === 2 ? t('sellerDelivery.byWeight') : t('sellerDelivery.byPiece')}
                    {tpl.is_default === 1 ? ` · ${t('sellerDelivery.default')}` : ''}
                  </span>
                </td>
                <td className={`${CELL} break-words text-body`}>
                  {tpl.rules
                    .map(
                      (r) =>
                        `${r.region_ids.map((id) => nameOf.get(id) ?? id).join(', ')}: ${r.first_fee} + ${r.extra_fee}`,
                    )
                    .join('; ')}
                </td>
                <td className={CELL}>{Number(tpl.free_money) > 0 ? tpl.free_money : t('sellerDelivery.never')}</td>
                <td className={CELL}>{tpl.goods_count}</td>
                <td className={`${CELL} flex flex-wrap gap-2`}>
                  <RowButton onClick={() => setEditing(tpl)}>{t('sellerDelivery.edit')}</RowButton>
                  {tpl.is_default !== 1 && (
                    <RowButton
                      disabled={desk.busy}
                      onClick={() =>
                        ask({
                          title: t('sellerDelivery.deleteTemplateAsk', { name: tpl.template_name }),
                          description: t('sellerDelivery.deleteTemplateText'),
                          confirmLabel: t('sellerDelivery.delete'),
                          run: () => desk.run(sellerTemplateDeleteEndpoint, { template_id: tpl.template_id }),
                        })
                      }
                    >
                      {t('sellerDelivery.delete')}
                    </RowButton>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <TemplateForm
        key={editing ? `e${editing.template_id}` : `n${formKey}`}
        editing={editing}
        states={states}
        onDone={done}
      />
      {dialog}
    </Panel>
  );
}

function StoreForm({ editing, d, onDone }: { editing: SellerStore | null; d: SellerDelivery; onDone: () => void }) {
  const { t } = useTranslation();
  const desk = useConsoleCall();
  const [v, setV] = useState({
    store_name: editing?.store_name ?? '',
    telephone: editing?.telephone ?? '',
    full_address: editing?.full_address ?? '',
    open_date: editing?.open_date ?? '',
  });
  const [verifiers, setVerifiers] = useState(editing?.verifier_ids ?? []);
  const [open, setOpen] = useState((editing?.status ?? 1) === 1);
  async function submit(e: FormEvent) {
    e.preventDefault();
    const saved = await desk.run(sellerStoreSaveEndpoint, {
      ...(editing ? { store_id: editing.store_id } : {}),
      ...v,
      verifier_ids: verifiers,
      status: open ? 1 : 0,
    });
    if (saved) onDone();
  }
  const field = (key: keyof typeof v, label: string, more: { required?: boolean; maxLength?: number } = {}) => (
    <label className={FORM_LABEL}>
      {label}
      <input
        name={key}
        value={v[key]}
        onChange={(e) => setV({ ...v, [key]: e.target.value })}
        className={FORM_INPUT}
        {...more}
      />
    </label>
  );
  return (
    <form
      onSubmit={(e) => void submit(e)}
      className="mt-4 grid gap-3 border-t border-line pt-4"
      data-testid="store-form"
    >
      <h3 className="text-[15px] font-semibold text-ink">
        {editing ? t('sellerDelivery.editStore', { name: editing.store_name }) : t('sellerDelivery.addStore')}
      </h3>
      <div className="grid grid-cols-[repeat(auto-fit,minmax(200px,1fr))] gap-3">
        {field('store_name', t('sellerDelivery.storeName'), { required: true, maxLength: PICKUP_STORE_NAME_MAX })}
        {field('telephone', t('sellerDelivery.phone'))}
        {field('full_address', t('sellerDelivery.address'), { required: true })}
        {field('open_date', t('sellerDelivery.hours'), { maxLength: 50 })}
      </div>
      <div className="grid gap-1">
        <span className="text-[13px] text-muted">{t('sellerDelivery.verifiers')}</span>
        <div className="flex flex-wrap gap-x-5 gap-y-1">
          {d.staff.map((s) => (
            <Check
              key={s.staff_id}
              name="verifier_ids"
              label={s.nickname}
              checked={verifiers.includes(s.staff_id)}
              onChange={(on) =>
                setVerifiers(on ? [...verifiers, s.staff_id] : verifiers.filter((id) => id !== s.staff_id))
              }
            />
          ))}
        </div>
      </div>
      <Check name="status" label={t('sellerDelivery.storeOpen')} checked={open} onChange={setOpen} />
      <div className="flex gap-2">
        <button type="submit" disabled={desk.busy} className={BUTTON}>
          {t('sellerDelivery.save')}
        </button>
        {editing && (
          <button type="button" onClick={onDone} className={PLAIN_BUTTON}>
            {t('sellerDelivery.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}

function Stores({ d }: { d: SellerDelivery }) {
  const { t } = useTranslation();
  const desk = useConsoleCall();
  const { ask, dialog } = useAskFirst();
  const [editing, setEditing] = useState<SellerStore | null>(null);
  const [formKey, setFormKey] = useState(0);
  const done = () => {
    setEditing(null);
    setFormKey((k) => k + 1);
  };
  const who = new Map(d.staff.map((s) => [s.staff_id, s.nickname]));
  return (
    <Panel title={t('sellerDelivery.stores')} testId="delivery-stores">
      {d.stores.length === 0 ? (
        <p className="text-[13px] text-muted">{t('sellerDelivery.noStores')}</p>
      ) : (
        <table className={TABLE}>
          <thead>
            <tr className={HEAD}>
              <th className={`${CELL} font-normal`}>{t('sellerDelivery.storeName')}</th>
              <th className={`${CELL} w-[30%] font-normal`}>{t('sellerDelivery.address')}</th>
              <th className={`${CELL} w-[20%] font-normal`}>{t('sellerDelivery.verifiers')}</th>
              <th className={`${CELL} w-[20%] font-normal`}>{t('sellerDelivery.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {d.stores.map((s) => (
              <tr key={s.store_id} className="border-b border-line">
                <td className={`${CELL} break-words`}>
                  <span className="text-ink">{s.store_name}</span>
                  <span className="block text-muted">
                    {s.status === 1 ? t('sellerDelivery.storeOpen') : t('sellerDelivery.storeClosed')}
                    {s.open_date ? ` · ${s.open_date}` : ''}
                  </span>
                </td>
                <td className={`${CELL} break-words`}>
                  {s.full_address}
                  {s.telephone && <span className="block text-muted">{s.telephone}</span>}
                </td>
                <td className={`${CELL} break-words`}>
                  {s.verifier_ids.map((id) => who.get(id) ?? `#${id}`).join(', ')}
                </td>
                <td className={`${CELL} flex flex-wrap gap-2`}>
                  <RowButton onClick={() => setEditing(s)}>{t('sellerDelivery.edit')}</RowButton>
                  <RowButton
                    disabled={desk.busy}
                    onClick={() =>
                      ask({
                        title: t('sellerDelivery.deleteStoreAsk', { name: s.store_name }),
                        description: t('sellerDelivery.deleteStoreText'),
                        confirmLabel: t('sellerDelivery.delete'),
                        run: () => desk.run(sellerStoreDeleteEndpoint, { store_id: s.store_id }),
                      })
                    }
                  >
                    {t('sellerDelivery.delete')}
                  </RowButton>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <StoreForm key={editing ? `e${editing.store_id}` : `n${formKey}`} editing={editing} d={d} onDone={done} />
      {dialog}
    </Panel>
  );
}

/** `/seller/delivery`: the shop's delivery methods, express fee templates and pickup stores. */
export function ShopDelivery({
  d,
  states,
  cities,
  message,
}: {
  d: SellerDelivery | null;
  states: Region[];
  cities: Region[];
  message: string;
}) {
  const { t } = useTranslation();
  if (!d) return <StatusPanel icon={Truck} compact title={t('sellerDelivery.loadFailed')} description={message} />;
  return (
    <>
      <Settings d={d} cities={cities} />
      <Templates d={d} states={states} />
      <Stores d={d} />
    </>
  );
}
