import { useTranslation } from '~/lib/translation';

export interface ShopScores {
  desc: number;
  service: number;
  delivery: number;
}

const KEYS = [
  ['desc', 'catalogue.ratingDesc'],
  ['service', 'catalogue.ratingService'],
  ['delivery', 'catalogue.ratingDelivery'],
] as const;

/** The three shop ratings (SPEC §3): description match, service attitude, shipping speed. */
export function ShopRatings({ scores, layout = 'column' }: { scores: ShopScores; layout?: 'column' | 'row' }) {
  const { t } = useTranslation();
  return (
    <dl className={layout === 'row' ? 'flex gap-4 text-xs whitespace-nowrap' : 'grid gap-1 text-[13px]'}>
      {KEYS.map(([key, label]) => (
        <div key={key} className="flex items-baseline justify-between gap-2">
          <dt className="text-muted">{t(label)}</dt>
          <dd className="font-semibold text-brand">{scores[key].toFixed(2)}</dd>
        </div>
      ))}
    </dl>
  );
}
