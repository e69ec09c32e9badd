import {
  formatKs,
  GOODS_VERIFY,
  sellerGoodsBatchEndpoint,
  type GoodsBatchAction,
  type SellerGoodsRow,
} from '@zay/contract';
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { BUTTON, PLAIN_BUTTON, ROW_ACTION, SELECT } from '~/components/console/console-ui';
import { Img } from '~/components/ui/img';
import { formatDateTime } from '~/lib/format-time';
import { notifyError, notifySuccess } from '~/lib/notify';
import { api, isSessionError } from '~/lib/api';
import { useTranslation, type TranslationKey } from '~/lib/translation';

export interface ShopCategoryOption {
  id: number;
  name: string;
  pid: number;
}

/** What a row's state reads as: deleted, refused, taken down, under review, on sale or in the warehouse. */
export function stateKey(g: SellerGoodsRow): TranslationKey {
  if (g.is_delete) return 'goodsConsole.stateDeleted';
  if (g.verify_state === GOODS_VERIFY.REFUSED) return 'goodsConsole.stateRefused';
  if (g.verify_state === GOODS_VERIFY.TAKEN_DOWN) return 'goodsConsole.stateTakenDown';
  if (g.verify_state === GOODS_VERIFY.WAITING) return 'goodsConsole.stateReview';
  return g.goods_state === 1 ? 'goodsConsole.stateOnSale' : 'goodsConsole.stateWarehouse';
}

const price = (g: SellerGoodsRow) =>
  g.price === g.price_max ? formatKs(g.price) : `${formatKs(g.price)} – ${formatKs(g.price_max)}`;

/**
 * The shop's goods: a checkbox per row (and one for the page), the bulk actions on the selected
 * rows, and each row's own links. The API checks each goods on its own; refused ones are listed
 * with the reason, the others change.
 */
