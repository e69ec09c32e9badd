import { X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '~/lib/translation';
import { SmartLink } from '~/components/ui/smart-link';
import type { FloatLayerView } from './floor-types';

const SEEN_KEY = 'zay_float_layer';

function alreadySeen(version: string): boolean {
  try {
    return localStorage.getItem(SEEN_KEY) === version;
  } catch {
    return true;
  }
}

/** Open once per version, after hydration (it overlays, so showing it late shifts nothing); Escape closes. */
function useOncePerVersion(version: string) {
  const [open, setOpen] = useState(false);
  const dismiss = useCallback(() => {
    try {
      localStorage.setItem(SEEN_KEY, version);
    } catch {
      // Without storage it simply shows again next visit.
    }
    setOpen(false);
  }, [version]);
  useEffect(() => {
    if (!alreadySeen(version)) setOpen(true);
  }, [version]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && dismiss();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, dismiss]);
  return { open, dismiss };
}

/** The platform's pop-up advert (pc/floatLayer), shown once per `number` it is given. */
export function FloatLayer({ layer }: { layer: FloatLayerView }) {
  const { t } = useTranslation();
  const { open, dismiss } = useOncePerVersion(layer.version);
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
