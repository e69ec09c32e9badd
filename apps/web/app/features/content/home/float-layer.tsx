import { X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
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

/** Opens after hydration when the rule allows (it overlays, so showing it late shifts nothing); Escape closes. */
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
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && dismiss();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, dismiss]);
  return { open, dismiss };
}

/** The platform's pop-up advert (pc/floatLayer): at most once a day, never after signing in, never again once closed. */
export function FloatLayer({ layer }: { layer: FloatLayerView }) {
  const { t } = useTranslation();
  const { open, dismiss } = useFloatLayerOpen(layer.version);
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (open) closeRef.current?.focus();
  }, [open]);
  if (!open) return null;
  const label = layer.title || t('home.floatLayer');
  return (
    <div
      className="fixed inset-0 z-[60] grid place-items-center bg-black/55"
      role="dialog"
      aria-modal="true"
      aria-label={label}
    >
      <div className="relative">
        <SmartLink to={layer.url} className="block" aria-label={label} onClick={dismiss}>
          <img
            src={layer.image}
            width={400}
            height={400}
            alt={layer.title}
            className="max-h-[70vh] w-auto rounded-lg"
          />
        </SmartLink>
        <button
          ref={closeRef}
          type="button"
          onClick={dismiss}
          aria-label={t('common.close')}
          className="absolute -top-4 -right-4 grid size-9 place-items-center rounded-full bg-white text-ink shadow-lg hover:text-brand"
        >
          <X size={18} aria-hidden />
        </button>
      </div>
    </div>
  );
}
