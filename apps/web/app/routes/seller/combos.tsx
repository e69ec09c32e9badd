import {
  sellerBundlingListEndpoint,
  sellerBundlingSaveEndpoint,
  sellerBundlingStatusEndpoint,
  type Bundling,
} from '@zay/contract';
import { Package } from 'lucide-react';
import { Link } from 'react-router';
import { Field, FIELD, PromotionForm, PromotionPage, RowAction, TD } from '~/components/console/promotion-console';
import { formatPrice, MarketPrice, Price } from '~/components/ui/price';
import { serverApi } from '~/lib/api.server';
import { serverI18n } from '~/lib/i18n.server';
import { resolveLang } from '~/lib/lang';
import { noindexPageMeta } from '~/lib/meta';
import { useTranslation } from '~/lib/translation';
import type { Route } from './+types/combos';
import { requireStaff, sellerPost, shopGoodsChoices } from './seller.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  const call = serverApi(request, context);
  const [list, goods] = await Promise.all([
    call(sellerBundlingListEndpoint, { page: 1, page_size: 50 }),
    // The shop's goods to put in a package; the platform's staff only see packages.
    shopGoodsChoices(call, staff),
  ]);
  const combos = list.ok ? list.data.list : [];
  const editId = Number(new URL(request.url).searchParams.get('edit'));
  return {
    title: serverI18n(resolveLang(request)).t('combo.sellerTitle'),
    combos,
    editing: combos.find((c) => c.bl_id === editId) ?? null,
    goods,
    message: list.ok ? '' : list.message,
  };
}

/** Save (intent save, with bl_id when editing) or switch on/off (intent status) through the console's calls. */
export async function action({ request, context }: Route.ActionArgs) {
  const { form, text, call } = await sellerPost(request, context);
  if (text('intent') === 'status') {
    const r = await call(sellerBundlingStatusEndpoint, {
      bl_id: Number(text('bl_id')),
      status: text('status') === '1' ? 1 : 0,
    });
    return { ok: r.ok, message: r.ok ? '' : r.message, saved: false };
  }
  const r = await call(sellerBundlingSaveEndpoint, {
    ...(text('bl_id') ? { bl_id: Number(text('bl_id')) } : {}),
    bl_name: text('bl_name'),
    bl_price: text('bl_price'),
    shipping_fee_type: text('shipping_fee_type') === '1' ? 1 : 2,
    sku_ids: form.getAll('sku').map(Number),
  });
  return { ok: r.ok, message: r.ok ? '' : r.message, saved: r.ok };
}

export const meta: Route.MetaFunction = noindexPageMeta;

function SaveForm({ loaderData, actionData }: Pick<Route.ComponentProps, 'loaderData' | 'actionData'>) {
  const { t } = useTranslation();
  const editing = loaderData.editing;
  const chosen = new Set(editing?.bundling_goods.map((g) => g.sku_id));
  if (!loaderData.goods) return null;
  return (
    <PromotionForm
      id="combo-save"
      title={editing ? t('combo.sellerEdit', { name: editing.bl_name }) : t('combo.sellerAdd')}
      intent="save"
      editing={editing ? { name: 'bl_id', value: editing.bl_id } : undefined}
      submitLabel={t('combo.submitSave')}
      cancel={{ to: '/seller/combos', label: t('combo.cancelEdit') }}
      outcome={
        actionData && {
          ok: actionData.ok,
          text: actionData.ok ? t(actionData.saved ? 'combo.saved' : 'combo.statusChanged') : actionData.message,
        }
      }
    >
      <div className="grid grid-cols-3 gap-4">
        <Field label={t('combo.fieldName')} name="bl_name" required maxLength={60} defaultValue={editing?.bl_name} />
        <Field
          label={t('combo.fieldPrice')}
          name="bl_price"
          inputMode="decimal"
          required
          defaultValue={editing?.bl_price}
        />
        <fieldset className={FIELD}>
          <legend className="mb-1">{t('combo.fieldDelivery')}</legend>
          <div className="flex flex-wrap gap-4 text-[14px] text-body">
            {[1, 2].map((v) => (
              <label key={v} className="flex items-center gap-1.5">
                <input
                  type="radio"
                  name="shipping_fee_type"
                  value={v}
                  defaultChecked={(editing?.shipping_fee_type ?? 1) === v}
                />
                {v === 1 ? t('combo.freeDelivery') : t('combo.buyerPaysDelivery')}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      <fieldset>
        <legend className="mb-1 text-[13px] text-muted">{t('combo.fieldGoods')}</legend>
        <div className="grid max-h-64 grid-cols-2 gap-x-6 gap-y-1.5 overflow-y-auto rounded border border-line p-3">
          {loaderData.goods.map((g) => (
            <label key={g.skuId} className="flex items-center gap-2 text-[14px] text-body">
              <input type="checkbox" name="sku" value={g.skuId} defaultChecked={chosen.has(g.skuId)} />
              <span className="min-w-0 flex-1 truncate">{g.name}</span>
              <span className="shrink-0 text-muted">{formatPrice(g.price)}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </PromotionForm>
  );
}

function Row({ combo }: { combo: Bundling }) {
  const { t } = useTranslation();
  const on = combo.status === 1;
  return (
    <tr className="border-t border-line align-top">
      <td className={`${TD} text-body`}>
        <Link to={`/promotion/combo-${combo.bl_id}`} className="font-semibold hover:text-brand">
          {combo.bl_name}
        </Link>
        <ul className="mt-1 text-[12px] text-muted">
          {combo.bundling_goods.map((g) => (
            <li key={g.sku_id} className={g.goods_state === 1 ? '' : 'text-brand'}>
              {g.sku_name} · {formatPrice(g.price)}
              {g.goods_state === 1 ? '' : ` · ${t('combo.goodsOff')}`}
            </li>
          ))}
        </ul>
      </td>
      <td className="px-3 py-2 whitespace-nowrap">
        <Price amount={combo.bl_price} /> <MarketPrice amount={combo.goods_money} />
      </td>
      <td className={TD}>{combo.shipping_fee_type === 1 ? t('combo.freeDelivery') : t('combo.buyerPaysDelivery')}</td>
      <td className={TD}>{on ? t('combo.statusOn') : t('combo.statusOff')}</td>
      <td className={TD}>
        <RowAction
          edit={{ to: `/seller/combos?edit=${combo.bl_id}`, label: t('combo.edit') }}
          fields={{ intent: 'status', bl_id: combo.bl_id, status: on ? 0 : 1 }}
          label={on ? t('combo.switchOff') : t('combo.switchOn')}
        />
      </td>
    </tr>
  );
}

/** `/seller/combos`: the shop's combo packages — create, edit, switch on and off (ADR 071). */
export default function SellerCombosRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <PromotionPage
      title={loaderData.title}
      form={<SaveForm key={loaderData.editing?.bl_id ?? 'new'} loaderData={loaderData} actionData={actionData} />}
      rows={loaderData.combos.length}
      empty={{ icon: Package, title: t('combo.sellerEmpty'), message: loaderData.message }}
      heads={[
        t('combo.colPackage'),
        t('combo.colPrice'),
        t('combo.colDelivery'),
        t('combo.colStatus'),
        t('combo.colAction'),
      ]}
    >
      {loaderData.combos.map((c) => (
        <Row key={c.bl_id} combo={c} />
      ))}
    </PromotionPage>
  );
}
