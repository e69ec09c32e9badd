import { platformBrandDeleteEndpoint, type ConsoleBrand } from '@zay/contract';
import { Link } from 'react-router';
import { ROW_ACTION, RowButton } from '~/components/console/console-ui';
import { useConsoleCall } from '~/components/console/use-console-call';
import { ColumnHeads, type Column } from '~/components/ui/column-heads';
import { useAskFirst } from '~/components/ui/use-ask-first';
import { imageUrl } from '~/lib/links';
import { notifySuccess } from '~/lib/notify';
import { useTranslation } from '~/lib/translation';

const HEAD = 'px-3 py-2.5 text-left text-[13px] font-medium text-muted';
const CELL = 'px-3 py-2.5 align-middle text-[13px] leading-tight-text text-body';
const COLUMNS: Column[] = [
  { label: 'platformCatalogue.logo', className: 'w-[10%]' },
  { label: 'platformCatalogue.brandName', className: 'w-[30%]' },
  { label: 'platformCatalogue.colInitial', className: 'w-[10%]' },
  { label: 'platformCatalogue.recommended', className: 'w-[12%]' },
  { label: 'platformCatalogue.colSort', className: 'w-[8%]' },
  { label: 'platformCatalogue.colGoods', className: 'w-[10%]' },
  { label: 'platformCatalogue.colActions', className: 'w-[20%]' },
];

/** A page of brands: logo, name, initial, recommended, order, goods, edit and delete. */
export function BrandTable({ rows, editHref }: { rows: ConsoleBrand[]; editHref: (id: number) => string }) {
  const { t } = useTranslation();
  const { run, busy } = useConsoleCall();
  const { ask, dialog } = useAskFirst();
  return (
    <>
      <table className="w-full table-fixed bg-white" data-testid="brand-table">
        <ColumnHeads columns={COLUMNS} cellClassName={HEAD} />
        <tbody>
          {rows.map((b) => (
            <tr key={b.brand_id} className="border-t border-line">
              <td className={CELL}>
                {b.image_url ? (
                  <img src={imageUrl(b.image_url)} alt="" width={48} height={32} className="h-8 w-12 object-contain" />
                ) : (
                  <span className="text-muted">—</span>
                )}
              </td>
              <td className={`${CELL} font-medium break-words text-ink`}>{b.brand_name}</td>
              <td className={CELL}>{b.brand_initial}</td>
              <td className={CELL}>{t(b.is_recommend ? 'platformCatalogue.yes' : 'platformCatalogue.no')}</td>
              <td className={CELL}>{b.sort}</td>
              <td className={CELL}>{b.goods_count}</td>
              <td className={CELL}>
                <div className="flex flex-wrap gap-1.5">
                  <Link
                    to={editHref(b.brand_id)}
                    preventScrollReset
                    className={ROW_ACTION}
                    aria-label={`${t('platformCatalogue.edit')} ${b.brand_name}`}
                  >
                    {t('platformCatalogue.edit')}
                  </Link>
                  <RowButton
                    disabled={busy}
                    aria-label={`${t('platformCatalogue.delete')} ${b.brand_name}`}
                    onClick={() =>
                      ask({
                        title: t('platformCatalogue.confirmDelete', { name: b.brand_name }),
                        description: t('platformCatalogue.confirmDeleteText'),
                        confirmLabel: t('platformCatalogue.delete'),
                        run: async () => {
                          if (await run(platformBrandDeleteEndpoint, { brand_id: b.brand_id }))
                            void notifySuccess(t('platformCatalogue.deleted'));
                        },
                      })
                    }
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
