import { useTranslation } from '~/lib/translation';

/** Sold share of a promotion's quantity, 0–100. */
export const soldPercent = (c: { stock: number; sold: number }) =>
  c.stock + c.sold > 0 ? Math.round((c.sold * 100) / (c.stock + c.sold)) : 100;

/** How much of the promotion's quantity is gone, as a bar, with what is left. */
export function StockBar({ stock, sold }: { stock: number; sold: number }) {
  const { t } = useTranslation();
  const percent = soldPercent({ stock, sold });
  return (
    <div className="grid gap-1">
      <div
        className="h-2 overflow-hidden rounded-full bg-[#f6d5d5]"
        role="progressbar"
        aria-label={t('seckill.stockLeft')}
        aria-valuemin={0}
        aria-valuemax={stock + sold}
        aria-valuenow={stock}
      >
        <div className="h-full rounded-full bg-brand" style={{ width: `${percent}%` }} />
      </div>
      <p className="flex flex-wrap justify-between gap-x-2 text-xs leading-tight-text text-muted">
        <span>{t('seckill.soldPercent', { percent })}</span>
        <span className="text-brand">{stock > 0 ? t('seckill.left', { count: stock }) : t('seckill.soldOut')}</span>
      </p>
    </div>
  );
}
