import { useState, type KeyboardEvent } from 'react';
import { FORM_INPUT, PLAIN_BUTTON, ROW_ACTION } from '~/components/console/console-ui';
import { useTranslation } from '~/lib/translation';
import { lockOf, MAX_SPECS, nextId, regrid, rowName, type SkuDraft, type SpecDraft } from './sku-grid';

const CELL_INPUT =
  'h-8 w-full min-w-[72px] rounded border border-line px-1.5 text-[13px] focus:border-brand focus:outline-none disabled:bg-page disabled:text-muted';

/** One spec: its name and values; a value is added with Enter or the button. */
function SpecBlock({
  spec,
  onChange,
  onRemove,
}: {
  spec: SpecDraft;
  onChange: (s: SpecDraft) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const add = () => {
    const name = draft.trim();
    if (!name || spec.value.some((v) => v.spec_value_name === name)) return setDraft('');
    onChange({
      ...spec,
      value: [...spec.value, { spec_value_id: nextId(spec.value.map((v) => v.spec_value_id)), spec_value_name: name }],
    });
    setDraft('');
  };
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      add();
    }
  };
  return (
    <fieldset className="rounded border border-line p-3">
      <legend className="sr-only">{spec.spec_name || t('goodsConsole.specName')}</legend>
      <div className="flex flex-wrap items-end gap-2">
        <label className="grid gap-1 text-[13px] text-muted">
          {t('goodsConsole.specName')}
          <input
            className={`${FORM_INPUT} w-44`}
            value={spec.spec_name}
            maxLength={20}
            placeholder={t('goodsConsole.specNamePlaceholder')}
            onChange={(e) => onChange({ ...spec, spec_name: e.target.value })}
          />
        </label>
        <label className="grid gap-1 text-[13px] text-muted">
          {t('goodsConsole.specValue')}
          <input
            className={`${FORM_INPUT} w-44`}
            value={draft}
            maxLength={30}
            placeholder={t('goodsConsole.specValuePlaceholder')}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={onKey}
          />
        </label>
        <button type="button" className={PLAIN_BUTTON} onClick={add}>
          {t('goodsConsole.addValue')}
        </button>
        <button type="button" className={`${ROW_ACTION} ml-auto`} onClick={onRemove}>
          {t('goodsConsole.removeSpec')}
        </button>
      </div>
      <ul className="mt-2 flex flex-wrap gap-2">
        {spec.value.map((v) => (
          <li key={v.spec_value_id} className="flex items-center gap-1 rounded bg-page px-2 py-1 text-[13px] text-ink">
            {v.spec_value_name}
            <button
              type="button"
              className="px-1 text-muted hover:text-brand"
              aria-label={t('goodsConsole.removeValue', { name: v.spec_value_name })}
              onClick={() => onChange({ ...spec, value: spec.value.filter((x) => x !== v) })}
            >
              ✕
            </button>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

type Field = 'price' | 'market_price' | 'cost_price' | 'stock' | 'sku_no' | 'weight';

/**
 * Specs (up to 3) and the SKU grid they make: every combination a row, rows already filled kept
 * when values come and go (sku-grid.ts). A field a running promotion relies on is locked, and the
 * note under the grid says which promotion.
 */
export function SpecEditor({
  specs,
  rows,
  images,
  virtual,
  onChange,
}: {
  specs: SpecDraft[];
  rows: SkuDraft[];
  images: string[];
  virtual: boolean;
  onChange: (specs: SpecDraft[], rows: SkuDraft[]) => void;
}) {
  const { t } = useTranslation();
  const [fill, setFill] = useState({ price: '', stock: '' });
  const setSpecs = (next: SpecDraft[]) => onChange(next, regrid(next, rows));
  const setCell = (i: number, field: Field | 'sku_image', value: string) =>
    onChange(
      specs,
      rows.map((r, j) => (j === i ? { ...r, [field]: value } : r)),
    );
  const fillAll = () =>
    onChange(
      specs,
      rows.map((r) => ({
        ...r,
        price: fill.price && !lockOf(r, 'price') ? fill.price : r.price,
        stock: fill.stock && !lockOf(r, 'stock') ? fill.stock : r.stock,
      })),
    );
  const locked = rows.filter((r) => r.locks.length > 0);
  const columns: [Field, string][] = [
    ['price', t('goodsConsole.price')],
    ['market_price', t('goodsConsole.marketPrice')],
    ['cost_price', t('goodsConsole.costPrice')],
    ['stock', t('goodsConsole.stock')],
    ['sku_no', t('goodsConsole.skuNo')],
    ...(virtual ? [] : ([['weight', t('goodsConsole.weight')]] as [Field, string][])),
  ];

  return (
    <div className="grid gap-3">
      {specs.map((spec, i) => (
        <SpecBlock
          key={spec.spec_id}
          spec={spec}
          onChange={(s) => setSpecs(specs.map((x, j) => (j === i ? s : x)))}
          onRemove={() => setSpecs(specs.filter((_, j) => j !== i))}
        />
      ))}
      <div>
        <button
          type="button"
          className={PLAIN_BUTTON}
          disabled={specs.length >= MAX_SPECS}
          onClick={() =>
            setSpecs([...specs, { spec_id: nextId(specs.map((s) => s.spec_id)), spec_name: '', value: [] }])
          }
        >
          {t('goodsConsole.addSpec', { max: MAX_SPECS })}
        </button>
        <p className="mt-1 text-[12px] text-muted">{t('goodsConsole.specHint')}</p>
      </div>
      {rows.length > 1 && (
        <div className="flex flex-wrap items-end gap-2 text-[13px]">
          <label className="grid gap-1 text-muted">
            {t('goodsConsole.price')}
            <input
              className={`${FORM_INPUT} w-32`}
              inputMode="decimal"
              value={fill.price}
              onChange={(e) => setFill({ ...fill, price: e.target.value })}
            />
          </label>
          <label className="grid gap-1 text-muted">
            {t('goodsConsole.stock')}
            <input
              className={`${FORM_INPUT} w-32`}
              inputMode="numeric"
              value={fill.stock}
              onChange={(e) => setFill({ ...fill, stock: e.target.value })}
            />
          </label>
          <button type="button" className={PLAIN_BUTTON} onClick={fillAll}>
            {t('goodsConsole.fillAll')}
          </button>
        </div>
      )}
      <div className="overflow-x-auto">
        <table className="w-full text-left text-[13px]" data-testid="sku-grid">
          <caption className="sr-only">{t('goodsConsole.skuGrid', { n: rows.length })}</caption>
          <thead className="bg-page text-muted">
            <tr>
              {specs.length > 0 && <th className="px-2 py-2 font-medium">{t('goodsConsole.skuSpecs')}</th>}
              {columns.map(([field, label]) => (
                <th key={field} className="px-2 py-2 font-medium">
                  {label}
                  {field === 'price' && <span className="text-brand"> *</span>}
                </th>
              ))}
              <th className="px-2 py-2 font-medium">{t('goodsConsole.skuImage')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => {
              const name = rowName(specs, row) || t('goodsConsole.singleSku');
              return (
                <tr key={row.pairs.map((p) => p.join(':')).join('|') || 'one'} className="border-t border-line">
                  {specs.length > 0 && (
                    <th scope="row" className="px-2 py-1.5 font-normal whitespace-nowrap text-ink">
                      {name}
                    </th>
                  )}
                  {columns.map(([field, label]) => {
                    const lock = field === 'price' || field === 'stock' ? lockOf(row, field) : undefined;
                    return (
                      <td key={field} className="px-1 py-1.5">
                        <input
                          className={CELL_INPUT}
                          aria-label={`${name} ${label}`}
                          value={row[field]}
                          inputMode={
                            field === 'sku_no'
                              ? 'text'
                              : field === 'stock' || field === 'weight'
                                ? 'numeric'
                                : 'decimal'
                          }
                          maxLength={field === 'sku_no' ? 50 : 16}
                          disabled={!!lock}
                          title={
                            lock
                              ? t('goodsConsole.lockedBy', {
                                  kind: t(`goodsConsole.lock_${lock.kind}`),
                                  name: lock.name,
                                })
                              : undefined
                          }
                          onChange={(e) => setCell(i, field, e.target.value)}
                        />
                      </td>
                    );
                  })}
                  <td className="px-1 py-1.5">
                    <select
                      className={CELL_INPUT}
                      aria-label={`${name} ${t('goodsConsole.skuImage')}`}
                      value={row.sku_image}
                      onChange={(e) => setCell(i, 'sku_image', e.target.value)}
                    >
                      <option value="">{t('goodsConsole.skuImageMain')}</option>
                      {images.map((path, n) => (
                        <option key={path} value={path}>
                          {t('goodsConsole.imageN', { n: n + 1 })}
                        </option>
                      ))}
                    </select>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {locked.length > 0 && (
        <ul
          className="rounded border border-[#f0c36d] bg-[#fffaf0] px-3 py-2 text-[13px] text-body"
          aria-label={t('goodsConsole.locksTitle')}
        >
          {locked.map((r) => (
            <li key={r.sku_id}>
              🔒 {rowName(specs, r) || t('goodsConsole.singleSku')}:{' '}
              {r.locks
                .map((l) =>
                  t(l.fields.includes('stock') ? 'goodsConsole.lockPriceStock' : 'goodsConsole.lockPrice', {
                    kind: t(`goodsConsole.lock_${l.kind}`),
                    name: l.name,
                  }),
                )
                .join(' ')}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
