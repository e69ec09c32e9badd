import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MENU_HEIGHT } from '~/components/layout/category-menu';
import { Img } from '~/components/ui/img';
import { SmartLink } from '~/components/ui/smart-link';
import type { AdvItem } from '~/lib/layout-data';
import { useAutoplay } from './use-autoplay';

const ARROW =
  'pointer-events-auto grid size-10 place-items-center rounded-full bg-black/25 text-white opacity-0 transition group-hover/hero:opacity-100 focus-visible:opacity-100 hover:bg-black/45';

function useSelectedIndex(embla: ReturnType<typeof useEmblaCarousel>[1]) {
  const [selected, setSelected] = useState(0);
  useEffect(() => {
    if (!embla) return;
    const update = () => setSelected(embla.selectedScrollSnap());
    update();
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla]);
  return selected;
}

/** Full-width slides: each advert's background colour fills the page width behind its 1210px image. */
export function HeroCarousel({ slides }: { slides: AdvItem[] }) {
  const { t } = useTranslation();
  const [viewportRef, embla] = useEmblaCarousel({ loop: slides.length > 1, duration: 28 });
  const selected = useSelectedIndex(embla);
  const autoplay = useAutoplay(embla, slides.length > 1);
  const prev = useCallback(() => embla?.scrollPrev(), [embla]);
  const next = useCallback(() => embla?.scrollNext(), [embla]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') prev();
    if (event.key === 'ArrowRight') next();
  };

  if (slides.length === 0) return <div className="bg-gradient-to-r from-brand to-accent" style={{ height: MENU_HEIGHT }} />;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('home.carousel')}
      className="group/hero relative"
      onKeyDown={onKeyDown}
      {...autoplay.handlers}
    >
      <div ref={viewportRef} className="overflow-hidden" style={{ height: MENU_HEIGHT }}>
        <div className="flex h-full">
          {slides.map((slide, i) => (
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={t('home.slideOf', { index: i + 1, total: slides.length })}
              className="h-full min-w-0 flex-[0_0_100%]"
              style={{ background: slide.background || '#f1f1f1' }}
            >
              <SmartLink to={slide.url} className="page-width block h-full" aria-label={slide.title || t('home.slideOf', { index: i + 1, total: slides.length })}>
                <Img kind="goods" src={slide.image} width={1210} height={MENU_HEIGHT} alt={slide.title} eager={i === 0} className="size-full object-cover" />
              </SmartLink>
            </div>
          ))}
        </div>
      </div>
      {slides.length > 1 && (
        <div className="pointer-events-none absolute inset-0">
          <div className="page-width relative h-full">
            <div className="absolute top-1/2 right-[262px] left-[222px] flex -translate-y-1/2 justify-between">
              <button type="button" onClick={prev} aria-label={t('home.prevSlide')} className={ARROW}>
                <ChevronLeft size={22} aria-hidden />
              </button>
              <button type="button" onClick={next} aria-label={t('home.nextSlide')} className={ARROW}>
                <ChevronRight size={22} aria-hidden />
              </button>
            </div>
            <div className="absolute right-[250px] bottom-4 left-[210px] flex justify-center gap-2">
              {slides.map((slide, i) => (
                <button
                  key={slide.id}
                  type="button"
                  onClick={() => embla?.scrollTo(i)}
                  aria-label={t('home.goToSlide', { index: i + 1 })}
                  aria-current={selected === i}
                  className={`pointer-events-auto h-2 rounded-full transition-all ${selected === i ? 'w-6 bg-white' : 'w-2 bg-white/60 hover:bg-white/90'}`}
                />
              ))}
            </div>
          </div>
        </div>
      )}
    </section>
  );
}
