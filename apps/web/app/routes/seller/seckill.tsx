import {
  goodsPageEndpoint,
  sellerSeckillAddEndpoint,
  sellerSeckillCloseEndpoint,
  sellerSeckillListEndpoint,
  sellerSeckillSlotsEndpoint,
} from '@zay/contract';
import { Zap } from 'lucide-react';
import { Form, useNavigation } from 'react-router';
import { MarketPrice, Price } from '~/components/ui/price';
import { StatusPanel } from '~/components/ui/status-panel';
import { serverApi } from '~/lib/api.server';
import { serverI18n } from '~/lib/i18n.server';
import { resolveLang } from '~/lib/lang';
import { pageMeta } from '~/lib/meta';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/seckill';
import { requireStaff } from './seller.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  const call = serverApi(request, context);
  const [slots, list, goods] = await Promise.all([
    call(sellerSeckillSlotsEndpoint, {}),
    call(sellerSeckillListEndpoint, { page: 1, page_size: 50 }),
    // The shop's goods (their default SKU) to choose from; the platform's staff type a SKU id.
    staff.site_id > 0 ? call(goodsPageEndpoint, { site_id: staff.site_id, page: 1, page_size: 100 }) : null,
  ]);
  return {
    title: serverI18n(resolveLang(request)).t('seckill.sellerTitle'),
    slots: slots.ok ? slots.data : [],
    seckills: list.ok ? list.data.list : [],
    goods: goods?.ok ? goods.data.list.map((g) => ({ skuId: g.sku_id, name: g.goods_name, price: g.price })) : null,
    message: list.ok ? '' : list.message,
  };
}

/** Sign-up (intent add) or close (intent close) through the console's calls; answers the outcome. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireStaff(request, context);
  const form = await request.formData();
  const call = serverApi(request, context);
  const text = (name: string) => String(form.get(name) ?? '').trim();
  if (text('intent') === 'close') {
    const r = await call(sellerSeckillCloseEndpoint, { id: Number(text('id')) });
    return { ok: r.ok, message: r.ok ? '' : r.message };
  }
  const r = await call(sellerSeckillAddEndpoint, {
    sku_id: Number(text('sku_id')),
    seckill_price: text('seckill_price'),
    stock: Number(text('stock')),
    max_buy: Number(text('max_buy') || 0),
    seckill_time_ids: form.getAll('slot').map(Number),
    days: Number(text('days') || 7),
  });
  return { ok: r.ok, message: r.ok ? '' : r.message, added: r.ok };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => [
  ...pageMeta(matches, location.pathname, { title: loaderData?.title }),
  { name: 'robots', content: 'noindex' },
];

const FIELD = 'grid gap-1 text-[13px] text-muted';

/** Seconds after midnight as HH:MM (the last slot ends at 24:00). */
const hm = (seconds: number) =>
  `${String(Math.floor(seconds / 3600)).padStart(2, '0')}:${String(Math.floor((seconds % 3600) / 60)).padStart(2, '0')}`;
const INPUT = 'h-9 rounded border border-line bg-white px-2 text-[14px] text-ink';

