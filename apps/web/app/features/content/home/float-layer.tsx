import { X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';
import { useLocation } from 'react-router';
import { marketDay } from '~/lib/format-time';
import type { SignedInState } from '~/lib/session';
import { useTranslation } from '~/lib/translation';
import { SmartLink } from '~/components/ui/smart-link';
import type { FloatLayerView } from './floor-types';
import { SEEN_KEY, SHOWN_DAY_KEY, shouldShowFloatLayer, type FloatLayerMemory } from './float-layer-rule';

function memory(): FloatLayerMemory {
  try {
    return { seenVersion: localStorage.getItem(SEEN_KEY), shownDay: localStorage.getItem(SHOWN_DAY_KEY) };
  } catch {
    // Without storage there is no way to keep it to once a day: leave it closed.
    return { seenVersion: null, shownDay: marketDay(Math.floor(Date.now() / 1000)) };
  }
}

function remember(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage disabled: `memory` keeps it closed anyway.
  }
}

/**
 * Opens after hydration when the rule allows (it floats in a corner, so showing it late shifts
 * nothing); Escape closes it wherever focus is, unless something else already took the key.
 */
function useFloatLayerOpen(version: string) {
  const [open, setOpen] = useState(false);
  const signedIn = (useLocation().state as SignedInState | null)?.signedIn === true;
  const dismiss = useCallback(() => {
    remember(SEEN_KEY, version);
    setOpen(false);
  }, [version]);
  useEffect(() => {
    const today = marketDay(Math.floor(Date.now() / 1000));
    if (!shouldShowFloatLayer(memory(), version, today, signedIn)) return;
    remember(SHOWN_DAY_KEY, today);
    setOpen(true);
  }, [version, signedIn]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && !e.defaultPrevented && dismiss();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, dismiss]);
  return { open, dismiss };
}

/**
 * The platform's pop-up advert (pc/floatLayer): at most once a day, never after signing in, never
 * again once closed. A panel in the corner, not a modal (issue 35 §9, ADR 095): the page behind
 * stays usable, it takes no focus when it opens, and closing it from inside hands focus back to
 * where the shopper came from.
 */
export function FloatLayer({ layer }: { layer: FloatLayerView }) {
  const { t } = useTranslation();
  const { open, dismiss } = useFloatLayerOpen(layer.version);
  const cameFrom = useRef<HTMLElement | null>(null);
  if (!open) return null;
  const label = layer.title || t('home.floatLayer');
  const onFocus = (e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null))
      cameFrom.current = e.relatedTarget as HTMLElement | null;
  };
  const close = () => {
    const back = cameFrom.current;
    const inside = document.activeElement?.closest('[data-float-layer]');
    dismiss();
    if (inside && back?.isConnected) back.focus();
  };
  return (
    <section
      role="dialog"
      aria-labelledby="float-layer-title"
      data-float-layer
      onFocus={onFocus}
      className="fixed right-12 bottom-6 z-50 w-[240px] overflow-hidden rounded-lg bg-white shadow-[0_12px_40px_rgba(0,0,0,0.22)]"
    >
      <header className="flex items-center justify-between gap-2 border-b border-line py-1.5 pr-1.5 pl-3">
        <h2 id="float-layer-title" className="min-w-0 text-[14px] leading-tight-text font-semibold text-ink">
          {label}
        </h2>
        <button
          type="button"
          onClick={close}
          aria-label={t('common.close')}
          title={t('home.floatLayerEscape')}
          className="grid size-8 shrink-0 place-items-center rounded-full text-muted hover:bg-page hover:text-brand"
        >
          <X size={18} aria-hidden />
        </button>
      </header>
      <SmartLink to={layer.url} className="block p-2" onClick={dismiss}>
        <img src={layer.image} width={224} height={224} alt={label} className="h-auto w-[224px] rounded" />
      </SmartLink>
    </section>
  );
}
