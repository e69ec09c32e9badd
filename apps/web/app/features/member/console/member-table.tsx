import type { ConsoleMember } from '@zay/contract';
import { Link } from 'react-router';
import { ROW_ACTION } from '~/components/console/console-ui';
import { ColumnHeads, type Column } from '~/components/ui/column-heads';
import { formatPrice } from '~/components/ui/price';
import { formatDateTime } from '~/lib/format-time';
import { useTranslation } from '~/lib/translation';

const HEAD = 'px-3 py-2.5 text-left text-[13px] font-medium text-muted';
const CELL = 'px-3 py-3 align-top text-[13px] leading-tight-text text-body';
const COLUMNS: Column[] = [
  { label: 'platformMembers.colMember', className: 'w-[22%]' },
  { label: 'platformMembers.colMobile', className: 'w-[13%]' },
  { label: 'platformMembers.colLevel', className: 'w-[10%]' },
  { label: 'platformMembers.colBalance', className: 'w-[15%]' },
  { label: 'platformMembers.colPoints', className: 'w-[8%]' },
  { label: 'platformMembers.colStatus', className: 'w-[10%]' },
  { label: 'platformMembers.colJoined', className: 'w-[13%]' },
  { label: 'platformMembers.colActions', className: 'w-[9%]', unseen: true },
];

export const memberHref = (id: number) => `/platform/member?id=${id}`;

/** The member's status as a small coloured word. */
export function MemberStatus({ status }: { status: number }) {
  const { t } = useTranslation();
  return status === 1 ? (
    <span className="text-[#1a7f37]">{t('platformMembers.active')}</span>
  ) : (
    <span className="rounded bg-[#fdecec] px-1.5 py-0.5 font-medium text-brand">{t('platformMembers.frozen')}</span>
  );
}

/** A page of members: who, mobile, level, money, points, status, joined, the way in. */
export function MemberTable({ rows }: { rows: ConsoleMember[] }) {
  const { t } = useTranslation();
  return (
    <table className="w-full table-fixed bg-white" data-testid="member-table">
      <ColumnHeads columns={COLUMNS} cellClassName={HEAD} />
      <tbody>
        {rows.map((m) => (
          <tr key={m.member_id} className="border-t border-line">
            <td className={CELL}>
              <Link to={memberHref(m.member_id)} className="font-medium break-words text-ink hover:text-brand">
                {m.nickname || m.username}
              </Link>
              <div className="mt-1 break-all text-muted">
                #{m.member_id} · {m.username}
              </div>
            </td>
            <td className={`${CELL} break-all`}>{m.mobile || '—'}</td>
            <td className={CELL}>{m.member_level_name || '—'}</td>
            <td className={`${CELL} whitespace-nowrap`}>
              <div>{formatPrice(m.balance)}</div>
              {m.balance_money !== '0.00' && <div className="mt-1 text-muted">{formatPrice(m.balance_money)}</div>}
            </td>
            <td className={CELL}>{m.point}</td>
            <td className={CELL}>
              <MemberStatus status={m.status} />
            </td>
            <td className={CELL}>{m.reg_time ? formatDateTime(m.reg_time) : '—'}</td>
            <td className={CELL}>
              <Link
                to={memberHref(m.member_id)}
                className={ROW_ACTION}
                aria-label={`${t('platformMembers.open')} ${m.nickname || m.username}`}
              >
                {t('platformMembers.open')}
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
