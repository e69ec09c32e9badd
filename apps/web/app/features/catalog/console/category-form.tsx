import {
  CATEGORY_LEVELS,
  platformCategoryMoveEndpoint,
  platformCategorySaveEndpoint,
  type ConsoleCategory,
} from '@zay/contract';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { BUTTON, FORM_INPUT, FORM_LABEL, PLAIN_BUTTON, SELECT } from '~/components/console/console-ui';
import { ErrorLine } from '~/components/ui/form-end';
import { api, isSessionError } from '~/lib/api';
import { notifySuccess } from '~/lib/notify';
import { useTranslation } from '~/lib/translation';
import { ImageField } from '~/components/console/image-field';

/** "5.5" → 550 hundredths of a percent; '' → null (the shop's rate); undefined when it is no rate. */
export function rateFromText(text: string): number | null | undefined {
  const v = text.trim();
  if (v === '') return null;
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(v)) return undefined;
  const n = Math.round(Number(v) * 100);
  return n <= 10_000 ? n : undefined;
}

export const rateText = (rate: number | null) => (rate === null ? '' : (rate / 100).toFixed(2).replace(/\.?0+$/, ''));

/** The categories `node` may move under: none of its own subtree, and no fourth level for its deepest child. */
export function parentChoices(tree: ConsoleCategory[], node: ConsoleCategory | null) {
  if (!node) return tree.filter((c) => c.level < CATEGORY_LEVELS);
  const inside = new Set([node.category_id]);
  for (const c of tree) if (inside.has(c.pid)) inside.add(c.category_id);
  const depth = Math.max(...tree.filter((c) => inside.has(c.category_id)).map((c) => c.level)) - node.level;
  return tree.filter((c) => !inside.has(c.category_id) && c.level + 1 + depth <= CATEGORY_LEVELS);
}

/**
 * One category's form: its names in the three languages, parent (a change moves the subtree), images,
 * order, visibility and commission rate. `node` null is a new category under `pid`.
 */
export function CategoryForm({
  tree,
  node,
  pid,
  back,
}: {
  tree: ConsoleCategory[];
  node: ConsoleCategory | null;
  pid: number;
  back: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [image, setImage] = useState(node?.image ?? '');
  const [imageAdv, setImageAdv] = useState(node?.image_adv ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const choices = parentChoices(tree, node);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const rate = rateFromText(text('commission'));
    if (rate === undefined) return setError(t('platformCatalogue.badRate'));
    setError('');
    setBusy(true);
    const parent = Number(text('pid'));
    const saved = await api(platformCategorySaveEndpoint, {
      ...(node ? { category_id: node.category_id } : { pid: parent }),
      name_mm: text('name_mm'),
      name_zh: text('name_zh'),
      name_en: text('name_en'),
      short_name: text('short_name'),
      image,
      image_adv: imageAdv,
      sort: Number(text('sort')) || 0,
      is_show: form.get('is_show') ? 1 : 0,
      commission_rate: rate,
    });
    let failure = saved.ok ? null : saved;
    if (saved.ok && node && parent !== node.pid) {
      const moved = await api(platformCategoryMoveEndpoint, { category_id: node.category_id, pid: parent });
      if (!moved.ok) failure = moved;
    }
    setBusy(false);
    if (failure) {
      if (!isSessionError(failure)) setError(failure.message);
      return;
    }
    void notifySuccess(t('platformCatalogue.saved'));
    await navigate(back, { preventScrollReset: true });
  };

  const title = node ? t('platformCatalogue.editCategory') : t('platformCatalogue.newCategory');
  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby="category-form-title"
      className="mb-4 grid gap-4 bg-white p-5"
      data-testid="category-form"
    >
      <h2 id="category-form-title" className="text-[16px] leading-tight-text font-semibold text-ink">
        {title}
      </h2>
      <div className="grid grid-cols-3 gap-4">
        {(['name_mm', 'name_zh', 'name_en'] as const).map((name) => (
          <label key={name} className={FORM_LABEL}>
            {t(
              name === 'name_mm'
                ? 'platformCatalogue.nameMm'
                : name === 'name_zh'
                  ? 'platformCatalogue.nameZh'
                  : 'platformCatalogue.nameEn',
            )}
            <input
              name={name}
              required
              maxLength={50}
              defaultValue={node?.[name] ?? ''}
              className={FORM_INPUT}
              data-testid={`category-${name}`}
              autoFocus={name === 'name_mm'}
            />
          </label>
        ))}
        <label className={FORM_LABEL}>
          {t('platformCatalogue.parent')}
          <select name="pid" defaultValue={node?.pid ?? pid} className={SELECT}>
            <option value={0}>{t('platformCatalogue.topLevel')}</option>
            {choices.map((c) => (
              <option key={c.category_id} value={c.category_id}>
                {'— '.repeat(c.level - 1)}
                {c.name_mm}
              </option>
            ))}
          </select>
        </label>
        <label className={FORM_LABEL}>
          {t('platformCatalogue.shortName')}
          <input name="short_name" maxLength={20} defaultValue={node?.short_name ?? ''} className={FORM_INPUT} />
        </label>
        <label className={FORM_LABEL}>
          {t('platformCatalogue.commission')}
          <input
            name="commission"
            inputMode="decimal"
            defaultValue={rateText(node?.commission_rate ?? null)}
            className={FORM_INPUT}
          />
        </label>
        <label className={FORM_LABEL}>
          {t('platformCatalogue.sort')}
          <input name="sort" type="number" min={0} max={99_999} defaultValue={node?.sort ?? 0} className={FORM_INPUT} />
        </label>
        <label className="flex min-h-9 items-center gap-2 self-end text-[14px] text-body">
          <input type="checkbox" name="is_show" defaultChecked={(node?.is_show ?? 1) === 1} />
          {t('platformCatalogue.isShow')}
        </label>
      </div>
      {node && <p className="text-[13px] leading-text text-muted">{t('platformCatalogue.moveHint')}</p>}
      <div className="flex flex-wrap gap-8">
        <ImageField label={t('platformCatalogue.image')} value={image} onChange={setImage} />
        <ImageField label={t('platformCatalogue.imageAdv')} value={imageAdv} onChange={setImageAdv} />
      </div>
      <ErrorLine message={error} />
      <div className="flex gap-3">
        <button type="submit" disabled={busy} className={BUTTON} data-testid="category-save">
          {t('platformCatalogue.save')}
        </button>
        <button
          type="button"
          className={PLAIN_BUTTON}
          onClick={() => void navigate(back, { preventScrollReset: true })}
        >
          {t('platformCatalogue.cancel')}
        </button>
      </div>
    </form>
  );
}
