import type { PlatformWithdrawRow } from '@zay/contract';
import { Link } from 'react-router';
import { ColumnHeads, type Column } from '~/components/ui/column-heads';
import { formatPrice } from '~/components/ui/price';
import { formatDateTime } from '~/lib/format-time';
import { useTranslation } from '~/lib/translation';
import { StatusBadge } from './status-badge';

const HEAD = 'px-3 py-2.5 text-left text-[13px] font-medium text-muted';
const COLUMNS: Column[] = [
  { label: 'platform.colWithdraw' },
  { label: 'platform.colMember' },
  { label: 'platform.colAccount' },
  { label: 'platform.colAmount' },
  { label: 'platform.colStatus' },
  { label: 'platform.colActions', unseen: true },
];
const CELL = 'px-3 py-3 align-top text-[13px] leading-tight-text text-body';

export const withdrawHref = (id: number) => `/platform/withdraw_detail?id=${id}`;

function Row({ row }: { row: PlatformWithdrawRow }) {
  const { t } = useTranslation();
  return (
    <tr className="border-t border-line" data-testid="platform-withdraw">
      <td className={CELL}>
        <Link to={withdrawHref(row.id)} className="font-medium break-all text-ink hover:text-brand">
          {row.withdraw_no}
        </Link>
        <div className="mt-1 text-muted">{formatDateTime(row.apply_time)}</div>
      </td>
      <td className={CELL}>
        {row.site_id > 0 ? (
          <div className="break-words">{row.site_name}</div>
        ) : (
          <>
            <div className="break-words">{row.nickname || row.username}</div>
            {row.nickname && row.nickname !== row.username && <div className="mt-1 text-muted">{row.username}</div>}
          </>
        )}
      </td>
      <td className={CELL}>
        <div>{row.transfer_type_name}</div>
        <div className="mt-1 break-all text-muted">
          {row.realname} · {row.account_number}
        </div>
      </td>
      <td className={`${CELL} whitespace-nowrap`}>
        <div className="font-semibold text-ink">{formatPrice(row.apply_money)}</div>
        <div className="mt-1 text-muted">
          {t('platform.receives')} {formatPrice(row.money)}
        </div>
      </td>
      <td className={CELL}>
        <StatusBadge status={row.status} name={row.status_name} />
      </td>
      <td className={CELL}>
        <Link
          to={withdrawHref(row.id)}
          className="inline-flex min-h-8 items-center rounded border border-line px-3 text-[13px] hover:border-brand hover:text-brand"
        >
          {row.status === 0 || row.status === 1 ? t('platform.review') : t('platform.open')}
        </Link>
      </td>
    </tr>
  );
}

/** The withdrawals of a tab: number and time, member, where to, amount, status, the way in. */
export function WithdrawTable({ rows }: { rows: PlatformWithdrawRow[] }) {
  return (
    <table className="w-full table-fixed bg-white">
      <colgroup>
        <col className="w-[20%]" />
        <col className="w-[16%]" />
        <col className="w-[24%]" />
        <col className="w-[16%]" />
        <col className="w-[12%]" />
        <col className="w-[12%]" />
      </colgroup>
      <ColumnHeads columns={COLUMNS} cellClassName={HEAD} />
      <tbody>
        {rows.map((row) => (
          <Row key={row.id} row={row} />
        ))}
      </tbody>
    </table>
  );
}
