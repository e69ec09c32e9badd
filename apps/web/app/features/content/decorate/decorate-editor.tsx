import {
  FLOOR_STYLES,
  platformDecorateDiscardEndpoint,
  platformDecorateImageUpload,
  platformDecoratePublishEndpoint,
  platformDecorateSaveEndpoint,
  type DecorateAdvert,
  type DecorateFloor,
  type DecorateLink,
  type DecorateState,
  type Decoration,
  type Endpoint,
} from '@zay/contract';
import { useState, type ReactNode } from 'react';
import { BUTTON, FORM_INPUT, FORM_LABEL, PLAIN_BUTTON, RowButton, SELECT } from '~/components/console/console-ui';
import { ErrorLine } from '~/components/ui/form-end';
import { ImageField } from '~/components/console/image-field';
import { api, isSessionError } from '~/lib/api';
import { inputMoment, marketMoment } from '~/lib/format-time';
import { notifySuccess } from '~/lib/notify';
import { useTranslation } from '~/lib/translation';

/*
 * The platform's decoration editor (issue 31, ADR 104): the whole decoration is edited here and
 * saved as a draft; the draft opens in a preview of the home page (`/index?preview=…`); publishing shows it to every
 * shopper. Nothing reaches shoppers before "Publish".
 */

const TABS = ['adverts', 'nav', 'links', 'words', 'floors'] as const;
type Tab = (typeof TABS)[number];
const LANGS = [
  ['mm', 'langMm'],
  ['zh', 'langZh'],
  ['en', 'langEn'],
] as const;

const STYLE_NAMES = {
  'floor-style-1': 'platformDecorate.style_floor_style_1',
  'floor-style-2': 'platformDecorate.style_floor_style_2',
  'floor-style-3': 'platformDecorate.style_floor_style_3',
} as const;

/** `list` with the item at `i` moved by `by` (-1 up, 1 down) among the items `same` keeps together. */
function move<T>(list: T[], i: number, by: -1 | 1, same: (a: T, b: T) => boolean = () => true): T[] {
  let j = i + by;
  while (j >= 0 && j < list.length && !same(list[i]!, list[j]!)) j += by;
  if (j < 0 || j >= list.length) return list;
  const next = [...list];
  [next[i], next[j]] = [next[j]!, next[i]!];
  return next;
}
const replace = <T,>(list: T[], i: number, item: T) => list.map((x, k) => (k === i ? item : x));
const without = <T,>(list: T[], i: number) => list.filter((_, k) => k !== i);

/** A text in three languages: Burmese required where shoppers read it, the others fall back to it. */
function ThreeTexts({
  label,
  values,
  onChange,
  max,
}: {
  label: string;
  values: Record<'mm' | 'zh' | 'en', string>;
  onChange: (lang: 'mm' | 'zh' | 'en', value: string) => void;
  max: number;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="grid min-w-0 grid-cols-1 gap-2 sm:grid-cols-3">
      <legend className="mb-1 text-[13px] text-muted">{label}</legend>
      {LANGS.map(([lang, key]) => (
        <label key={lang} className={FORM_LABEL}>
          <span className="text-[12px]">{t(`platformDecorate.${key}`)}</span>
          <input
            value={values[lang]}
            maxLength={max}
            onChange={(e) => onChange(lang, e.target.value)}
            className={FORM_INPUT}
          />
        </label>
      ))}
    </fieldset>
  );
}

/** A listed item's heading: its name, and moving it up or down or removing it (named for screen readers). */
function ItemHead({ label, onMove, onRemove }: { label: string; onMove: (by: -1 | 1) => void; onRemove: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <h3 className="min-w-0 truncate text-[14px] font-semibold text-ink">{label}</h3>
      <div className="flex flex-wrap gap-2">
        <RowButton onClick={() => onMove(-1)} aria-label={`${label}: ${t('platformDecorate.up')}`}>
          {t('platformDecorate.up')}
        </RowButton>
        <RowButton onClick={() => onMove(1)} aria-label={`${label}: ${t('platformDecorate.down')}`}>
          {t('platformDecorate.down')}
        </RowButton>
        <RowButton onClick={onRemove} aria-label={`${label}: ${t('platformDecorate.remove')}`}>
          {t('platformDecorate.remove')}
        </RowButton>
      </div>
    </div>
  );
}

