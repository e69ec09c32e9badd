import type { z } from 'zod';
import type { settlementSchema } from '@zay/contract';
import { ColumnHeads, type Column } from '~/components/ui/column-heads';
import { Price } from '~/components/ui/price';
import { formatDateTime } from '~/lib/format-time';
import { useTranslation } from '~/lib/translation';

type Settlement = z.infer<typeof settlementSchema>;

const COLUMNS: Column[] = [
  { label: 'afterSale.settleType', className: 'px-4 py-2 font-normal' },
  { label: 'afterSale.orderNo', className: 'px-4 py-2 font-normal' },
  { label: 'afterSale.settleAmount', className: 'px-4 py-2 text-right font-normal' },
  { label: 'afterSale.settleTime', className: 'px-4 py-2 font-normal' },
];

/** The shop's settlement: balance, its parts, and the ledger rows newest first. */
export function SettlementView({ s }: { s: Settlement }) {
  const { t } = useTranslation();
  const cards: [string, string][] = [
    [t('afterSale.settleBalance'), s.balance],
    [t('afterSale.settleIncome'), s.income],
    [t('afterSale.settleRefunded'), s.refunded],
    [t('afterSale.settleCommission', { rate: s.commission_rate }), s.commission],
  ];
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map(([label, amount], i) => (
          <div key={label} className="bg-white p-4" data-testid={i === 0 ? 'settlement-balance' : undefined}>
            <dt className="text-[13px] leading-tight-text text-muted">{label}</dt>
            <dd className="mt-2 text-lg">
              <Price amount={amount} className={i === 0 ? '' : 'text-ink'} />
            </dd>
          </div>
        ))}
      </dl>
      {s.list.length === 0 ? (
        <p className="bg-white py-12 text-center text-[14px] text-muted">{t('afterSale.settleEmpty')}</p>
      ) : (
        <table className="w-full bg-white text-left text-[13px]">
          <ColumnHeads columns={COLUMNS} className="bg-page text-muted" />
          <tbody>
            {s.list.map((r) => (
              <tr key={r.id} className="border-b border-line">
                <td className="px-4 py-2.5 text-ink">{r.type_name}</td>
                <td className="px-4 py-2.5 break-all text-body">{r.ref}</td>
                <td
                  className={`px-4 py-2.5 text-right tabular-nums ${r.amount.startsWith('-') ? 'text-body' : 'text-[#1a7f37]'}`}
                >
                  {r.amount.startsWith('-') ? r.amount : `+${r.amount}`} Ks
                </td>
                <td className="px-4 py-2.5 text-muted">{formatDateTime(r.create_time)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
