import { useTranslation } from '~/lib/translation';
import { Link } from 'react-router';
import { Img } from '~/components/ui/img';

export interface BrandCard {
  id: number;
  name: string;
  image: string;
  initial: string;
  description: string;
  recommended: boolean;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ#'.split('');

/** A–Z: letters with brands are links, the others are shown dimmed so the alphabet stays whole. */
export function InitialFilter({ initials, current }: { initials: string[]; current: string }) {
  const { t } = useTranslation();
  const cell = 'grid h-8 min-w-8 place-items-center rounded text-[13px]';
  return (
    <nav aria-label={t('brandZone.byInitial')} className="flex flex-wrap items-center gap-1 rounded-lg bg-white p-3">
      <Link
        to="/brand"
        aria-current={current === '' ? 'page' : undefined}
        className={`${cell} px-3 ${current === '' ? 'bg-brand text-white' : 'hover:text-brand'}`}
      >
        {t('brandZone.all')}
      </Link>
      {ALPHABET.map((letter) =>
        initials.includes(letter) ? (
          <Link
            key={letter}
            to={`/brand?initial=${encodeURIComponent(letter)}`}
            aria-current={current === letter ? 'page' : undefined}
            className={`${cell} ${current === letter ? 'bg-brand text-white' : 'text-ink hover:bg-brand-soft hover:text-brand'}`}
          >
            {letter}
          </Link>
        ) : (
          <span key={letter} className={`${cell} text-[#b0b0b0]`} aria-hidden>
            {letter}
          </span>
        ),
      )}
    </nav>
  );
}

export function BrandGrid({ brands }: { brands: BrandCard[] }) {
  const { t } = useTranslation();
  return (
    <ul className="mt-4 grid grid-cols-6 gap-3">
      {brands.map((b, i) => (
        <li key={b.id}>
          <Link
            to={`/list?brand_id=${b.id}`}
            title={b.description || b.name}
            className="group/brand flex h-full flex-col items-center rounded-lg border border-transparent bg-white px-3 pt-4 pb-3 transition hover:border-brand hover:shadow-[0_6px_18px_rgba(0,0,0,0.07)]"
          >
            <Img
              kind="brand"
              src={b.image}
              width={150}
              height={75}
              alt={b.name}
              eager={i < 12}
              className="h-[75px] w-[150px] object-contain"
            />
            <span className="mt-2 max-w-full truncate text-[13px] font-semibold text-ink group-hover/brand:text-brand">
              {b.name}
            </span>
            {b.recommended && (
              <span className="mt-1 rounded-sm bg-brand-soft px-1.5 text-2xs leading-tight-text text-brand">
                {t('brandZone.recommended')}
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}
