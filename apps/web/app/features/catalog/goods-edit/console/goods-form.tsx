import {
  GOODS_VERIFY,
  sellerGoodsSaveEndpoint,
  type GoodsEditInfo,
  type GoodsEditOptions,
  type GoodsSaveBody,
} from '@zay/contract';
import { useMemo, useState, type ComponentType } from 'react';
import { Link, useNavigate } from 'react-router';
import { BUTTON, FORM_INPUT, FORM_LABEL, Panel, PLAIN_BUTTON, SELECT } from '~/components/console/console-ui';
import { api, isSessionError } from '~/lib/api';
import { notifySuccess } from '~/lib/notify';
import { useTranslation } from '~/lib/translation';
import { GoodsImages } from './goods-images';
import { GoodsPreview, type PreviewTexts } from './goods-preview';
import { combinations, emptyRow, rowsOf, usedSpecs, type SkuDraft, type SpecDraft } from './sku-grid';
import { SpecEditor } from './spec-editor';

/** The rich-text editor the page hands in (it lives with the platform's content editor). */
export type DescriptionEditor = ComponentType<{ initial: string; onChange: (html: string) => void; label: string }>;

type TextLang = 'md-mm' | 'zh-cn' | 'en-us';
const LANGS: TextLang[] = ['md-mm', 'zh-cn', 'en-us'];

function textsOf(g: GoodsEditInfo | null): Record<TextLang, PreviewTexts> {
  const none = { goods_name: '', introduction: '', goods_content: '' };
  if (!g) return { 'md-mm': none, 'zh-cn': none, 'en-us': none };
  return {
    'md-mm': { goods_name: g.goods_name, introduction: g.introduction, goods_content: g.goods_content },
    'zh-cn': g.translations['zh-cn'],
    'en-us': g.translations['en-us'],
  };
}

/** The path of the chosen category in the 3-level tree: [level 1, level 2, level 3]. */
function categoryPath(options: GoodsEditOptions, g: GoodsEditInfo | null): [number, number, number] {
  if (!g) return [0, 0, 0];
  return [g.category_id_1, g.category_id_2, g.category_id_3 || g.category_id];
}

/**
 * A goods of the shop: texts in Burmese with optional Chinese and English, categories, brand,
 * attributes, specs and their SKU grid, images and video, physical or voucher, delivery and
 * purchase limits; a preview; saved to the warehouse or put on sale. The API checks every rule
 * and answers why in the staff member's language (ADR 090).
 */
