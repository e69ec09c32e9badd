import { ChevronLeft, ChevronRight } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '~/lib/translation';
import { MENU_HEIGHT } from '~/components/layout/category-menu';
import { Img } from '~/components/ui/img';
import { SmartLink } from '~/components/ui/smart-link';
import type { AdvItem } from '~/lib/layout-data';
import type { CarouselApi } from './carousel-engine';
import { AUTOPLAY_MS, useAutoplay } from './use-autoplay';

const CarouselEngine = lazy(() => import('./carousel-engine'));

const ARROW =
  'pointer-events-auto grid size-10 place-items-center rounded-full bg-black/25 text-white opacity-0 transition group-hover/hero:opacity-100 focus-visible:opacity-100 hover:bg-black/45';

function useSelectedIndex(api: CarouselApi | undefined) {
  const [selected, setSelected] = useState(0);
  useEffect(() => {
    if (!api) return;
    const update = () => setSelected(api.selectedScrollSnap());
    update();
    api.on('select', update).on('reInit', update);
    return () => {
      api.off('select', update).off('reInit', update);
    };
  }, [api]);
  return selected;
}

type Turn = (api: CarouselApi) => void;

/**
 * embla comes when the carousel first needs it (ADR 074): when the first slide is due to turn, or
 * when the shopper points at it or focuses it. A turn asked for before it arrives is made then.
 */
function useCarouselEngine(many: boolean) {
  const [wanted, setWanted] = useState(false);
  const [api, setApi] = useState<CarouselApi>();
  const pending = useRef<Turn | null>(null);
  const want = useCallback(() => setWanted(true), []);
  useEffect(() => {
    if (!many || wanted) return;
    const id = window.setTimeout(() => {
      const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      if (!still && document.visibilityState === 'visible') pending.current ??= (a) => a.scrollNext();
      setWanted(true);
    }, AUTOPLAY_MS);
    return () => window.clearTimeout(id);
  }, [many, wanted]);
  const onReady = useCallback((ready: CarouselApi | undefined) => {
    setApi(ready);
    if (!ready) return;
    pending.current?.(ready);
    pending.current = null;
  }, []);
  const turn = useCallback(
    (fn: Turn) => {
      if (api) return fn(api);
      pending.current = fn;
      setWanted(true);
    },
    [api],
  );
  return { wanted, want, api, onReady, turn };
}

function Controls({ slides, selected, turn }: { slides: AdvItem[]; selected: number; turn: (fn: Turn) => void }) {
  const { t } = useTranslation();
  return (
    <div className="pointer-events-none absolute inset-0">
      <div className="page-width relative h-full">
        <div className="absolute top-1/2 right-[262px] left-[246px] flex -translate-y-1/2 justify-between">
          <button
            type="button"
            onClick={() => turn((a) => a.scrollPrev())}
            aria-label={t('home.prevSlide')}
            className={ARROW}
          >
            <ChevronLeft size={22} aria-hidden />
          </button>
          <button
            type="button"
            onClick={() => turn((a) => a.scrollNext())}
            aria-label={t('home.nextSlide')}
            className={ARROW}
          >
            <ChevronRight size={22} aria-hidden />
          </button>
        </div>
        <div className="absolute right-[250px] bottom-2 left-[234px] flex justify-center">
          {slides.map((slide, i) => (
            // A 24 px target (WCAG 2.5.8) around the small dot that shows.
            <button
              key={slide.id}
              type="button"
              onClick={() => turn((a) => a.scrollTo(i))}
              aria-label={t('home.goToSlide', { index: i + 1 })}
              aria-current={selected === i}
              className="group pointer-events-auto grid h-[24px] min-w-[24px] place-items-center px-0.5"
            >
              <span
                className={`block h-2 rounded-full transition-all ${selected === i ? 'w-6 bg-white' : 'w-2 bg-white/60 group-hover:bg-white/90'}`}
              />
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}

function Slide({ slide, index, total }: { slide: AdvItem; index: number; total: number }) {
  const { t } = useTranslation();
  const label = t('home.slideOf', { index: index + 1, total });
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={label}
      className="h-full min-w-0 flex-[0_0_100%]"
      style={{ background: slide.background || '#f1f1f1' }}
    >
      <SmartLink to={slide.url} className="page-width block h-full" aria-label={slide.title || label}>
        <Img
          kind="goods"
          src={slide.image}
          width={1210}
          height={MENU_HEIGHT}
          alt={slide.title}
          eager={index === 0}
          className="size-full bg-transparent object-cover"
        />
      </SmartLink>
    </div>
  );
}

/** Full-width slides: each advert's background colour fills the page width behind its 1210px image. */
export function HeroCarousel({ slides }: { slides: AdvItem[] }) {
  const { t } = useTranslation();
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const many = slides.length > 1;
  const engine = useCarouselEngine(many);
  const selected = useSelectedIndex(engine.api);
  const autoplay = useAutoplay(engine.api, many);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') engine.turn((a) => a.scrollPrev());
    if (event.key === 'ArrowRight') engine.turn((a) => a.scrollNext());
  };

  if (slides.length === 0) return <div className="h-hero bg-gradient-to-r from-brand to-accent" />;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('home.carousel')}
      className="group/hero relative"
      onKeyDown={onKeyDown}
      onPointerEnter={engine.want}
      onFocusCapture={engine.want}
      {...autoplay.handlers}
    >
      <div ref={setViewport} className="h-hero overflow-hidden">
        <div className="flex h-full">
          {slides.map((slide, i) => (
            <Slide key={slide.id} slide={slide} index={i} total={slides.length} />
          ))}
        </div>
      </div>
      {many && viewport && engine.wanted && (
        <Suspense fallback={null}>
          <CarouselEngine viewport={viewport} loop={many} onReady={engine.onReady} />
        </Suspense>
      )}
      {many && <Controls slides={slides} selected={selected} turn={engine.turn} />}
    </section>
  );
}
