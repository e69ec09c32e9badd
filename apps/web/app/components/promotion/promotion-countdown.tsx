import { useTranslation } from '~/lib/translation';
import { useServerNow } from './use-server-now';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * "Ends in HH:MM:SS" to `end` on the server's clock ("N days HH:MM:SS" when a day or more is left,
 * as a topic runs for weeks); "Activity ended" once it passes.
 */
export function PromotionCountdown({
  end,
  serverTime,
  label,
  tone = 'light',
}: {
  end: number;
  serverTime: number;
  label: string;
  tone?: 'light' | 'dark';
}) {
  const { t } = useTranslation();
  const now = useServerNow(serverTime);
  if (now !== null && now >= end) return <span className="text-[13px]">{t('seckill.ended')}</span>;
  const left = now === null ? 0 : end - now;
  const days = Math.floor(left / 86_400);
  const cells = [Math.floor((left % 86_400) / 3600), Math.floor((left % 3600) / 60), left % 60];
  const cell =
    tone === 'light'
      ? 'inline-block min-w-7 rounded bg-white/25 px-1 text-center font-semibold tabular-nums'
      : 'inline-block min-w-7 rounded bg-ink px-1 text-center font-semibold text-white tabular-nums';
  return (
    <span className="flex flex-wrap items-center gap-1 text-[13px]" role="timer" aria-live="off">
      <span>{label}</span>
      {days > 0 && (
        <>
          <span className={cell}>{days}</span>
          {t('seckill.days')}
        </>
      )}
      {cells.map((n, i) => (
        <span key={i} className="flex items-center gap-1">
          {i > 0 && ':'}
          <span className={cell}>{now === null ? '--' : pad(n)}</span>
        </span>
      ))}
    </span>
  );
}
