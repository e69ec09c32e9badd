import {
  goodsPageEndpoint,
  sellerGroupbuyAddEndpoint,
  sellerGroupbuyEditEndpoint,
  sellerGroupbuyEndEndpoint,
  sellerGroupbuyListEndpoint,
  type SellerGroupbuy,
} from '@zay/contract';
import { Users } from 'lucide-react';
import { Form, Link, useNavigation } from 'react-router';
import { MarketPrice, Price } from '~/components/ui/price';
import { StatusPanel } from '~/components/ui/status-panel';
import { serverApi } from '~/lib/api.server';
import { formatDateTime, marketMoment, marketParts } from '~/lib/format-time';
import { serverI18n } from '~/lib/i18n.server';
import { resolveLang } from '~/lib/lang';
import { pageMeta } from '~/lib/meta';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/groupbuy';
import { requireStaff } from './seller.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  const call = serverApi(request, context);
  const [list, goods] = await Promise.all([
    call(sellerGroupbuyListEndpoint, { page: 1, page_size: 50 }),
    // The shop's goods (their default SKU) to choose from; the platform's staff type a SKU id.
    staff.site_id > 0 ? call(goodsPageEndpoint, { site_id: staff.site_id, page: 1, page_size: 100 }) : null,
  ]);
  const groupbuys = list.ok ? list.data.list : [];
  const editId = Number(new URL(request.url).searchParams.get('edit')) || 0;
  return {
    title: serverI18n(resolveLang(request)).t('groupbuy.sellerTitle'),
    groupbuys,
    editing: groupbuys.find((g) => g.groupbuy_id === editId && g.status !== 3) ?? null,
    goods: goods?.ok ? goods.data.list.map((g) => ({ skuId: g.sku_id, name: g.goods_name, price: g.price })) : null,
    message: list.ok ? '' : list.message,
    now: Math.floor(Date.now() / 1000),
  };
}

