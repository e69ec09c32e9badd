import type { PlatformShopRow } from '@zay/contract';
import { Link } from 'react-router';
import { ColumnHeads, type Column } from '~/components/ui/column-heads';
import { formatDateTime } from '~/lib/format-time';
import { imageUrl } from '~/lib/links';
import { useTranslation } from '~/lib/translation';

const COLUMNS: Column[] = [
  { label: 'shopJoin.colShop' },
  { label: 'shopJoin.colOwner', className: 'w-[18%]' },
  { label: 'shopJoin.colStatus', className: 'w-[12%]' },
  { label: 'shopJoin.colGoodsOnSale', className: 'w-[12%]' },
  { label: 'shopJoin.colJoined', className: 'w-[18%]' },
];

/** Open, closed by its owner, or frozen by the platform (ADR 103). */
export function ShopState({ status }: { status: number }) {
  const { t } = useTranslation();
  if (status === -1)
    return (
      <span className="text-brand" data-testid="shop-state">
        {t('platformShops2.frozen')}
      </span>
    );
  return (
    <span className={status === 1 ? 'text-[var(--success-text)]' : 'text-muted'} data-testid="shop-state">
      {status === 1 ? t('shopJoin.open') : t('shopJoin.closed')}
    </span>
  );
}

/** Every shop: its owner, open, closed or frozen, how many goods it has on sale, when it joined. */
export function PlatformShopTable({ rows }: { rows: PlatformShopRow[] }) {
  const { t } = useTranslation();
  return (
    <table className="w-full table-fixed border-collapse bg-white text-[13px]" data-testid="platform-shops">
      <ColumnHeads
        columns={COLUMNS}
        rowClassName="border-b border-line text-left text-muted"
        cellClassName="p-3 font-normal"
      />
      <tbody>
        {rows.map((s) => (
          <tr key={s.site_id} className="border-b border-line align-top last:border-0">
            <td className="p-3 leading-tight-text break-words">
              <div className="flex items-start gap-2">
                {s.logo && (
                  <img
                    src={imageUrl(s.logo)}
                    alt=""
                    width={32}
                    height={32}
                    className="size-8 shrink-0 rounded border border-line object-cover"
                  />
                )}
                <div className="min-w-0">
                  <span className="block text-ink">
                    <Link to={`/platform/shop?id=${s.site_id}`} className="text-ink hover:text-brand hover:underline">
                      {s.site_name}
                    </Link>
                    {s.is_own === 1 && <span className="ml-1 text-[12px] text-brand">({t('shopJoin.own')})</span>}
                  </span>
                  <span className="mt-1 block text-muted">
                    #{s.site_id} · {s.category_name}
                  </span>
                </div>
              </div>
            </td>
            <td className="p-3 leading-tight-text break-words text-body">{s.owner_name}</td>
            <td className="p-3">
              <ShopState status={s.shop_status} />
            </td>
            <td className="p-3 text-body">{s.goods_on_sale}</td>
            <td className="p-3 text-body">{s.create_time ? formatDateTime(s.create_time) : ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
