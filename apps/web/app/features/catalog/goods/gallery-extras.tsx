import { X } from 'lucide-react';
import { VideoPlayer } from '~/components/ui/video-player';
import { useTranslation } from '~/lib/translation';
import { LENS, SIZE, type Lens } from './gallery-size';

// What the gallery shows only once a shopper points at the picture or plays the video: loaded then.
const ZOOM = SIZE / LENS;

/** The lens over the picture, and the part under it enlarged. */
export function Magnified({ src, lens }: { src: string; lens: Lens }) {
  return (
    <>
      <div
        aria-hidden
        className="pointer-events-none absolute border border-brand/40 bg-white/35"
        style={{ width: LENS, height: LENS, left: lens.x, top: lens.y }}
      />
      <div
        aria-hidden
        className="absolute top-0 left-[calc(100%+12px)] z-30 rounded-lg border border-line bg-white bg-no-repeat shadow-xl"
        style={{
          width: SIZE + 60,
          height: SIZE,
          backgroundImage: `url("${src}")`,
          backgroundSize: `${SIZE * ZOOM}px ${SIZE * ZOOM}px`,
          backgroundPosition: `${-lens.x * ZOOM}px ${-lens.y * ZOOM}px`,
        }}
      />
    </>
  );
}

/** The goods video, played as the live rooms play theirs (an HLS stream or a file). */
export function Video({ src, name, onClose }: { src: string; name: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="relative grid size-full place-items-center rounded-lg bg-black">
      <VideoPlayer src={src} autoPlay label={name} className="size-full max-h-full max-w-full" />
      <button
        type="button"
        onClick={onClose}
        aria-label={t('goodsDetail.closeVideo')}
        className="absolute top-2 right-2 grid size-8 place-items-center rounded-full bg-white/90 text-ink hover:text-brand"
      >
        <X size={16} aria-hidden />
      </button>
    </div>
  );
}
