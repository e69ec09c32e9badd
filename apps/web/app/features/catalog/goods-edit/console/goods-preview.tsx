import { formatKs } from '@zay/contract';
import { useEffect, useRef, useState } from 'react';
import { PLAIN_BUTTON } from '~/components/console/console-ui';
import { imageUrl } from '~/lib/links';
import { useTranslation } from '~/lib/translation';
import { rowName, type SkuDraft, type SpecDraft } from './sku-grid';

export interface PreviewTexts {
  goods_name: string;
  introduction: string;
  goods_content: string;
}

/**
 * The goods page as a shopper of each language will see it, before it is saved: gallery, name,
 * price, specs, delivery and description. The description is shown in a sandboxed frame — no
 * script of it runs, whatever was typed.
 */
export function GoodsPreview({
  open,
  onClose,
  texts,
  images,
  specs,
  rows,
  freeShipping,
  virtual,
  unit,
}: {
  open: boolean;
  onClose: () => void;
  texts: Record<'md-mm' | 'zh-cn' | 'en-us', PreviewTexts>;
  images: string[];
  specs: SpecDraft[];
  rows: SkuDraft[];
  freeShipping: boolean;
  virtual: boolean;
  unit: string;
}) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const [lang, setLang] = useState<'md-mm' | 'zh-cn' | 'en-us'>('md-mm');
  const [shown, setShown] = useState(0);
  const [row, setRow] = useState(0);
  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) d.showModal?.();
    if (!open && d.open) d.close();
  }, [open]);
  // A missing translation shows the Burmese, as the storefront does.
  const text = (field: keyof PreviewTexts) => texts[lang][field].trim() || texts['md-mm'][field];
  const prices = rows.map((r) => Number(r.price)).filter((p) => Number.isFinite(p) && p > 0);
  const current = rows[row] ?? rows[0];
  const price =
    current && Number(current.price) > 0
      ? formatKs(current.price)
      : prices.length
        ? formatKs(String(Math.min(...prices)))
        : '—';
  const main = images[shown] ?? images[0];
  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby="goods-preview-title"
      className="m-auto w-[min(1000px,95vw)] rounded-lg p-0 backdrop:bg-black/40"
    >
      <div className="flex items-center justify-between border-b border-line px-5 py-3">
        <h2 id="goods-preview-title" className="text-[16px] font-semibold text-ink">
          {t('goodsConsole.previewTitle')}
        </h2>
        <div className="flex items-center gap-2" role="group" aria-label={t('goodsConsole.previewLang')}>
          {(['md-mm', 'zh-cn', 'en-us'] as const).map((l) => (
            <button
              key={l}
              type="button"
              aria-pressed={lang === l}
              className={`${PLAIN_BUTTON} ${lang === l ? 'border-brand text-brand' : ''}`}
              onClick={() => setLang(l)}
            >
              {t(`goodsConsole.lang_${l.replace('-', '_')}` as 'goodsConsole.lang_md_mm')}
            </button>
          ))}
          <button type="button" className={PLAIN_BUTTON} onClick={onClose}>
            {t('goodsConsole.close')}
          </button>
        </div>
      </div>
      <div className="grid grid-cols-[400px_1fr] gap-6 p-5 max-md:grid-cols-1">
        <div>
          <div className="grid aspect-square place-items-center overflow-hidden rounded border border-line bg-page">
            {main ? (
              <img src={imageUrl(main)} alt="" className="size-full object-cover" />
            ) : (
              <span className="text-muted">{t('goodsConsole.noImage')}</span>
            )}
          </div>
          <div className="mt-2 flex flex-wrap gap-2">
            {images.map((p, i) => (
              <button
                key={p}
                type="button"
                onClick={() => setShown(i)}
                aria-label={t('goodsConsole.imageN', { n: i + 1 })}
                className={`size-14 overflow-hidden rounded border ${i === shown ? 'border-brand' : 'border-line'}`}
              >
                <img src={imageUrl(p)} alt="" className="size-full object-cover" />
              </button>
            ))}
          </div>
        </div>
        <div className="min-w-0">
          <p className="text-[20px] leading-tight-text font-semibold break-words text-ink">
            {text('goods_name') || t('goodsConsole.noName')}
          </p>
          {text('introduction') && <p className="mt-1 text-[14px] text-brand">{text('introduction')}</p>}
          <p className="mt-4 bg-page px-4 py-3 text-[24px] font-semibold text-brand">
            {price}
            {unit && <span className="ml-1 text-[14px] font-normal text-muted">/ {unit}</span>}
          </p>
          {specs.map((spec) => (
            <div key={spec.spec_id} className="mt-3 flex flex-wrap items-center gap-2 text-[14px]">
              <span className="w-20 text-muted">{spec.spec_name}</span>
              {spec.value.map((v) => {
                const chosen = current?.pairs.some(([s, id]) => s === spec.spec_id && id === v.spec_value_id);
                return (
                  <button
                    key={v.spec_value_id}
                    type="button"
                    className={`rounded border px-3 py-1 ${chosen ? 'border-brand text-brand' : 'border-line text-body'}`}
                    onClick={() => {
                      const wanted =
                        current?.pairs.map(([s, id]) => (s === spec.spec_id ? [s, v.spec_value_id] : [s, id])) ?? [];
                      const i = rows.findIndex((r) =>
                        r.pairs.every(([s, id], k) => wanted[k]?.[0] === s && wanted[k]?.[1] === id),
                      );
                      if (i >= 0) setRow(i);
                    }}
                  >
                    {v.spec_value_name}
                  </button>
                );
              })}
            </div>
          ))}
          {current && specs.length > 0 && <p className="mt-2 text-[13px] text-muted">{rowName(specs, current)}</p>}
          <p className="mt-4 text-[13px] text-body">
            {virtual
              ? t('goodsConsole.virtualNote')
              : freeShipping
                ? t('goodsConsole.freeShipping')
                : t('goodsConsole.expressFee')}
          </p>
        </div>
      </div>
      <div className="border-t border-line px-5 py-4">
        <h3 className="mb-2 text-[15px] font-semibold text-ink">{t('goodsConsole.description')}</h3>
        <iframe
          title={t('goodsConsole.description')}
          sandbox=""
          srcDoc={`<!doctype html><meta charset="utf-8"><style>body{font:14px/1.7 system-ui,sans-serif;color:#333;margin:0}img{max-width:100%}</style>${text('goods_content')}`}
          className="h-[320px] w-full rounded border border-line"
        />
      </div>
    </dialog>
  );
}
