import type { VerifyRow } from '@zay/contract';
import { ClipboardCheck } from 'lucide-react';
import { Link } from 'react-router';
import { ColumnHeads, type Column } from '~/components/ui/column-heads';
import { GoodsThumb } from '~/components/ui/thumb';
import { Pager } from '~/components/ui/pager';
import { Price } from '~/components/ui/price';
import { PRIMARY_BUTTON, StatusPanel } from '~/components/ui/status-panel';
import { formatDateTime } from '~/lib/format-time';
import { useTranslation } from '~/lib/translation';

export interface RecordTab {
  type: string;
  name: string;
}

interface Props {
  tabs: RecordTab[];
  current: string;
  rows: VerifyRow[];
  page: number;
  pageCount: number;
}

const TH = 'py-3 text-[13px] font-normal text-muted';
const COLUMNS: Column[] = [
  { label: 'verify.colGoods', className: `${TH} px-4 text-left` },
  { label: 'verify.colPrice', className: `${TH} w-36` },
  { label: 'verify.colNum', className: `${TH} w-28` },
];

const hrefOf = (type: string, page = 1) => {
  const q = new URLSearchParams();
  if (type !== 'all') q.set('verify_type', type);
  if (page > 1) q.set('page', String(page));
  const query = q.toString();
  return `/member/verification_list${query ? `?${query}` : ''}`;
};

function Record({ row }: { row: VerifyRow }) {
  const { t } = useTranslation();
  return (
    <tbody className="border-b-[12px] border-page bg-white" data-verify-code={row.verify_code}>
      <tr className="border-b border-line bg-[#fafafa] text-[13px] text-muted">
        <td colSpan={3} className="px-4 py-2.5">
          <span className="mr-6">{formatDateTime(row.create_time)}</span>
          <span className="mr-6 text-ink">{row.site_name}</span>
          <span className="mr-6">{row.verify_type_name}</span>
          <span>{t('verify.listVerifier', { name: row.verifier_name })}</span>
        </td>
      </tr>
      {row.item_array.map((item, i) => (
        <tr key={i} className="border-b border-line last:border-0">
          <td className="px-4 py-3">
            <div className="flex items-center gap-3">
              <GoodsThumb src={item.img} size={56} />
              <span className="line-clamp-2 leading-text break-words text-ink">{item.name}</span>
            </div>
          </td>
          <td className="text-center">
            <Price amount={item.price} className="font-normal text-ink" />
          </td>
          <td className="text-center text-body">× {item.num}</td>
        </tr>
      ))}
    </tbody>
  );
}

/** The codes this verifier used, by kind, newest first (API-SHAPES-MORE §4). */
export function VerifyRecords({ tabs, current, rows, page, pageCount }: Props) {
  const { t } = useTranslation();
  return (
    <div>
      <nav aria-label={t('verify.tabs')} className="flex border-b border-line bg-white px-4">
        {tabs.map((tab) => (
          <Link
            key={tab.type}
            to={hrefOf(tab.type)}
            aria-current={tab.type === current ? 'page' : undefined}
            className={`-mb-px border-b-2 px-4 py-3 text-[14px] whitespace-nowrap ${tab.type === current ? 'border-brand font-semibold text-brand' : 'border-transparent text-body hover:text-brand'}`}
          >
            {tab.name}
          </Link>
        ))}
      </nav>
      {rows.length === 0 ? (
        <div className="mt-3">
          <StatusPanel icon={ClipboardCheck} title={t('verify.empty')} description={t('verify.emptyText')} compact>
            <Link to="/member/verification" className={PRIMARY_BUTTON}>
              {t('pages.member_verification')}
            </Link>
          </StatusPanel>
        </div>
      ) : (
        <table className="mt-3 w-full table-fixed border-collapse">
          <caption className="sr-only">{tabs.find((x) => x.type === current)?.name}</caption>
          <ColumnHeads columns={COLUMNS} className="bg-white" />
          {rows.map((row) => (
            <Record key={row.id} row={row} />
          ))}
        </table>
      )}
      <Pager page={page} pageCount={pageCount} href={(p) => hrefOf(current, p)} />
    </div>
  );
}
