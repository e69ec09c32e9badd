import { useTranslation } from '~/lib/translation';

const TONE: Record<number, string> = {
  [-1]: 'bg-page text-muted',
  1: 'bg-[#fff4e5] text-[#9a5b00]',
  2: 'bg-[#e9f7ef] text-[#1d7a46]',
  3: 'bg-page text-muted',
};

/** A topic's state (1 not started, 2 running, 3 ended, −1 closed) as a coloured label. */
export function TopicStatus({ status }: { status: number }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-block rounded px-2 py-0.5 text-[13px] leading-tight-text ${TONE[status] ?? TONE[-1]}`}>
      {t(`platformPromo.status_${status}` as 'platformPromo.status_1')}
    </span>
  );
}
