import {
  SHOP_CATEGORY_NAME_MAX,
  sellerShopCategoryDeleteEndpoint,
  sellerShopCategorySaveEndpoint,
  type SellerShopCategory,
} from '@zay/contract';
import { FolderTree } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { BUTTON, FORM_INPUT, FORM_LABEL, PLAIN_BUTTON, RowButton, SELECT } from '~/components/console/console-ui';
import { useConsoleCall } from '~/components/console/use-console-call';
import { ColumnHeads, type Column } from '~/components/ui/column-heads';
import { StatusPanel } from '~/components/ui/status-panel';
import { useAskFirst } from '~/components/ui/use-ask-first';
import { useTranslation } from '~/lib/translation';

const COLUMNS: Column[] = [
  { label: 'shopJoin.colName' },
  { label: 'shopJoin.colOrder', className: 'w-[12%]' },
  { label: 'shopJoin.colVisible', className: 'w-[14%]' },
  { label: 'shopJoin.colGoods', className: 'w-[12%]' },
  { label: 'shopJoin.colActions', className: 'w-[24%]' },
];

/** Adds a category, or changes the one being edited: its name, where it sits, its order and whether shoppers see it. */
function CategoryForm({
  editing,
  tops,
  onDone,
}: {
  editing: SellerShopCategory | null;
  tops: SellerShopCategory[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const desk = useConsoleCall();
  const [name, setName] = useState(editing?.category_name ?? '');
  const [pid, setPid] = useState(editing?.pid ?? 0);
  const [sort, setSort] = useState(String(editing?.sort ?? 0));
  const [shown, setShown] = useState((editing?.is_show ?? 1) === 1);
  const parents = tops.filter((c) => c.category_id !== editing?.category_id);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const saved = await desk.run(sellerShopCategorySaveEndpoint, {
      ...(editing ? { category_id: editing.category_id } : {}),
      category_name: name,
      pid,
      sort: Number(sort) || 0,
      is_show: shown ? 1 : 0,
    });
    if (saved) onDone();
  }

  return (
    <form
      onSubmit={(e) => void submit(e)}
      className="grid gap-3 bg-white p-5"
      aria-labelledby="category-form-title"
      data-testid="category-form"
    >
      <h2 id="category-form-title" className="text-[16px] leading-tight-text font-semibold text-ink">
        {editing ? t('shopJoin.editCategory', { name: editing.category_name }) : t('shopJoin.addCategory')}
      </h2>
      <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,2fr)_minmax(0,1fr)] gap-3">
        <label className={FORM_LABEL}>
          {t('shopJoin.categoryName')}
          <input
            name="category_name"
            required
            maxLength={SHOP_CATEGORY_NAME_MAX}
            value={name}
            onChange={(e) => setName(e.target.value)}
            className={FORM_INPUT}
          />
        </label>
        <label className={FORM_LABEL}>
          {t('shopJoin.parent')}
          <select name="pid" value={String(pid)} onChange={(e) => setPid(Number(e.target.value))} className={SELECT}>
            <option value="0">{t('shopJoin.topLevel')}</option>
            {parents.map((c) => (
              <option key={c.category_id} value={String(c.category_id)}>
                {c.category_name}
              </option>
            ))}
          </select>
        </label>
        <label className={FORM_LABEL}>
          {t('shopJoin.sortOrder')}
          <input
            name="sort"
            type="number"
            min={0}
            max={9999}
            step={1}
            value={sort}
            onChange={(e) => setSort(e.target.value)}
            className={FORM_INPUT}
          />
        </label>
      </div>
      <label className="flex items-center gap-2 text-[13px] text-body">
        <input type="checkbox" name="is_show" checked={shown} onChange={(e) => setShown(e.target.checked)} />
        {t('shopJoin.visible')}
      </label>
      <div className="flex gap-2">
        <button type="submit" disabled={desk.busy} className={BUTTON}>
          {t('shopJoin.save')}
        </button>
        {editing && (
          <button type="button" onClick={onDone} className={PLAIN_BUTTON}>
            {t('shopJoin.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}

/** The shop's categories: tops with their children indented under them, and the form to add or edit one. */
export function ShopCategories({ list }: { list: SellerShopCategory[] }) {
  const { t } = useTranslation();
  const desk = useConsoleCall();
  const { ask, dialog } = useAskFirst();
  const [editing, setEditing] = useState<SellerShopCategory | null>(null);
  const [formKey, setFormKey] = useState(0);
  const tops = list.filter((c) => c.level === 1);
  const done = () => {
    setEditing(null);
    setFormKey((k) => k + 1);
  };
  return (
    <>
      {list.length === 0 ? (
        <StatusPanel
          icon={FolderTree}
          compact
          title={t('shopJoin.noCategories')}
          description={t('shopJoin.noCategoriesText')}
        />
      ) : (
        <table className="w-full table-fixed border-collapse bg-white text-[13px]" data-testid="shop-categories">
          <ColumnHeads
            columns={COLUMNS}
            rowClassName="border-b border-line text-left text-muted"
            cellClassName="p-3 font-normal"
          />
          <tbody>
            {list.map((c) => (
              <tr
                key={c.category_id}
                className="border-b border-line align-top last:border-0"
                data-testid="shop-category-row"
              >
                <td
                  className={`p-3 leading-tight-text break-words text-ink ${c.level === 2 ? 'pl-9' : 'font-semibold'}`}
                >
                  {c.level === 2 && (
                    <span aria-hidden className="mr-1 text-muted">
                      └
                    </span>
                  )}
                  {c.category_name}
                </td>
                <td className="p-3 text-body">{c.sort}</td>
                <td className={`p-3 ${c.is_show ? 'text-[var(--success-text)]' : 'text-muted'}`}>
                  {c.is_show ? t('shopJoin.shown') : t('shopJoin.hidden')}
                </td>
                <td className="p-3 text-body">{c.goods_count}</td>
                <td className="p-3">
                  <div className="flex flex-wrap gap-1.5">
                    <RowButton
                      aria-label={t('shopJoin.editCategory', { name: c.category_name })}
                      onClick={() => setEditing(c)}
                    >
                      {t('shopJoin.edit')}
                    </RowButton>
                    <RowButton
                      aria-label={t('shopJoin.deleteTitle', { name: c.category_name })}
                      disabled={desk.busy}
                      onClick={() =>
                        ask({
                          title: t('shopJoin.deleteTitle', { name: c.category_name }),
                          description: t('shopJoin.deleteText'),
                          confirmLabel: t('shopJoin.delete'),
                          run: () => desk.run(sellerShopCategoryDeleteEndpoint, { category_id: c.category_id }),
                        })
                      }
                    >
                      {t('shopJoin.delete')}
                    </RowButton>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <CategoryForm key={`${editing?.category_id ?? 'new'}-${formKey}`} editing={editing} tops={tops} onDone={done} />
      {dialog}
    </>
  );
}