export function GoodsTable({
  rows,
  recycle,
  shopCategories,
}: {
  rows: SellerGoodsRow[];
  recycle: boolean;
  shopCategories: ShopCategoryOption[];
}) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<Set<number>>(new Set());
  const [category, setCategory] = useState(0);
  const [refusals, setRefusals] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const revalidator = useRevalidator();
  const all = rows.length > 0 && rows.every((r) => picked.has(r.goods_id));
  const toggle = (id: number) =>
    setPicked((was) => {
      const next = new Set(was);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const act = async (action: GoodsBatchAction, ids = [...picked]) => {
    if (ids.length === 0) return;
    if (action === 'delete' && !window.confirm(t('goodsConsole.confirmDelete', { n: ids.length }))) return;
    setBusy(true);
    setRefusals([]);
    const result = await api(sellerGoodsBatchEndpoint, { action, goods_ids: ids, shop_category_id: category });
    setBusy(false);
    if (!result.ok) return void (isSessionError(result) || notifyError(result.message));
    const names = new Map(rows.map((r) => [r.goods_id, r.goods_name]));
    setRefusals(result.data.refused.map((r) => `${names.get(r.goods_id) ?? r.goods_id}: ${r.message}`));
    if (result.data.done.length) void notifySuccess(t('goodsConsole.batchDone', { n: result.data.done.length }));
    setPicked(new Set());
    await revalidator.revalidate();
  };
  const disabled = busy || picked.size === 0;

  return (
    <div className="bg-white">
      <div
        className="flex flex-wrap items-center gap-2 border-b border-line px-4 py-3"
        role="toolbar"
        aria-label={t('goodsConsole.bulkLabel')}
      >
        <span className="text-[13px] text-muted">{t('goodsConsole.selected', { n: picked.size })}</span>
        {recycle ? (
          <button type="button" className={PLAIN_BUTTON} disabled={disabled} onClick={() => void act('restore')}>
            {t('goodsConsole.restore')}
          </button>
        ) : (
          <>
            <button type="button" className={PLAIN_BUTTON} disabled={disabled} onClick={() => void act('on_sale')}>
              {t('goodsConsole.putOnSale')}
            </button>
            <button type="button" className={PLAIN_BUTTON} disabled={disabled} onClick={() => void act('off_sale')}>
              {t('goodsConsole.takeOffSale')}
            </button>
            <button type="button" className={PLAIN_BUTTON} disabled={disabled} onClick={() => void act('delete')}>
              {t('goodsConsole.delete')}
            </button>
            <label className="flex items-center gap-2 text-[13px] text-muted">
              <span className="whitespace-nowrap">{t('goodsConsole.moveTo')}</span>
              <select
                className={`${SELECT} w-44`}
                value={category}
                onChange={(e) => setCategory(Number(e.target.value))}
              >
                <option value={0}>{t('goodsConsole.noShopCategory')}</option>
                {shopCategories.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.pid ? `— ${c.name}` : c.name}
                  </option>
                ))}
              </select>
            </label>
            <button type="button" className={BUTTON} disabled={disabled} onClick={() => void act('shop_category')}>
              {t('goodsConsole.move')}
            </button>
          </>
        )}
      </div>
      {refusals.length > 0 && (
        <div role="alert" className="border-b border-line bg-brand-soft px-4 py-2 text-[13px] text-brand">
          <p className="font-medium">{t('goodsConsole.batchRefused', { n: refusals.length })}</p>
          <ul className="mt-1 list-disc pl-5">
            {refusals.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </div>
      )}
      <table className="w-full text-left text-[13px] leading-tight-text">
        <caption className="sr-only">{t('goodsConsole.title')}</caption>
        <thead className="bg-page text-muted">
          <tr>
            <th className="w-10 px-4 py-2.5">
              <input
                type="checkbox"
                aria-label={t('goodsConsole.selectAll')}
                checked={all}
                onChange={() => setPicked(all ? new Set() : new Set(rows.map((r) => r.goods_id)))}
              />
            </th>
            <th className="py-2.5 pr-3 font-medium whitespace-nowrap">{t('goodsConsole.colGoods')}</th>
            <th className="py-2.5 pr-3 font-medium whitespace-nowrap">{t('goodsConsole.colPrice')}</th>
            <th className="py-2.5 pr-3 font-medium whitespace-nowrap">{t('goodsConsole.colStock')}</th>
            <th className="py-2.5 pr-3 font-medium whitespace-nowrap">{t('goodsConsole.colSales')}</th>
            <th className="py-2.5 pr-3 font-medium whitespace-nowrap">{t('goodsConsole.colState')}</th>
            <th className="py-2.5 pr-3 font-medium whitespace-nowrap">{t('goodsConsole.colCreated')}</th>
            <th className="px-4 py-2.5 font-medium">{t('goodsConsole.colActions')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((g) => (
            <tr key={g.goods_id} className="border-t border-line align-middle">
              <td className="px-4 py-3">
                <input
                  type="checkbox"
                  aria-label={t('goodsConsole.selectOne', { name: g.goods_name })}
                  checked={picked.has(g.goods_id)}
                  onChange={() => toggle(g.goods_id)}
                />
              </td>
              <td className="py-3 pr-3">
                <div className="flex items-center gap-3">
                  <Img
                    kind="goods"
                    src={g.goods_image}
                    width={48}
                    height={48}
                    alt=""
                    className="size-12 shrink-0 rounded object-cover"
                  />
                  <div className="min-w-0">
                    <p className="line-clamp-2 max-w-[360px] break-words text-ink">{g.goods_name}</p>
                    <p className="mt-0.5 text-[12px] text-muted">
                      {t('goodsConsole.skuCount', { n: g.sku_count })} · ID {g.goods_id}
                    </p>
                  </div>
                </div>
              </td>
              <td className="py-3 pr-3 whitespace-nowrap text-brand">{price(g)}</td>
              <td className={`py-3 pr-3 whitespace-nowrap ${g.stock === 0 ? 'font-medium text-brand' : 'text-body'}`}>
                {g.stock === 0 ? t('goodsConsole.soldOut') : g.stock}
              </td>
              <td className="py-3 pr-3 text-body">{g.sale_num}</td>
              <td className="py-3 pr-3">
                <span className="whitespace-nowrap text-body">{t(stateKey(g))}</span>
                {g.verify_state < 0 && g.verify_state_remark && (
                  <p className="mt-0.5 max-w-[200px] text-[12px] break-words text-brand">{g.verify_state_remark}</p>
                )}
              </td>
              <td className="py-3 pr-3 whitespace-nowrap text-muted">{formatDateTime(g.create_time)}</td>
              <td className="px-4 py-3">
                <div className="flex flex-wrap gap-1.5">
                  {!g.is_delete && (
                    <Link to={`/seller/goods_edit?goods_id=${g.goods_id}`} className={ROW_ACTION}>
                      {t('goodsConsole.edit')}
                    </Link>
                  )}
                  {!g.is_delete && g.goods_state === 1 && g.verify_state === 1 && (
                    <a href={`/sku-${g.sku_id}`} target="_blank" rel="noreferrer" className={ROW_ACTION}>
                      {t('goodsConsole.view')}
                    </a>
                  )}
                  {g.is_delete ? (
                    <button type="button" className={ROW_ACTION} onClick={() => void act('restore', [g.goods_id])}>
                      {t('goodsConsole.restore')}
                    </button>
                  ) : (
                    <button
                      type="button"
                      className={ROW_ACTION}
                      onClick={() => void act(g.goods_state === 1 ? 'off_sale' : 'on_sale', [g.goods_id])}
                    >
                      {t(g.goods_state === 1 ? 'goodsConsole.takeOffSale' : 'goodsConsole.putOnSale')}
                    </button>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
