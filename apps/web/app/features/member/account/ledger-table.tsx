import { formatKs, type LedgerRow } from '@zay/contract';
import { ColumnHeads } from '~/components/ui/column-heads';
import { Pager } from '~/components/ui/pager';
import { formatDateTime } from '~/lib/format-time';
import { useTranslation } from '~/lib/translation';

interface Props {
  rows: LedgerRow[];
  page: number;
  pageCount: number;
  /** Money rows show Ks; points and growth show whole numbers. */
  money: boolean;
  path: string;
}

/** The ledger as the family shows it: source, signed amount, details, time; newest first. */
export function LedgerTable({ rows, page, pageCount, money, path }: Props) {
  const { t } = useTranslation();
  if (!rows.length) return <p className="py-10 text-center text-[14px] text-muted">{t('money.ledgerEmpty')}</p>;
  return (
    <>
      <table className="w-full text-left text-[14px]">
        <ColumnHeads
          columns={[
            { label: 'money.source' },
            { label: money ? 'money.amount' : 'money.points' },
            { label: 'money.details' },
            { label: 'money.time' },
          ]}
          className="bg-page text-muted"
          cellClassName="px-4 py-2 font-normal"
        />
        <tbody>
          {rows.map((r) => {
            const negative = r.account_data.startsWith('-');
            const magnitude = negative ? r.account_data.slice(1) : r.account_data;
            const shown = `${negative ? '-' : '+'}${money ? formatKs(magnitude) : magnitude}`;
            return (
              <tr key={r.id} className="border-b border-line">
                <td className="px-4 py-3 text-ink">{r.type_name}</td>
                <td className={`px-4 py-3 tabular-nums ${negative ? 'text-ink' : 'text-brand'}`}>{shown}</td>
                <td className="px-4 py-3 text-muted">{r.remark || '—'}</td>
                <td className="px-4 py-3 text-muted">{formatDateTime(r.create_time)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="mt-4">
        <Pager page={page} pageCount={pageCount} href={(p) => `${path}?page=${p}`} />
      </div>
    </>
  );
}
