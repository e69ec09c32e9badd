import type { ConsoleLedgerRow, ConsoleMemberDetail, ConsoleMemberOrder, Page } from '@zay/contract';
import { ColumnHeads, type Column } from '~/components/ui/column-heads';
import { formatPrice } from '~/components/ui/price';
import { formatDateTime } from '~/lib/format-time';
import { useTranslation } from '~/lib/translation';

const HEAD = 'px-3 py-2.5 text-left text-[13px] font-medium text-muted';
const CELL = 'px-3 py-2.5 align-top text-[13px] leading-tight-text text-body';

function Empty() {
  const { t } = useTranslation();
  return <p className="bg-white p-6 text-center text-[14px] text-muted">{t('platformMembers.emptyLedger')}</p>;
}

const LEDGER: Column[] = [
  { label: 'platformMembers.colTime', className: 'w-[18%]' },
  { label: 'platformMembers.colType', className: 'w-[16%]' },
  { label: 'platformMembers.colChange', className: 'w-[14%]' },
  { label: 'platformMembers.colAfter', className: 'w-[14%]' },
  { label: 'platformMembers.colRemark' },
];

/** A ledger page: when, what, the change and the account after it, the note the member reads. */
export function LedgerTable({ page, money }: { page: Page<ConsoleLedgerRow>; money: boolean }) {
  const { t } = useTranslation();
  if (page.list.length === 0) return <Empty />;
  const shown = (v: string) => (money ? formatPrice(v) : v);
  return (
    <table className="w-full table-fixed bg-white" data-testid="member-ledger">
      <ColumnHeads columns={LEDGER} cellClassName={HEAD} />
      <tbody>
        {page.list.map((r) => (
          <tr key={r.id} className="border-t border-line">
            <td className={CELL}>{formatDateTime(r.create_time)}</td>
            <td className={CELL}>
              {r.type_name}
              {money && r.account_type === 'balance_money' && (
                <div className="mt-0.5 text-[12px] text-muted">{t('platformMembers.balanceMoney')}</div>
              )}
            </td>
            <td
              className={`${CELL} whitespace-nowrap ${r.account_data.startsWith('-') ? 'text-brand' : 'text-[#1a7f37]'}`}
            >
              {r.account_data.startsWith('-') ? '' : '+'}
              {shown(r.account_data)}
            </td>
            <td className={`${CELL} whitespace-nowrap`}>{shown(r.balance_after)}</td>
            <td className={`${CELL} break-words`}>{r.remark}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const ORDERS: Column[] = [
  { label: 'platformMembers.colOrder', className: 'w-[34%]' },
  { label: 'platformMembers.colShop', className: 'w-[18%]' },
  { label: 'platformMembers.colMoney', className: 'w-[16%]' },
  { label: 'platformMembers.colStatus', className: 'w-[14%]' },
  { label: 'platformMembers.colTime', className: 'w-[18%]' },
];

export function OrderTable({ page }: { page: Page<ConsoleMemberOrder> }) {
  if (page.list.length === 0) return <Empty />;
  return (
    <table className="w-full table-fixed bg-white" data-testid="member-orders">
      <ColumnHeads columns={ORDERS} cellClassName={HEAD} />
      <tbody>
        {page.list.map((o) => (
          <tr key={o.order_id} className="border-t border-line">
            <td className={CELL}>
              <div className="font-medium break-all text-ink">{o.order_no}</div>
              <div className="mt-0.5 line-clamp-2 break-words text-muted">{o.order_name}</div>
            </td>
            <td className={`${CELL} break-words`}>{o.site_name}</td>
            <td className={`${CELL} whitespace-nowrap`}>{formatPrice(o.order_money)}</td>
            <td className={CELL}>{o.order_status_name}</td>
            <td className={CELL}>{formatDateTime(o.create_time)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function AddressList({ addresses }: { addresses: ConsoleMemberDetail['addresses'] }) {
  const { t } = useTranslation();
  if (addresses.length === 0) return <Empty />;
  return (
    <ul className="grid gap-2" data-testid="member-addresses">
      {addresses.map((a) => (
        <li key={a.id} className="bg-white p-4 text-[13px] leading-text text-body">
          <div className="font-medium text-ink">
            {a.name} · {a.mobile}
            {a.is_default === 1 && (
              <span className="ml-2 rounded bg-page px-1.5 py-0.5 text-[12px] font-normal text-muted">
                {t('platformMembers.defaultAddress')}
              </span>
            )}
          </div>
          <div className="mt-1 break-words">
            {a.full_address} {a.address}
          </div>
        </li>
      ))}
    </ul>
  );
}

const SESSIONS: Column[] = [
  { label: 'platformMembers.colSession', className: 'w-[20%]' },
  { label: 'platformMembers.colTime', className: 'w-[30%]' },
  { label: 'platformMembers.colExpires', className: 'w-[30%]' },
  { label: 'platformMembers.colStatus', className: 'w-[20%]' },
];

/** The sessions the member started, newest first: Zay's record of logins. */
export function SessionTable({ sessions, now }: { sessions: ConsoleMemberDetail['sessions']; now: number }) {
  const { t } = useTranslation();
  if (sessions.length === 0) return <Empty />;
  return (
    <>
      <p className="mb-2 text-[13px] text-muted">{t('platformMembers.loginsNote')}</p>
      <table className="w-full table-fixed bg-white" data-testid="member-sessions">
        <ColumnHeads columns={SESSIONS} cellClassName={HEAD} />
        <tbody>
          {sessions.map((s) => (
            <tr key={s.id} className="border-t border-line">
              <td className={CELL}>#{s.id}</td>
              <td className={CELL}>{formatDateTime(s.create_time)}</td>
              <td className={CELL}>{formatDateTime(s.expire_time)}</td>
              <td className={CELL}>
                {s.revoked
                  ? t('platformMembers.sessionEnded')
                  : s.expire_time <= now
                    ? t('platformMembers.sessionExpired')
                    : t('platformMembers.sessionLive')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
