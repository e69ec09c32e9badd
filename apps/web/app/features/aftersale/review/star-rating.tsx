import { Star } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '~/lib/translation';

interface Props {
  label: string;
  value: number;
  onChange: (score: number) => void;
}

/**
 * A 1–5 score as five radio buttons drawn as stars: Tab reaches the group, the arrow keys move
 * the score, and a screen reader hears "4 of 5 stars".
 */
export function StarRating({ label, value, onChange }: Props) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="flex items-center gap-3">
      <legend className="float-left mr-3 w-28 shrink-0 text-[13px] text-body">{label}</legend>
      <div className="flex">
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className="cursor-pointer p-0.5 has-focus-visible:rounded has-focus-visible:outline-2 has-focus-visible:outline-brand"
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="sr-only"
              aria-label={t('evaluate.starN', { n })}
            />
            <Star
              size={22}
              aria-hidden
              className={n <= value ? 'fill-accent text-accent-ink' : 'text-[#d5d5d5] hover:text-accent-ink'}
            />
          </label>
        ))}
      </div>
      <span className="text-xs text-subtle" aria-hidden>
        {t('evaluate.starN', { n: value })}
      </span>
    </fieldset>
  );
}
