import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import { useEffect } from 'react';

export type CarouselApi = NonNullable<UseEmblaCarouselType[1]>;

interface Props {
  viewport: HTMLElement;
  loop: boolean;
  onReady: (api: CarouselApi | undefined) => void;
}

/** Loaded when the carousel first turns or is pointed at (hero-carousel.tsx): the server-rendered first slide needs no script. */
export default function CarouselEngine({ viewport, loop, onReady }: Props) {
  const [attach, api] = useEmblaCarousel({ loop, duration: 28 });
  useEffect(() => {
    attach(viewport);
    return () => attach(null);
  }, [attach, viewport]);
  useEffect(() => {
    onReady(api);
    return () => onReady(undefined);
  }, [api, onReady]);
  return null;
}