function Check({ label, checked, onChange }: { label: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className="flex items-center gap-2 text-[13px] text-body">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}

function Card({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <li className="grid gap-3 border border-line bg-white p-4" data-testid={testId}>
      {children}
    </li>
  );
}

const titles = (x: { title_mm: string; title_zh: string; title_en: string }) => ({
  mm: x.title_mm,
  zh: x.title_zh,
  en: x.title_en,
});

function AdvertsTab({
  d,
  positions,
  set,
}: {
  d: Decoration;
  positions: DecorateState['positions'];
  set: (adverts: DecorateAdvert[]) => void;
}) {
  const { t, i18n } = useTranslation();
  const [apId, setApId] = useState(positions[0]?.ap_id ?? 0);
  // The seed's positions have names in every language; another position shows its stored name.
  const positionName = (p: DecorateState['positions'][number]) => {
    const key = `platformDecorate.position_${p.keyword}`;
    return i18n.exists(key) ? t(key) : p.ap_name;
  };
  const position = positions.find((p) => p.ap_id === apId);
  const list = d.adverts;
  const samePosition = (a: DecorateAdvert, b: DecorateAdvert) => a.ap_id === b.ap_id;
  const add = () =>
    set([
      ...list,
      {
        adv_id: 0,
        ap_id: apId,
        title_mm: '',
        title_zh: '',
        title_en: '',
        image: '',
        image_zh: '',
        image_en: '',
        url: '',
        background: '',
        state: 1,
        start_time: 0,
        end_time: 0,
      },
    ]);
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <label className={`${FORM_LABEL} min-w-64`}>
          {t('platformDecorate.position')}
          <select className={SELECT} value={apId} onChange={(e) => setApId(Number(e.target.value))}>
            {positions.map((p) => (
              <option key={p.ap_id} value={p.ap_id}>
                {`${positionName(p)} (${p.ap_width}×${p.ap_height})`}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className={PLAIN_BUTTON} onClick={add} disabled={!position}>
          {t('platformDecorate.addAdvert')}
        </button>
      </div>
      <p className="text-[13px] text-muted">{t('platformDecorate.advertHint')}</p>
      <ul className="grid gap-3">
        {list.map((a, i) => {
          if (a.ap_id !== apId) return null;
          const change = (patch: Partial<DecorateAdvert>) => set(replace(list, i, { ...a, ...patch }));
          const label = a.title_mm || t('platformDecorate.untitled');
          return (
            <Card key={i} testId="decorate-advert">
              <ItemHead
                label={label}
                onMove={(by) => set(move(list, i, by, samePosition))}
                onRemove={() => set(without(list, i))}
              />
              <ThreeTexts
                label={t('platformDecorate.title')}
                values={titles(a)}
                max={60}
                onChange={(lang, v) => change({ [`title_${lang}`]: v })}
              />
              <div className="flex flex-wrap gap-6">
                <ImageField
                  label={t('platformDecorate.imageAll')}
                  value={a.image}
                  onChange={(image) => change({ image })}
                  upload={platformDecorateImageUpload}
                />
                <ImageField
                  label={t('platformDecorate.imageZh')}
                  value={a.image_zh}
                  onChange={(image_zh) => change({ image_zh })}
                  upload={platformDecorateImageUpload}
                />
                <ImageField
                  label={t('platformDecorate.imageEn')}
                  value={a.image_en}
                  onChange={(image_en) => change({ image_en })}
                  upload={platformDecorateImageUpload}
                />
              </div>
              <div className="grid grid-cols-1 gap-3 sm:grid-cols-4">
                <label className={`${FORM_LABEL} sm:col-span-2`}>
                  {t('platformDecorate.link')}
                  <input
                    value={a.url}
                    maxLength={300}
                    placeholder="/list?category_id=1"
                    onChange={(e) => change({ url: e.target.value })}
                    className={FORM_INPUT}
                  />
                </label>
                <label className={FORM_LABEL}>
                  {t('platformDecorate.start')}
                  <input
                    type="datetime-local"
                    value={a.start_time ? inputMoment(a.start_time) : ''}
                    onChange={(e) => change({ start_time: marketMoment(e.target.value) || 0 })}
                    className={FORM_INPUT}
                  />
                </label>
                <label className={FORM_LABEL}>
                  {t('platformDecorate.end')}
                  <input
                    type="datetime-local"
                    value={a.end_time ? inputMoment(a.end_time) : ''}
                    onChange={(e) => change({ end_time: marketMoment(e.target.value) || 0 })}
                    className={FORM_INPUT}
                  />
                </label>
              </div>
              <Check
                label={t('platformDecorate.enabled')}
                checked={a.state === 1}
                onChange={(on) => change({ state: on ? 1 : 0 })}
              />
            </Card>
          );
        })}
      </ul>
      {!list.some((a) => a.ap_id === apId) && (
        <p className="bg-white p-4 text-[13px] text-muted">{t('platformDecorate.noAdverts')}</p>
      )}
    </div>
  );
}

/** Navigation items or friendly links: titles in three languages, link, new window, shown. */
function LinksTab({
  list,
  set,
  addLabel,
}: {
  list: DecorateLink[];
  set: (l: DecorateLink[]) => void;
  addLabel: string;
}) {
  const { t } = useTranslation();
  const add = () =>
    set([...list, { id: 0, title_mm: '', title_zh: '', title_en: '', url: '', is_blank: 0, is_show: 1 }]);
  return (
    <div className="grid gap-3">
      <ul className="grid gap-3">
        {list.map((item, i) => {
          const change = (patch: Partial<DecorateLink>) => set(replace(list, i, { ...item, ...patch }));
          const label = item.title_mm || t('platformDecorate.untitled');
          return (
            <Card key={i} testId="decorate-link">
              <ItemHead label={label} onMove={(by) => set(move(list, i, by))} onRemove={() => set(without(list, i))} />
              <ThreeTexts
                label={t('platformDecorate.title')}
                values={titles(item)}
                max={60}
                onChange={(lang, v) => change({ [`title_${lang}`]: v })}
              />
              <div className="flex flex-wrap items-end gap-4">
                <label className={`${FORM_LABEL} min-w-64 flex-1`}>
                  {t('platformDecorate.link')}
                  <input
                    value={item.url}
                    maxLength={300}
                    onChange={(e) => change({ url: e.target.value })}
                    className={FORM_INPUT}
                  />
                </label>
                <Check
                  label={t('platformDecorate.newWindow')}
                  checked={item.is_blank === 1}
                  onChange={(on) => change({ is_blank: on ? 1 : 0 })}
                />
                <Check
                  label={t('platformDecorate.shown')}
                  checked={item.is_show === 1}
                  onChange={(on) => change({ is_show: on ? 1 : 0 })}
                />
              </div>
            </Card>
          );
        })}
      </ul>
      <div>
        <button type="button" className={PLAIN_BUTTON} onClick={add}>
          {addLabel}
        </button>
      </div>
    </div>
  );
}

function WordsTab({ d, set }: { d: Decoration; set: (w: Decoration['words']) => void }) {
  const { t } = useTranslation();
  const w = d.words;
  return (
    <div className="grid gap-4 bg-white p-4">
      <p className="text-[13px] text-muted">{t('platformDecorate.wordsHint')}</p>
      <ThreeTexts
        label={t('platformDecorate.hotWords')}
        values={{ mm: w.hot_mm, zh: w.hot_zh, en: w.hot_en }}
        max={300}
        onChange={(lang, v) => set({ ...w, [`hot_${lang}`]: v })}
      />
      <ThreeTexts
        label={t('platformDecorate.defaultWords')}
        values={{ mm: w.default_mm, zh: w.default_zh, en: w.default_en }}
        max={300}
        onChange={(lang, v) => set({ ...w, [`default_${lang}`]: v })}
      />
    </div>
  );
}

/** Ids typed as a comma list, taken when the field is left. */
function IdsInput({ label, ids, onChange }: { label: string; ids: number[]; onChange: (ids: number[]) => void }) {
  const [text, setText] = useState(ids.join(', '));
  const commit = () => {
    const next = text
      .split(/[\s,，]+/)
      .filter(Boolean)
      .map(Number)
      .filter((n) => Number.isSafeInteger(n) && n > 0);
    onChange(next);
    setText(next.join(', '));
  };
  return (
    <label className={FORM_LABEL}>
      {label}
      <input
        value={text}
        inputMode="numeric"
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        className={FORM_INPUT}
      />
    </label>
  );
}

function FloorsTab({ list, set }: { list: DecorateFloor[]; set: (f: DecorateFloor[]) => void }) {
  const { t } = useTranslation();
  const add = () =>
    set([
      ...list,
      {
        id: 0,
        title_mm: '',
        title_zh: '',
        title_en: '',
        block_name: 'floor-style-1',
        state: 1,
        goods_ids: [],
        category_ids: [],
      },
    ]);
  return (
    <div className="grid gap-3">
      <ul className="grid gap-3">
        {list.map((f, i) => {
          const change = (patch: Partial<DecorateFloor>) => set(replace(list, i, { ...f, ...patch }));
          const label = f.title_mm || t('platformDecorate.untitled');
          return (
            <Card key={`${i}:${f.id}`} testId="decorate-floor">
              <ItemHead label={label} onMove={(by) => set(move(list, i, by))} onRemove={() => set(without(list, i))} />
              <ThreeTexts
                label={t('platformDecorate.title')}
                values={titles(f)}
                max={60}
                onChange={(lang, v) => change({ [`title_${lang}`]: v })}
              />
              <div className="grid grid-cols-1 items-end gap-3 sm:grid-cols-4">
                <label className={FORM_LABEL}>
                  {t('platformDecorate.style')}
                  <select
                    className={SELECT}
                    value={f.block_name}
                    onChange={(e) => change({ block_name: e.target.value as DecorateFloor['block_name'] })}
                  >
                    {FLOOR_STYLES.map((s) => (
                      <option key={s} value={s}>
                        {t(STYLE_NAMES[s])}
                      </option>
                    ))}
                  </select>
                </label>
                <IdsInput
                  label={t('platformDecorate.goodsIds')}
                  ids={f.goods_ids}
                  onChange={(goods_ids) => change({ goods_ids })}
                />
                <IdsInput
                  label={t('platformDecorate.categoryIds')}
                  ids={f.category_ids}
                  onChange={(category_ids) => change({ category_ids })}
                />
                <Check
                  label={t('platformDecorate.shown')}
                  checked={f.state === 1}
                  onChange={(on) => change({ state: on ? 1 : 0 })}
                />
              </div>
            </Card>
          );
        })}
      </ul>
      <div>
        <button type="button" className={PLAIN_BUTTON} onClick={add}>
          {t('platformDecorate.addFloor')}
        </button>
      </div>
    </div>
  );
}

export function DecorateEditor({ initial }: { initial: DecorateState }) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState(initial);
  const [d, setD] = useState(initial.decoration);
  const [tab, setTab] = useState<Tab>('adverts');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const dirty = JSON.stringify(d) !== JSON.stringify(saved.decoration);

  const run = async (endpoint: Endpoint, body: object, done: string) => {
    setBusy(true);
    const r = await api(endpoint, body as never);
    setBusy(false);
    if (!r.ok) {
      if (!isSessionError(r)) setError(r.message);
      return;
    }
    const next = r.data as DecorateState;
    setError('');
    setSaved(next);
    setD(next.decoration);
    void notifySuccess(done);
  };
  const status = dirty
    ? t('platformDecorate.statusUnsaved')
    : saved.draft
      ? t('platformDecorate.statusDraft')
      : t('platformDecorate.statusPublished');

  return (
    <div className="grid gap-3">
      <div className="sticky top-0 z-10 flex flex-wrap items-center gap-3 border-b border-line bg-white px-4 py-3">
        <p className="mr-auto text-[13px] text-body" role="status" data-testid="decorate-status">
          {status}
        </p>
        <button
          type="button"
          className={PLAIN_BUTTON}
          disabled={busy || (!dirty && !saved.draft)}
          onClick={() => void run(platformDecorateDiscardEndpoint, {}, t('platformDecorate.discarded'))}
        >
          {t('platformDecorate.discard')}
        </button>
        <button
          type="button"
          className={PLAIN_BUTTON}
          disabled={busy || !dirty}
          onClick={() => void run(platformDecorateSaveEndpoint, { decoration: d }, t('platformDecorate.savedDraft'))}
        >
          {t('platformDecorate.saveDraft')}
        </button>
        {saved.preview_token && !dirty ? (
          <a
            className={PLAIN_BUTTON}
            href={`/index?preview=${encodeURIComponent(saved.preview_token)}`}
            target="_blank"
            rel="noreferrer"
          >
            {t('platformDecorate.preview')}
          </a>
        ) : (
          <button type="button" className={PLAIN_BUTTON} disabled title={t('platformDecorate.previewHint')}>
            {t('platformDecorate.preview')}
          </button>
        )}
        <button
          type="button"
          className={BUTTON}
          disabled={busy || dirty || !saved.draft}
          onClick={() => void run(platformDecoratePublishEndpoint, {}, t('platformDecorate.published'))}
        >
          {t('platformDecorate.publish')}
        </button>
      </div>
      <ErrorLine message={error} />
      <div role="tablist" aria-label={t('platformDecorate.sections')} className="flex flex-wrap gap-1 bg-white px-2">
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`decorate-tab-${name}`}
            aria-selected={tab === name}
            aria-controls="decorate-panel"
            onClick={() => setTab(name)}
            className={`border-b-2 px-3 py-2.5 text-[14px] ${
              tab === name ? 'border-brand font-semibold text-brand' : 'border-transparent text-body hover:text-brand'
            }`}
          >
            {t(`platformDecorate.tab_${name}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="decorate-panel" aria-labelledby={`decorate-tab-${tab}`}>
        {tab === 'adverts' && (
          <AdvertsTab d={d} positions={saved.positions} set={(adverts) => setD({ ...d, adverts })} />
        )}
        {tab === 'nav' && (
          <LinksTab list={d.nav} set={(nav) => setD({ ...d, nav })} addLabel={t('platformDecorate.addNav')} />
        )}
        {tab === 'links' && (
          <LinksTab list={d.links} set={(links) => setD({ ...d, links })} addLabel={t('platformDecorate.addLink')} />
        )}
        {tab === 'words' && <WordsTab d={d} set={(words) => setD({ ...d, words })} />}
        {tab === 'floors' && <FloorsTab list={d.floors} set={(floors) => setD({ ...d, floors })} />}
      </div>
    </div>
  );
}
