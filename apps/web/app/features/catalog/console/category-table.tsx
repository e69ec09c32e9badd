import {
  CATEGORY_LEVELS,
  platformCategoryDeleteEndpoint,
  platformCategorySetEndpoint,
  type ConsoleCategory,
} from '@zay/contract';
import { Link } from 'react-router';
import { ROW_ACTION, RowButton } from '~/components/console/console-ui';
import { useConsoleCall } from '~/components/console/use-console-call';
import { ColumnHeads, type Column } from '~/components/ui/column-heads';
import { useAskFirst } from '~/components/ui/use-ask-first';
import { imageUrl } from '~/lib/links';
import { notifySuccess } from '~/lib/notify';
import { useTranslation } from '~/lib/translation';
import { rateText } from './category-form';

const HEAD = 'px-3 py-2.5 text-left text-[13px] font-medium text-muted';
const CELL = 'px-3 py-2.5 align-middle text-[13px] leading-tight-text text-body';
const COLUMNS: Column[] = [
  { label: 'platformCatalogue.colName', className: 'w-[24%]' },
  { label: 'platformCatalogue.colImage', className: 'w-[7%]' },
  { label: 'platformCatalogue.colSort', className: 'w-[6%]' },
  { label: 'platformCatalogue.colShow', className: 'w-[9%]' },
  { label: 'platformCatalogue.colCommission', className: 'w-[9%]' },
  { label: 'platformCatalogue.colGoods', className: 'w-[7%]' },
  { label: 'platformCatalogue.colActions', className: 'w-[38%]' },
];

const INDENT = ['pl-3', 'pl-8', 'pl-14'];

/** The whole tree, one row a category, indented by level, with its quick actions. */
export function CategoryTable({ tree }: { tree: ConsoleCategory[] }) {
  const { t } = useTranslation();
  const { run, busy } = useConsoleCall();
  const { ask, dialog } = useAskFirst();
  const remove = (c: ConsoleCategory) =>
    ask({
      title: t('platformCatalogue.confirmDelete', { name: c.name_mm }),
      description: t('platformCatalogue.confirmDeleteText'),
      confirmLabel: t('platformCatalogue.delete'),
      run: async () => {
        if (await run(platformCategoryDeleteEndpoint, { category_id: c.category_id }))
          void notifySuccess(t('platformCatalogue.deleted'));
      },
    });
  return (
    <>
      <table className="w-full table-fixed bg-white" data-testid="category-table">
        <ColumnHeads columns={COLUMNS} cellClassName={HEAD} />
        <tbody>
          {tree.map((c) => (
            <tr key={c.category_id} className="border-t border-line" data-testid={`category-${c.category_id}`}>
              <td className={`${CELL} ${INDENT[c.level - 1] ?? ''}`}>
                <div className="font-medium break-words text-ink">
                  <span className="sr-only">{t('platformCatalogue.level', { level: c.level })}: </span>
                  {c.level > 1 && (
                    <span aria-hidden="true" className="mr-1 text-muted">
                      └
                    </span>
                  )}
                  {c.name_mm}
                </div>
                <div className="mt-0.5 break-words text-[12px] text-muted">
                  {c.name_zh} · {c.name_en}
                </div>
              </td>
              <td className={CELL}>
                {c.image ? (
                  <img
                    src={imageUrl(c.image)}
                    alt=""
                    width={36}
                    height={36}
                    className="size-9 rounded object-contain"
                  />
                ) : (
                  <span className="text-muted">—</span>
                )}
              </td>
              <td className={CELL}>{c.sort}</td>
              <td className={CELL}>
                <span className={c.is_show ? 'text-[#1a7f37]' : 'text-muted'}>
                  {t(c.is_show ? 'platformCatalogue.shown' : 'platformCatalogue.hidden')}
                </span>
              </td>
              <td className={CELL}>
                {c.commission_rate === null ? (
                  <span className="text-muted">{t('platformCatalogue.shopRate')}</span>
                ) : (
                  `${rateText(c.commission_rate)}%`
                )}
              </td>
              <td className={CELL}>{c.goods_count}</td>
              <td className={CELL}>
                <div className="flex flex-wrap gap-1.5">
                  <Link
                    to={`?edit=${c.category_id}`}
                    preventScrollReset
                    className={ROW_ACTION}
                    aria-label={`${t('platformCatalogue.edit')} ${c.name_mm}`}
                  >
                    {t('platformCatalogue.edit')}
                  </Link>
                  {c.level < CATEGORY_LEVELS && (
                    <Link to={`?new=${c.category_id}`} preventScrollReset className={ROW_ACTION}>
                      {t('platformCatalogue.addChild')}
                    </Link>
                  )}
                  <RowButton
                    disabled={busy}
                    onClick={() =>
                      void run(platformCategorySetEndpoint, { category_id: c.category_id, is_show: c.is_show ? 0 : 1 })
                    }
                  >
                    {t(c.is_show ? 'platformCatalogue.hide' : 'platformCatalogue.show')}
                  </RowButton>
                  <RowButton
                    disabled={busy}
                    onClick={() => remove(c)}
                    aria-label={`${t('platformCatalogue.delete')} ${c.name_mm}`}
                  >
                    {t('platformCatalogue.delete')}
                  </RowButton>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {dialog}
    </>
  );
}
