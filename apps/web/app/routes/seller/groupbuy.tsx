import {
  sellerGroupbuyAddEndpoint,
  sellerGroupbuyEditEndpoint,
  sellerGroupbuyEndEndpoint,
  sellerGroupbuyListEndpoint,
  type SellerGroupbuy,
} from '@zay/contract';
import { Users } from 'lucide-react';
import { Field, PromotionForm, PromotionPage, RowAction, SkuField, TD } from '~/components/console/promotion-console';
import { MarketPrice, Price } from '~/components/ui/price';
import { serverApi } from '~/lib/api.server';
import { formatDateTime, inputMoment, marketMoment } from '~/lib/format-time';
import { serverI18n } from '~/lib/i18n.server';
import { resolveLang } from '~/lib/lang';
import { noindexPageMeta } from '~/lib/meta';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/groupbuy';
import { requireStaff, sellerPost, shopGoodsChoices } from './seller.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  const call = serverApi(request, context);
  const [list, goods] = await Promise.all([
    call(sellerGroupbuyListEndpoint, { page: 1, page_size: 50 }),
    shopGoodsChoices(call, staff),
  ]);
  const groupbuys = list.ok ? list.data.list : [];
  const editId = Number(new URL(request.url).searchParams.get('edit')) || 0;
  return {
    title: serverI18n(resolveLang(request)).t('groupbuy.sellerTitle'),
    groupbuys,
    editing: groupbuys.find((g) => g.groupbuy_id === editId && g.status !== 3) ?? null,
    goods,
    message: list.ok ? '' : list.message,
    now: Math.floor(Date.now() / 1000),
  };
}

/** Create (intent add), change (intent edit) or end (intent end) through the console's calls; answers the outcome. */
export async function action({ request, context }: Route.ActionArgs) {
  const { text, call } = await sellerPost(request, context);
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

export const meta: Route.MetaFunction = noindexPageMeta;

function TermsForm({ loaderData, actionData }: Pick<Route.ComponentProps, 'loaderData' | 'actionData'>) {
  const { t } = useTranslation();
  const editing: SellerGroupbuy | null = loaderData.editing;
  const { now } = loaderData;
  return (
    <PromotionForm
      id="groupbuy-form"
      title={editing ? t('groupbuy.sellerEdit', { name: editing.goods_name }) : t('groupbuy.sellerAdd')}
      intent={editing ? 'edit' : 'add'}
      editing={editing ? { name: 'groupbuy_id', value: editing.groupbuy_id } : undefined}
      submitLabel={editing ? t('groupbuy.submitEdit') : t('groupbuy.submitAdd')}
      cancel={{ to: '/seller/groupbuy', label: t('groupbuy.cancelEdit') }}
      outcome={
        actionData && {
          ok: actionData.ok,
          text: actionData.ok ? t(`groupbuy.done_${actionData.done}`) : actionData.message,
        }
      }
    >
      <div className="grid grid-cols-3 gap-4">
        {!editing && (
          <SkuField
            goods={loaderData.goods}
            label={loaderData.goods ? t('groupbuy.fieldGoods') : t('groupbuy.fieldSku')}
          />
        )}
        <Field
          label={t('groupbuy.fieldPrice')}
          name="groupbuy_price"
          inputMode="decimal"
          required
          defaultValue={editing?.groupbuy_price}
        />
        <Field
          label={t('groupbuy.fieldBuyNum')}
          name="buy_num"
          inputMode="numeric"
          required
          defaultValue={editing?.buy_num ?? 2}
        />
        <Field
          label={t('groupbuy.fieldQuota')}
          name="quota"
          inputMode="numeric"
          required
          defaultValue={editing ? editing.stock + editing.sell_num : ''}
        />
        <Field
          label={t('groupbuy.fieldStart')}
          name="start"
          type="datetime-local"
          required
          defaultValue={inputMoment(editing?.start_time ?? now)}
        />
        <Field
          label={t('groupbuy.fieldEnd')}
          name="end"
          type="datetime-local"
          required
          defaultValue={inputMoment(editing?.end_time ?? now + 7 * 86_400)}
        />
      </div>
    </PromotionForm>
  );
}

/** `/seller/groupbuy`: the shop's group buys — create, change and end them — with their state. */
export default function SellerGroupbuyRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <PromotionPage
      title={loaderData.title}
      form={
        <TermsForm key={loaderData.editing?.groupbuy_id ?? 'new'} loaderData={loaderData} actionData={actionData} />
      }
      rows={loaderData.groupbuys.length}
      empty={{ icon: Users, title: t('groupbuy.sellerEmpty'), message: loaderData.message }}
      heads={[
        t('groupbuy.colGoods'),
        t('groupbuy.colPrice'),
        t('groupbuy.colBuyNum'),
        t('groupbuy.colStock'),
        t('groupbuy.colTimes'),
        t('groupbuy.colStatus'),
        t('groupbuy.colAction'),
      ]}
    >
      {loaderData.groupbuys.map((g) => (
        <tr key={g.groupbuy_id} className="border-t border-line align-top">
          <td className="max-w-60 px-3 py-2 text-body">{g.goods_name}</td>
          <td className={TD}>
            <Price amount={g.groupbuy_price} /> <MarketPrice amount={g.price} />
          </td>
          <td className={TD}>{g.buy_num}</td>
          <td className={TD}>
            {g.stock} / {g.sell_num}
          </td>
          <td className="px-3 py-2 whitespace-nowrap">
            {formatDateTime(g.start_time)}
            <br />
            {formatDateTime(g.end_time)}
          </td>
          <td className={TD}>{t(`groupbuy.status_${g.status}` as 'groupbuy.status_2')}</td>
          <td className={TD}>
            {g.status !== 3 && (
              <RowAction
                edit={{ to: `?edit=${g.groupbuy_id}`, label: t('groupbuy.edit') }}
                fields={{ intent: 'end', groupbuy_id: g.groupbuy_id }}
                label={t('groupbuy.end')}
                confirm={t('groupbuy.confirmEnd')}
              />
            )}
          </td>
        </tr>
      ))}
    </PromotionPage>
  );
}
