import type { Lang } from '@zay/contract';
import { lazy, Suspense, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '~/lib/translation';
import { TRIGGER_CLASS, TriggerContent } from './language-trigger';

const loadMenu = () => import('./language-menu');
const LanguageMenu = lazy(loadMenu);

/**
 * The radix menu (with its positioning engine) is a large share of the page's script, and few shoppers
 * open it: this button looks the same, preloads the menu on hover or focus, and swaps it in, open, on use.
 */
export function LanguageSwitcher({ current }: { current: Lang }) {
  const { t } = useTranslation();
  const [active, setActive] = useState(false);
  const trigger = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      aria-label={t('header.language')}
      className={TRIGGER_CLASS}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => setActive(true)}
      onKeyDown={(e: KeyboardEvent) => e.key === 'ArrowDown' && setActive(true)}
    >
      <TriggerContent current={current} />
    </button>
  );
  if (!active) return trigger;
  return (
    <Suspense fallback={trigger}>
      <LanguageMenu current={current} />
    </Suspense>
  );
}