export function GoodsForm({
  goods,
  options,
  templates = [],
  Editor,
}: {
  goods: GoodsEditInfo | null;
  options: GoodsEditOptions;
  /** The shop's express fee templates (ADR 101); none chosen: the shop's default. */
  templates?: { template_id: number; template_name: string; is_default: number }[];
  Editor: DescriptionEditor;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [texts, setTexts] = useState(() => textsOf(goods));
  const [lang, setLang] = useState<TextLang>('md-mm');
  const [keywords, setKeywords] = useState(goods?.keywords ?? '');
  const [category, setCategory] = useState(() => categoryPath(options, goods));
  const [shopCategory, setShopCategory] = useState(goods?.shop_category_id ?? 0);
  const [brand, setBrand] = useState(goods?.brand_id ?? 0);
  const [unit, setUnit] = useState(goods?.unit ?? '');
  const [attrs, setAttrs] = useState(goods?.attrs ?? []);
  const [specs, setSpecs] = useState<SpecDraft[]>(goods?.specs ?? []);
  const [rows, setRows] = useState<SkuDraft[]>(() => (goods ? rowsOf(goods) : [emptyRow()]));
  const [images, setImages] = useState(goods?.images ?? []);
  const [video, setVideo] = useState(goods?.video_url ?? '');
  const [virtual, setVirtual] = useState(goods?.is_virtual === 1);
  const [freeShipping, setFreeShipping] = useState(goods?.is_free_shipping === 1);
  const [template, setTemplate] = useState(goods?.express_template_id ?? 0);
  const [minBuy, setMinBuy] = useState(goods?.min_buy ? String(goods.min_buy) : '');
  const [maxBuy, setMaxBuy] = useState(goods?.max_buy ? String(goods.max_buy) : '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [preview, setPreview] = useState(false);

  const level2 = useMemo(
    () => options.categories.find((c) => c.id === category[0])?.children ?? [],
    [options, category],
  );
  const level3 = useMemo(() => level2.find((c) => c.id === category[1])?.children ?? [], [level2, category]);
  const setText = (field: keyof PreviewTexts, value: string) =>
    setTexts((all) => ({ ...all, [lang]: { ...all[lang], [field]: value } }));

  const body = (goodsState: 0 | 1): GoodsSaveBody => {
    const used = usedSpecs(specs);
    const wanted = new Set(combinations(used).map((c) => c.map((p) => p.join(':')).join('|')));
    const sent = rows.filter((r) => wanted.has(r.pairs.map((p) => p.join(':')).join('|')));
    const translation = (l: 'zh-cn' | 'en-us') => texts[l];
    return {
      ...(goods ? { goods_id: goods.goods_id, modify_time: goods.modify_time } : {}),
      goods_name: texts['md-mm'].goods_name,
      introduction: texts['md-mm'].introduction,
      goods_content: texts['md-mm'].goods_content,
      keywords,
      translations: { 'zh-cn': translation('zh-cn'), 'en-us': translation('en-us') },
      category_id: category[2],
      shop_category_id: shopCategory,
      brand_id: brand,
      unit,
      attrs: attrs.filter((a) => a.attr_name.trim()),
      specs: used,
      skus: sent.map((r) => ({
        ...(r.sku_id ? { sku_id: r.sku_id, stock_was: r.stock_was } : {}),
        spec_value_ids: r.pairs.map(([, v]) => v),
        price: r.price.trim() || '0',
        market_price: r.market_price.trim() || '0',
        cost_price: r.cost_price.trim() || '0',
        stock: r.stock.trim() || '0',
        sku_no: r.sku_no,
        weight: r.weight.trim() || '0',
        sku_image: r.sku_image,
      })),
      images,
      video_url: video,
      is_virtual: virtual ? 1 : 0,
      is_free_shipping: freeShipping ? 1 : 0,
      express_template_id: freeShipping ? 0 : template,
      min_buy: minBuy.trim() || '0',
      max_buy: maxBuy.trim() || '0',
      goods_state: goodsState,
    };
  };

  const save = async (goodsState: 0 | 1) => {
    setError('');
    if (!texts['md-mm'].goods_name.trim()) return setError(t('goodsConsole.nameRequired'));
    if (!category[2]) return setError(t('goodsConsole.categoryRequired'));
    setBusy(true);
    const result = await api(sellerGoodsSaveEndpoint, body(goodsState));
    setBusy(false);
    if (!result.ok) return void (isSessionError(result) || setError(result.message));
    void notifySuccess(result.data.verify_state === 0 ? t('goodsConsole.savedForReview') : t('goodsConsole.saved'));
    void navigate(`/seller/goods?tab=${goodsState ? 'on_sale' : 'warehouse'}`);
  };

  const langTab = (l: TextLang) => t(`goodsConsole.lang_${l.replace('-', '_')}` as 'goodsConsole.lang_md_mm');

  return (
    <form
      className="pb-24"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void save(1);
      }}
    >
      {error && (
        <p role="alert" className="mb-3 rounded border border-brand/40 bg-brand-soft px-3 py-2 text-[13px] text-brand">
          {error}
        </p>
      )}
      {goods && goods.verify_state < 0 && (
        <p className="mb-3 rounded border border-brand/40 bg-brand-soft px-3 py-2 text-[13px] text-brand">
          {t(
            goods.verify_state === GOODS_VERIFY.TAKEN_DOWN ? 'goodsConsole.takenDownNote' : 'goodsConsole.refusedNote',
            {
              reason: goods.verify_state_remark || '—',
            },
          )}
        </p>
      )}
      {goods?.verify_state === 1 && options.review_edits === 1 && (
        <p className="mb-3 rounded bg-page px-3 py-2 text-[13px] text-body">{t('goodsConsole.reviewEditsNote')}</p>
      )}

      <Panel title={t('goodsConsole.basics')}>
        <div
          role="tablist"
          aria-label={t('goodsConsole.textLanguage')}
          className="mb-3 flex gap-1 border-b border-line"
        >
          {LANGS.map((l) => (
            <button
              key={l}
              type="button"
              role="tab"
              aria-selected={lang === l}
              className={`-mb-px border-b-2 px-3 py-2 text-[14px] ${lang === l ? 'border-brand font-semibold text-brand' : 'border-transparent text-body'}`}
              onClick={() => setLang(l)}
            >
              {langTab(l)}
              {l === 'md-mm' && <span className="text-brand"> *</span>}
            </button>
          ))}
        </div>
        <p className="mb-3 text-[12px] text-muted">
          {lang === 'md-mm' ? t('goodsConsole.burmeseHint') : t('goodsConsole.translationHint')}
        </p>
        <div className="grid gap-3">
          <label className={FORM_LABEL}>
            {t('goodsConsole.name')}
            <input
              className={FORM_INPUT}
              name={`goods_name_${lang}`}
              value={texts[lang].goods_name}
              maxLength={100}
              required={lang === 'md-mm'}
              onChange={(e) => setText('goods_name', e.target.value)}
            />
          </label>
          <label className={FORM_LABEL}>
            {t('goodsConsole.introduction')}
            <input
              className={FORM_INPUT}
              value={texts[lang].introduction}
              maxLength={200}
              onChange={(e) => setText('introduction', e.target.value)}
            />
          </label>
          {lang === 'md-mm' && (
            <label className={FORM_LABEL}>
              {t('goodsConsole.keywords')}
              <input
                className={FORM_INPUT}
                value={keywords}
                maxLength={200}
                onChange={(e) => setKeywords(e.target.value)}
              />
              <span className="text-[12px]">{t('goodsConsole.keywordsHint')}</span>
            </label>
          )}
          <div className={FORM_LABEL}>
            {t('goodsConsole.description')}
            <Editor
              key={lang}
              initial={texts[lang].goods_content}
              label={`${t('goodsConsole.description')} (${langTab(lang)})`}
              onChange={(html) => setText('goods_content', html)}
            />
          </div>
        </div>
      </Panel>

      <Panel title={t('goodsConsole.placement')}>
        <div className="grid grid-cols-3 gap-3 max-md:grid-cols-1">
          <label className={FORM_LABEL}>
            {t('goodsConsole.category1')}
            <select
              className={SELECT}
              value={category[0]}
              onChange={(e) => setCategory([Number(e.target.value), 0, 0])}
            >
              <option value={0}>{t('goodsConsole.choose')}</option>
              {options.categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
          <label className={FORM_LABEL}>
            {t('goodsConsole.category2')}
            <select
              className={SELECT}
              value={category[1]}
              disabled={!level2.length}
              onChange={(e) => setCategory([category[0], Number(e.target.value), 0])}
            >
              <option value={0}>{t('goodsConsole.choose')}</option>
              {level2.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
          <label className={FORM_LABEL}>
            {t('goodsConsole.category3')}
            <select
              className={SELECT}
              value={category[2]}
              disabled={!level3.length}
              onChange={(e) => setCategory([category[0], category[1], Number(e.target.value)])}
            >
              <option value={0}>{t('goodsConsole.choose')}</option>
              {level3.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
          <label className={FORM_LABEL}>
            {t('goodsConsole.shopCategory')}
            <select className={SELECT} value={shopCategory} onChange={(e) => setShopCategory(Number(e.target.value))}>
              <option value={0}>{t('goodsConsole.noShopCategory')}</option>
              {options.shop_categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.pid ? `— ${c.name}` : c.name}
                </option>
              ))}
            </select>
          </label>
          <label className={FORM_LABEL}>
            {t('goodsConsole.brand')}
            <select className={SELECT} value={brand} onChange={(e) => setBrand(Number(e.target.value))}>
              <option value={0}>{t('goodsConsole.noBrand')}</option>
              {options.brands.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name}
                </option>
              ))}
            </select>
          </label>
          <label className={FORM_LABEL}>
            {t('goodsConsole.unit')}
            <input
              className={FORM_INPUT}
              value={unit}
              maxLength={10}
              placeholder={t('goodsConsole.unitPlaceholder')}
              onChange={(e) => setUnit(e.target.value)}
            />
          </label>
        </div>
        <fieldset className="mt-4">
          <legend className="mb-2 text-[13px] font-medium text-ink">{t('goodsConsole.attributes')}</legend>
          <div className="grid gap-2">
            {attrs.map((a, i) => (
              <div key={i} className="flex flex-wrap items-center gap-2">
                <input
                  className={`${FORM_INPUT} w-48`}
                  aria-label={t('goodsConsole.attrName')}
                  placeholder={t('goodsConsole.attrName')}
                  value={a.attr_name}
                  maxLength={30}
                  onChange={(e) => setAttrs(attrs.map((x, j) => (j === i ? { ...x, attr_name: e.target.value } : x)))}
                />
                <input
                  className={`${FORM_INPUT} w-64`}
                  aria-label={t('goodsConsole.attrValue')}
                  placeholder={t('goodsConsole.attrValue')}
                  value={a.attr_value_name}
                  maxLength={60}
                  onChange={(e) =>
                    setAttrs(attrs.map((x, j) => (j === i ? { ...x, attr_value_name: e.target.value } : x)))
                  }
                />
                <button
                  type="button"
                  className={PLAIN_BUTTON}
                  onClick={() => setAttrs(attrs.filter((_, j) => j !== i))}
                >
                  {t('goodsConsole.remove')}
                </button>
              </div>
            ))}
            <div>
              <button
                type="button"
                className={PLAIN_BUTTON}
                disabled={attrs.length >= 30}
                onClick={() => setAttrs([...attrs, { attr_name: '', attr_value_name: '' }])}
              >
                {t('goodsConsole.addAttribute')}
              </button>
            </div>
          </div>
        </fieldset>
      </Panel>

      <Panel title={t('goodsConsole.specsAndSkus')}>
        <SpecEditor
          specs={specs}
          rows={rows}
          images={images}
          virtual={virtual}
          onChange={(s, r) => {
            setSpecs(s);
            setRows(r);
          }}
        />
      </Panel>

      <Panel title={t('goodsConsole.imagesAndVideo')}>
        <GoodsImages images={images} onChange={setImages} />
        <label className={`${FORM_LABEL} mt-4 max-w-xl`}>
          {t('goodsConsole.video')}
          <input
            className={FORM_INPUT}
            type="url"
            value={video}
            maxLength={300}
            placeholder="https://"
            onChange={(e) => setVideo(e.target.value)}
          />
        </label>
      </Panel>

      <Panel title={t('goodsConsole.selling')}>
        <fieldset className="flex flex-wrap gap-5">
          <legend className="mb-1.5 text-[13px] font-medium text-ink">{t('goodsConsole.kind')}</legend>
          <label className="flex items-center gap-2 text-[14px] text-body">
            <input type="radio" name="is_virtual" checked={!virtual} onChange={() => setVirtual(false)} />
            {t('goodsConsole.physical')}
          </label>
          <label className="flex items-center gap-2 text-[14px] text-body">
            <input type="radio" name="is_virtual" checked={virtual} onChange={() => setVirtual(true)} />
            {t('goodsConsole.virtual')}
          </label>
        </fieldset>
        {virtual ? (
          <p className="mt-2 text-[13px] text-muted">{t('goodsConsole.virtualNote')}</p>
        ) : (
          <fieldset className="mt-3 flex flex-wrap gap-5">
            <legend className="mb-1.5 text-[13px] font-medium text-ink">{t('goodsConsole.delivery')}</legend>
            <label className="flex items-center gap-2 text-[14px] text-body">
              <input
                type="radio"
                name="is_free_shipping"
                checked={!freeShipping}
                onChange={() => setFreeShipping(false)}
              />
              {t('goodsConsole.expressFee')}
            </label>
            <label className="flex items-center gap-2 text-[14px] text-body">
              <input
                type="radio"
                name="is_free_shipping"
                checked={freeShipping}
                onChange={() => setFreeShipping(true)}
              />
              {t('goodsConsole.freeShipping')}
            </label>
            {!freeShipping && (
              <label className={`${FORM_LABEL} w-full max-w-md`}>
                {t('sellerDelivery.goodsTemplate')}
                <select
                  name="express_template_id"
                  value={String(template)}
                  onChange={(e) => setTemplate(Number(e.target.value))}
                  className={SELECT}
                >
                  <option value="0">{t('sellerDelivery.goodsTemplateDefault')}</option>
                  {templates.map((tpl) => (
                    <option key={tpl.template_id} value={String(tpl.template_id)}>
                      {tpl.template_name}
                    </option>
                  ))}
                </select>
              </label>
            )}
            <p className="w-full text-[12px] text-muted">{t('goodsConsole.deliveryHint')}</p>
          </fieldset>
        )}
        <div className="mt-3 grid max-w-md grid-cols-2 gap-3">
          <label className={FORM_LABEL}>
            {t('goodsConsole.minBuy')}
            <input
              className={FORM_INPUT}
              inputMode="numeric"
              value={minBuy}
              maxLength={4}
              onChange={(e) => setMinBuy(e.target.value)}
            />
          </label>
          <label className={FORM_LABEL}>
            {t('goodsConsole.maxBuy')}
            <input
              className={FORM_INPUT}
              inputMode="numeric"
              value={maxBuy}
              maxLength={4}
              onChange={(e) => setMaxBuy(e.target.value)}
            />
          </label>
        </div>
        <p className="mt-1 text-[12px] text-muted">{t('goodsConsole.limitsHint')}</p>
      </Panel>

      <div className="sticky bottom-0 z-10 flex flex-wrap items-center gap-3 border-t border-line bg-white px-5 py-3 shadow-[0_-2px_6px_rgba(0,0,0,0.04)]">
        <button type="button" className={PLAIN_BUTTON} onClick={() => setPreview(true)}>
          {t('goodsConsole.preview')}
        </button>
        <button type="button" className={PLAIN_BUTTON} disabled={busy} onClick={() => void save(0)}>
          {t('goodsConsole.saveWarehouse')}
        </button>
        <button type="submit" className={BUTTON} disabled={busy}>
          {busy ? t('goodsConsole.saving') : t('goodsConsole.saveOnSale')}
        </button>
        <Link to="/seller/goods" className="text-[14px] text-muted hover:text-brand">
          {t('goodsConsole.cancel')}
        </Link>
        <span className="ml-auto text-[12px] text-muted">{t('goodsConsole.skuCount', { n: rows.length })}</span>
      </div>
      <GoodsPreview
        open={preview}
        onClose={() => setPreview(false)}
        texts={texts}
        images={images}
        specs={usedSpecs(specs)}
        rows={rows}
        freeShipping={freeShipping}
        virtual={virtual}
        unit={unit}
      />
    </form>
  );
}
