import type { CarouselApi } from './carousel-engine';
import { useEffect, useState } from 'react';

export const AUTOPLAY_MS = 5000;

/** Advances the carousel every few seconds; pauses while pointed at or focused, and for reduced motion. */
export function useAutoplay(embla: CarouselApi | undefined, enabled: boolean) {
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (!embla || !enabled || paused) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const id = window.setInterval(() => {
      if (document.visibilityState === 'visible') embla.scrollNext();
    }, AUTOPLAY_MS);
    return () => window.clearInterval(id);
  }, [embla, enabled, paused]);
  return {
    handlers: {
      onMouseEnter: () => setPaused(true),
      onMouseLeave: () => setPaused(false),
      onFocus: () => setPaused(true),
      onBlur: () => setPaused(false),
    },
  };
}
