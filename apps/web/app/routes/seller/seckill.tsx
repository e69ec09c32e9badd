import {
  sellerSeckillAddEndpoint,
  sellerSeckillCloseEndpoint,
  sellerSeckillListEndpoint,
  sellerSeckillSlotsEndpoint,
} from '@zay/contract';
import { Zap } from 'lucide-react';
import { Field, PromotionForm, PromotionPage, RowAction, SkuField, TD } from '~/components/console/promotion-console';
import { MarketPrice, Price } from '~/components/ui/price';
import { serverApi } from '~/lib/api.server';
import { clockOfDay } from '~/lib/format-time';
import { serverI18n } from '~/lib/i18n.server';
import { resolveLang } from '~/lib/lang';
import { noindexPageMeta } from '~/lib/meta';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/seckill';
import { requireStaff, sellerPost, shopGoodsChoices } from './seller.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  const call = serverApi(request, context);
  const [slots, list, goods] = await Promise.all([
    call(sellerSeckillSlotsEndpoint, {}),
    call(sellerSeckillListEndpoint, { page: 1, page_size: 50 }),
    shopGoodsChoices(call, staff),
  ]);
  return {
    title: serverI18n(resolveLang(request)).t('seckill.sellerTitle'),
    slots: slots.ok ? slots.data : [],
    seckills: list.ok ? list.data.list : [],
    goods,
    message: list.ok ? '' : list.message,
  };
}

/** Sign-up (intent add) or close (intent close) through the console's calls; answers the outcome. */
export async function action({ request, context }: Route.ActionArgs) {
  const { form, text, call } = await sellerPost(request, context);
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

export const meta: Route.MetaFunction = noindexPageMeta;

function AddForm({ loaderData, actionData }: Pick<Route.ComponentProps, 'loaderData' | 'actionData'>) {
  const { t } = useTranslation();
  return (
    <PromotionForm
      id="seckill-add"
      title={t('seckill.sellerAdd')}
      intent="add"
      submitLabel={t('seckill.submitAdd')}
      outcome={
        actionData && {
          ok: actionData.ok,
          text: actionData.ok ? t(actionData.added ? 'seckill.added' : 'seckill.closedNow') : actionData.message,
        }
      }
    >
      <div className="grid grid-cols-3 gap-4">
        <SkuField goods={loaderData.goods} label={loaderData.goods ? t('seckill.fieldGoods') : t('seckill.fieldSku')} />
        <Field label={t('seckill.fieldPrice')} name="seckill_price" inputMode="decimal" required />
        <Field label={t('seckill.fieldStock')} name="stock" inputMode="numeric" required />
        <Field
          label={
            <>
              {t('seckill.fieldLimit')} ({t('seckill.fieldLimitHint')})
            </>
          }
          name="max_buy"
          inputMode="numeric"
          defaultValue="0"
        />
        <Field label={t('seckill.fieldDays')} name="days" inputMode="numeric" defaultValue="7" />
      </div>
      <fieldset>
        <legend className="mb-1 text-[13px] text-muted">{t('seckill.fieldSlots')}</legend>
        <div className="flex flex-wrap gap-3">
          {loaderData.slots.map((s) => (
            <label key={s.id} className="flex items-center gap-1.5 text-[14px] text-body">
              <input type="checkbox" name="slot" value={s.id} />
              {clockOfDay(s.seckill_start_time)}–{clockOfDay(s.seckill_end_time)}
            </label>
          ))}
        </div>
      </fieldset>
    </PromotionForm>
  );
}

const date = (unix: number) => new Date(unix * 1000).toISOString().slice(0, 10);

/** `/seller/seckill`: sign the shop's goods up to the platform's slots, and its seckills with their state. */
export default function SellerSeckillRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const slotName = new Map(loaderData.slots.map((s) => [s.id, s.name]));
  return (
    <PromotionPage
      title={loaderData.title}
      form={<AddForm loaderData={loaderData} actionData={actionData} />}
      rows={loaderData.seckills.length}
      empty={{ icon: Zap, title: t('seckill.sellerEmpty'), message: loaderData.message }}
      heads={[
        t('seckill.colGoods'),
        t('seckill.colPrice'),
        t('seckill.colStock'),
        t('seckill.colLimit'),
        t('seckill.colSlots'),
        t('seckill.colDates'),
        t('seckill.colStatus'),
        t('seckill.colAction'),
      ]}
    >
      {loaderData.seckills.map((k) => (
        <tr key={k.id} className="border-t border-line align-top">
          <td className="max-w-60 px-3 py-2 text-body">{k.goods_name}</td>
          <td className={TD}>
            <Price amount={k.seckill_price} /> <MarketPrice amount={k.price} />
          </td>
          <td className={TD}>
            {k.stock} / {k.sale_num}
          </td>
          <td className={`${TD} whitespace-nowrap`}>{k.max_buy || t('seckill.noLimit')}</td>
          <td className={TD}>
            {k.seckill_time_id
              .split(',')
              .filter(Boolean)
              .map((id) => slotName.get(Number(id)) ?? id)
              .join(', ')}
          </td>
          <td className="px-3 py-2 whitespace-nowrap">
            {date(k.start_time)} – {date(k.end_time)}
          </td>
          <td className={`${TD} whitespace-nowrap`}>{t(`seckill.status_${k.status}` as 'seckill.status_1')}</td>
          <td className={`${TD} whitespace-nowrap`}>
            {k.status !== -1 && (
              <RowAction
                fields={{ intent: 'close', id: k.id }}
                label={t('seckill.closeSeckill')}
                confirm={t('seckill.confirmClose')}
              />
            )}
          </td>
        </tr>
      ))}
    </PromotionPage>
  );
}
