import { useTranslation } from '~/lib/translation';
import { soldPercent } from './seckill-types';

/** How much of the seckill's quantity is gone, as a bar, with what is left. */
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
