import { Play, X } from 'lucide-react';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from '~/lib/translation';
import { Img } from '~/components/ui/img';

const SIZE = 400;
const LENS = 200;
const ZOOM = SIZE / LENS;

interface Lens {
  x: number;
  y: number;
}

/** The lens over the picture, and the part under it enlarged. */
function Magnified({ src, lens }: { src: string; lens: Lens }) {
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

/** The main picture with a hover lens; the enlarged part shows beside it, over the goods information. */
function ZoomImage({ src, alt }: { src: string; alt: string }) {
  const [lens, setLens] = useState<Lens | null>(null);
  function move(e: MouseEvent<HTMLDivElement>) {
    const img = e.currentTarget.querySelector('img');
    // A broken picture (showing the default) has nothing worth enlarging.
    if (!img || img.naturalWidth === 0 || img.currentSrc.indexOf(src) === -1) return setLens(null);
    const box = e.currentTarget.getBoundingClientRect();
    const clamp = (v: number) => Math.max(0, Math.min(SIZE - LENS, v - LENS / 2));
    setLens({ x: clamp(e.clientX - box.left), y: clamp(e.clientY - box.top) });
  }
  return (
    <div className="relative size-full" onMouseMove={move} onMouseLeave={() => setLens(null)}>
      <Img
        kind="goods"
        src={src}
        width={SIZE}
        height={SIZE}
        alt={alt}
        eager
        className="size-full rounded-lg object-contain"
      />
      {lens && <Magnified src={src} lens={lens} />}
    </div>
  );
}

function Video({ src, onClose }: { src: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  return (
    <div className="relative grid size-full place-items-center rounded-lg bg-black">
      {failed ? (
        <p className="px-6 text-center text-[13px] text-white">{t('goodsDetail.videoUnavailable')}</p>
      ) : (
        <video src={src} controls autoPlay className="max-h-full max-w-full" onError={() => setFailed(true)} />
      )}
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

interface ThumbnailProps {
  images: string[];
  index: number;
  /** Shows a picture (hover, focus). */
  onIndex: (i: number) => void;
  /** A click: shows the picture in place of the video. */
  onChoose: (i: number) => void;
}

function Thumbnails({ images, index, onIndex, onChoose }: ThumbnailProps) {
  const { t } = useTranslation();
  return (
    <ul aria-label={t('goodsDetail.pictures')} className="scrollbar-none mt-3 flex gap-2 overflow-x-auto p-0.5">
      {images.map((src, i) => (
        <li key={src}>
          <button
            type="button"
            aria-label={t('goodsDetail.pictureN', { n: i + 1, total: images.length })}
            aria-current={i === index ? 'true' : undefined}
            onMouseEnter={() => onIndex(i)}
            onFocus={() => onIndex(i)}
            onClick={() => onChoose(i)}
            className={`block size-16 overflow-hidden rounded border-2 ${i === index ? 'border-brand' : 'border-transparent hover:border-brand/50'}`}
          >
            <Img kind="goods" src={src} width={64} height={64} alt="" className="size-full object-cover" />
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Pictures of the selected SKU: thumbnails (hover or keyboard), a zoom lens, and the video if any. */
export function Gallery({ images, name, videoUrl }: { images: string[]; name: string; videoUrl: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const main = images[index] ?? images[0] ?? '';
  return (
    <div className="w-[400px] shrink-0">
      <div className="relative size-[400px] rounded-lg border border-line bg-white">
        {playing ? <Video src={videoUrl} onClose={() => setPlaying(false)} /> : <ZoomImage src={main} alt={name} />}
        {videoUrl && !playing && (
          <button
            type="button"
            onClick={() => setPlaying(true)}
            className="absolute bottom-3 left-3 flex items-center gap-1.5 rounded-full bg-black/65 px-3 py-1.5 text-xs text-white hover:bg-black/80"
          >
            <Play size={14} aria-hidden className="fill-white" />
            {t('goodsDetail.playVideo')}
          </button>
        )}
      </div>
      {images.length > 1 && (
        <Thumbnails
          images={images}
          index={index}
          onIndex={setIndex}
          onChoose={(i) => {
            setIndex(i);
            setPlaying(false);
          }}
        />
      )}
    </div>
  );
}
