import { Play } from 'lucide-react';
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { useTranslation } from '~/lib/translation';
import { Img } from '~/components/ui/img';
import { LENS, SIZE, type Lens } from './gallery-size';

const Magnified = lazy(() => import('./gallery-extras').then((m) => ({ default: m.Magnified })));
const Video = lazy(() => import('./gallery-extras').then((m) => ({ default: m.Video })));

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
      {lens && (
        <Suspense>
          <Magnified src={src} lens={lens} />
        </Suspense>
      )}
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
        {playing ? (
          <Suspense>
            <Video src={videoUrl} name={name} onClose={() => setPlaying(false)} />
          </Suspense>
        ) : (
          <ZoomImage src={main} alt={name} />
        )}
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
