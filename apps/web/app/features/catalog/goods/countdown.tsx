import { useServerNow } from '~/lib/server-now';
import { useTranslation } from '~/lib/translation';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * SPEC §3: a countdown in days, hours, minutes and seconds to the end of a promotion, on the
 * server's clock (`serverTime`, from the loader): the server's HTML already shows the time left.
 */
export function Countdown({ end, serverTime }: { end: number; serverTime: number }) {
  const { t } = useTranslation();
  const now = useServerNow(serverTime);
  if (now >= end) return <span className="text-[13px]">{t('goodsDetail.promotionEnded')}</span>;
  const left = end - now;
  const parts = [
    Math.floor(left / 86_400),
    Math.floor((left % 86_400) / 3600),
    Math.floor((left % 3600) / 60),
    left % 60,
  ];
  const cell = 'inline-block min-w-7 rounded bg-white/20 px-1 text-center font-semibold tabular-nums';
  return (
    <span className="flex items-center gap-1 text-[13px]" role="timer" aria-live="off">
      <span>{t('goodsDetail.endsIn')}</span>
      <span className={cell}>{parts[0]}</span>
      {t('goodsDetail.days')}
      <span className={cell}>{pad(parts[1]!)}</span>:<span className={cell}>{pad(parts[2]!)}</span>:
      <span className={cell}>{pad(parts[3]!)}</span>
    </span>
  );
}