/** Create (intent add), change (intent edit) or end (intent end) through the console's calls; answers the outcome. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireStaff(request, context);
  const form = await request.formData();
  const call = serverApi(request, context);
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const intent = text('intent');
  if (intent === 'end') {
    const r = await call(sellerGroupbuyEndEndpoint, { groupbuy_id: Number(text('groupbuy_id')) });
    return { ok: r.ok, message: r.ok ? '' : r.message, done: 'ended' as const };
  }
  const terms = {
    groupbuy_price: text('groupbuy_price'),
    buy_num: Number(text('buy_num')),
    quota: Number(text('quota')),
    start_time: marketMoment(text('start')),
    end_time: marketMoment(text('end')),
  };
  const r =
    intent === 'edit'
      ? await call(sellerGroupbuyEditEndpoint, { groupbuy_id: Number(text('groupbuy_id')), ...terms })
      : await call(sellerGroupbuyAddEndpoint, { sku_id: Number(text('sku_id')), ...terms });
  return {
    ok: r.ok,
    message: r.ok ? '' : r.message,
    done: intent === 'edit' ? ('saved' as const) : ('added' as const),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => [
  ...pageMeta(matches, location.pathname, { title: loaderData?.title }),
  { name: 'robots', content: 'noindex' },
];

const FIELD = 'grid gap-1 text-[13px] text-muted';
const INPUT = 'h-9 rounded border border-line bg-white px-2 text-[14px] text-ink';
const inputTime = (unix: number) => {
  const p = marketParts(unix);
  return `${p.day}T${p.clock}`;
};

function TermsForm({ loaderData, actionData }: Pick<Route.ComponentProps, 'loaderData' | 'actionData'>) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  const editing: SellerGroupbuy | null = loaderData.editing;
  const { now } = loaderData;
  return (
    <Form
      method="post"
      key={editing?.groupbuy_id ?? 'new'}
      className="mb-5 grid gap-4 rounded-lg bg-white p-5"
      aria-labelledby="groupbuy-form"
    >
      <h2 id="groupbuy-form" className="text-[16px] font-semibold text-ink">
        {editing ? t('groupbuy.sellerEdit', { name: editing.goods_name }) : t('groupbuy.sellerAdd')}
      </h2>
      <input type="hidden" name="intent" value={editing ? 'edit' : 'add'} />
      {editing && <input type="hidden" name="groupbuy_id" value={editing.groupbuy_id} />}
      <div className="grid grid-cols-3 gap-4">
        {!editing && (
          <label className={`${FIELD} col-span-3`}>
            {loaderData.goods ? t('groupbuy.fieldGoods') : t('groupbuy.fieldSku')}
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
        )}
        <label className={FIELD}>
          {t('groupbuy.fieldPrice')}
          <input
            name="groupbuy_price"
            inputMode="decimal"
            required
            defaultValue={editing?.groupbuy_price}
            className={INPUT}
          />
        </label>
        <label className={FIELD}>
          {t('groupbuy.fieldBuyNum')}
          <input name="buy_num" inputMode="numeric" required defaultValue={editing?.buy_num ?? 2} className={INPUT} />
        </label>
        <label className={FIELD}>
          {t('groupbuy.fieldQuota')}
          <input
            name="quota"
            inputMode="numeric"
            required
            defaultValue={editing ? editing.stock + editing.sell_num : ''}
            className={INPUT}
          />
        </label>
        <label className={FIELD}>
          {t('groupbuy.fieldStart')}
          <input
            name="start"
            type="datetime-local"
            required
            defaultValue={inputTime(editing?.start_time ?? now)}
            className={INPUT}
          />
        </label>
        <label className={FIELD}>
          {t('groupbuy.fieldEnd')}
          <input
            name="end"
            type="datetime-local"
            required
            defaultValue={inputTime(editing?.end_time ?? now + 7 * 86_400)}
            className={INPUT}
          />
        </label>
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <button
          type="submit"
          disabled={busy}
          className="h-10 rounded bg-brand px-8 text-[14px] text-white hover:bg-brand-dark disabled:bg-[#ccc]"
        >
          {editing ? t('groupbuy.submitEdit') : t('groupbuy.submitAdd')}
        </button>
        {editing && (
          <Link to="/seller/groupbuy" className="text-[14px] text-muted hover:text-brand">
            {t('groupbuy.cancelEdit')}
          </Link>
        )}
        <p role="status" className={`text-[13px] ${actionData?.ok ? 'text-green-700' : 'text-brand'}`}>
          {actionData ? (actionData.ok ? t(`groupbuy.done_${actionData.done}`) : actionData.message) : ''}
        </p>
      </div>
    </Form>
  );
}

/** `/seller/groupbuy`: the shop's group buys — create, change and end them — with their state. */
export default function SellerGroupbuyRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const TH = 'px-3 py-2 text-left font-normal';
  return (
    <div className="mx-auto max-w-[1100px]">
      <h1 className="mb-3 text-xl leading-tight-text font-semibold text-ink">{loaderData.title}</h1>
      <TermsForm loaderData={loaderData} actionData={actionData} />
      {loaderData.groupbuys.length === 0 ? (
        <StatusPanel icon={Users} title={t('groupbuy.sellerEmpty')} description={loaderData.message} compact />
      ) : (
        <table className="w-full rounded-lg bg-white text-[13px]">
          <thead className="bg-page text-muted">
            <tr>
              <th className={TH}>{t('groupbuy.colGoods')}</th>
              <th className={TH}>{t('groupbuy.colPrice')}</th>
              <th className={TH}>{t('groupbuy.colBuyNum')}</th>
              <th className={TH}>{t('groupbuy.colStock')}</th>
              <th className={TH}>{t('groupbuy.colTimes')}</th>
              <th className={TH}>{t('groupbuy.colStatus')}</th>
              <th className={TH}>{t('groupbuy.colAction')}</th>
            </tr>
          </thead>
          <tbody>
            {loaderData.groupbuys.map((g) => (
              <tr key={g.groupbuy_id} className="border-t border-line align-top">
                <td className="max-w-60 px-3 py-2 text-body">{g.goods_name}</td>
                <td className="px-3 py-2">
                  <Price amount={g.groupbuy_price} /> <MarketPrice amount={g.price} />
                </td>
                <td className="px-3 py-2">{g.buy_num}</td>
                <td className="px-3 py-2">
                  {g.stock} / {g.sell_num}
                </td>
                <td className="px-3 py-2 whitespace-nowrap">
                  {formatDateTime(g.start_time)}
                  <br />
                  {formatDateTime(g.end_time)}
                </td>
                <td className="px-3 py-2">{t(`groupbuy.status_${g.status}` as 'groupbuy.status_2')}</td>
                <td className="px-3 py-2">
                  {g.status !== 3 && (
                    <div className="flex flex-wrap gap-3">
                      <Link to={`?edit=${g.groupbuy_id}`} className="text-brand hover:underline">
                        {t('groupbuy.edit')}
                      </Link>
                      <Form
                        method="post"
                        onSubmit={(e) => {
                          if (!window.confirm(t('groupbuy.confirmEnd'))) e.preventDefault();
                        }}
                      >
                        <input type="hidden" name="intent" value="end" />
                        <input type="hidden" name="groupbuy_id" value={g.groupbuy_id} />
                        <button type="submit" className="text-brand hover:underline">
                          {t('groupbuy.end')}
                        </button>
                      </Form>
                    </div>
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
