import { useEffect, useState } from 'react';
import { useTranslation } from '~/lib/translation';

/** Seconds since the epoch, ticking; null until mounted so the server and the first render agree. */
function useNow(): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setNow(Math.floor(Date.now() / 1000));
    tick();
    const id = window.setInterval(tick, 1000);
    return () => window.clearInterval(id);
  }, []);
  return now;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** SPEC §3: a countdown in days, hours, minutes and seconds to the end of a promotion. */
export function Countdown({ end }: { end: number }) {
  const { t } = useTranslation();
  const now = useNow();
  if (now !== null && now >= end) return <span className="text-[13px]">{t('goodsDetail.promotionEnded')}</span>;
  const left = now === null ? 0 : end - now;
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
      {/* Before hydration the cells hold dashes at the same width, so nothing shifts when the time arrives. */}
      <span className={cell}>{now === null ? '--' : parts[0]}</span>
      {t('goodsDetail.days')}
      <span className={cell}>{now === null ? '--' : pad(parts[1]!)}</span>:
      <span className={cell}>{now === null ? '--' : pad(parts[2]!)}</span>:
      <span className={cell}>{now === null ? '--' : pad(parts[3]!)}</span>
    </span>
  );
}