function AddForm({ loaderData, actionData }: Pick<Route.ComponentProps, 'loaderData' | 'actionData'>) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  return (
    <Form method="post" className="mb-5 grid gap-4 rounded-lg bg-white p-5" aria-labelledby="seckill-add">
      <h2 id="seckill-add" className="text-[16px] font-semibold text-ink">
        {t('seckill.sellerAdd')}
      </h2>
      <input type="hidden" name="intent" value="add" />
      <div className="grid grid-cols-3 gap-4">
        <label className={`${FIELD} col-span-3`}>
          {loaderData.goods ? t('seckill.fieldGoods') : t('seckill.fieldSku')}
          {loaderData.goods ? (
            <select name="sku_id" required className={INPUT}>
              {loaderData.goods.map((g) => (
                <option key={g.skuId} value={g.skuId}>
                  {g.name} — {g.price} Ks
                </option>
              ))}
            </select>
          ) : (
            <input name="sku_id" inputMode="numeric" required className={INPUT} />
          )}
        </label>
        <label className={FIELD}>
          {t('seckill.fieldPrice')}
          <input name="seckill_price" inputMode="decimal" required className={INPUT} />
        </label>
        <label className={FIELD}>
          {t('seckill.fieldStock')}
          <input name="stock" inputMode="numeric" required className={INPUT} />
        </label>
        <label className={FIELD}>
          {t('seckill.fieldLimit')} ({t('seckill.fieldLimitHint')})
          <input name="max_buy" inputMode="numeric" defaultValue="0" className={INPUT} />
        </label>
        <label className={FIELD}>
          {t('seckill.fieldDays')}
          <input name="days" inputMode="numeric" defaultValue="7" className={INPUT} />
        </label>
      </div>
      <fieldset>
        <legend className="mb-1 text-[13px] text-muted">{t('seckill.fieldSlots')}</legend>
        <div className="flex flex-wrap gap-3">
          {loaderData.slots.map((s) => (
            <label key={s.id} className="flex items-center gap-1.5 text-[14px] text-body">
              <input type="checkbox" name="slot" value={s.id} />
              {hm(s.seckill_start_time)}–{hm(s.seckill_end_time)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex items-center gap-4">
        <button
          type="submit"
          disabled={busy}
          className="h-10 rounded bg-brand px-8 text-[14px] text-white hover:bg-brand-dark disabled:bg-[#ccc]"
        >
          {t('seckill.submitAdd')}
        </button>
        <p role="status" className={`text-[13px] ${actionData?.ok ? 'text-green-700' : 'text-brand'}`}>
          {actionData
            ? actionData.ok
              ? t(actionData.added ? 'seckill.added' : 'seckill.closedNow')
              : actionData.message
            : ''}
        </p>
      </div>
    </Form>
  );
}

const date = (unix: number) => new Date(unix * 1000).toISOString().slice(0, 10);

/** `/seller/seckill`: sign the shop's goods up to the platform's slots, and its seckills with their state. */
export default function SellerSeckillRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const slotName = new Map(loaderData.slots.map((s) => [s.id, s.name]));
  const TH = 'px-3 py-2 text-left font-normal';
  return (
    <div className="mx-auto max-w-[1100px]">
      <h1 className="mb-3 text-xl leading-tight-text font-semibold text-ink">{loaderData.title}</h1>
      <AddForm loaderData={loaderData} actionData={actionData} />
      {loaderData.seckills.length === 0 ? (
        <StatusPanel icon={Zap} title={t('seckill.sellerEmpty')} description={loaderData.message} compact />
      ) : (
        <table className="w-full rounded-lg bg-white text-[13px]">
          <thead className="bg-page text-muted">
            <tr>
              <th className={TH}>{t('seckill.colGoods')}</th>
              <th className={TH}>{t('seckill.colPrice')}</th>
              <th className={TH}>{t('seckill.colStock')}</th>
              <th className={TH}>{t('seckill.colLimit')}</th>
              <th className={TH}>{t('seckill.colSlots')}</th>
              <th className={TH}>{t('seckill.colDates')}</th>
              <th className={TH}>{t('seckill.colStatus')}</th>
              <th className={TH}>{t('seckill.colAction')}</th>
            </tr>
          </thead>
          <tbody>
            {loaderData.seckills.map((k) => (
              <tr key={k.id} className="border-t border-line align-top">
                <td className="max-w-60 px-3 py-2 text-body">{k.goods_name}</td>
                <td className="px-3 py-2">
                  <Price amount={k.seckill_price} /> <MarketPrice amount={k.price} />
                </td>
                <td className="px-3 py-2">
                  {k.stock} / {k.sale_num}
                </td>
                <td className="px-3 py-2">{k.max_buy || t('seckill.noLimit')}</td>
                <td className="px-3 py-2">
                  {k.seckill_time_id
                    .split(',')
                    .filter(Boolean)
                    .map((id) => slotName.get(Number(id)) ?? id)
                    .join(', ')}
                </td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {date(k.start_time)} – {date(k.end_time)}
                </td>
                <td className="px-3 py-2">{t(`seckill.status_${k.status}` as 'seckill.status_1')}</td>
                <td className="px-3 py-2">
                  {k.status !== -1 && (
                    <Form
                      method="post"
                      onSubmit={(e) => {
                        if (!window.confirm(t('seckill.confirmClose'))) e.preventDefault();
                      }}
                    >
                      <input type="hidden" name="intent" value="close" />
                      <input type="hidden" name="id" value={k.id} />
                      <button type="submit" className="text-brand hover:underline">
                        {t('seckill.closeSeckill')}
                      </button>
                    </Form>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
