import { X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
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

/** The platform's pop-up advert, shown once per `number` it is given; it overlays, so nothing shifts. */
export function FloatLayer({ layer }: { layer: FloatLayerView }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!alreadySeen(layer.version)) setOpen(true);
  }, [layer.version]);

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && dismiss();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  function dismiss() {
    try {
      localStorage.setItem(SEEN_KEY, layer.version);
    } catch {
      // Without storage it simply shows again next visit.
    }
    setOpen(false);
  }

  if (!open) return null;
  return (
    <div className="fixed inset-0 z-[60] grid place-items-center bg-black/55" role="dialog" aria-modal="true" aria-label={layer.title || t('home.floatLayer')}>
      <div className="relative">
        <SmartLink to={layer.url} className="block" aria-label={layer.title || t('home.floatLayer')}>
          <img src={layer.image} width={420} height={420} alt={layer.title} className="max-h-[70vh] w-auto rounded-lg object-contain" onClick={dismiss} />
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
