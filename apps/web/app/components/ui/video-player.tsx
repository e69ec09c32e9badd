import { useEffect, useRef, useState } from 'react';
import { imageUrl } from '~/lib/links';
import { useTranslation } from '~/lib/translation';

export type VideoKind = 'hls' | 'mp4';

/** HLS by its playlist's extension (or as the caller says), anything else as a plain file. */
export const videoKind = (src: string): VideoKind => (/\.m3u8(\?|#|$)/i.test(src) ? 'hls' : 'mp4');

type Props = {
  src: string;
  kind?: VideoKind;
  autoPlay?: boolean;
  /** Browsers start a video on their own only without sound: rooms start muted, a clicked video not. */
  muted?: boolean;
  /** Labels the video element for assistive technology. */
  label: string;
  className?: string;
};

/**
 * A video in the page: an MP4 (a replay, a goods video) plays in the browser's own player; an
 * HLS stream plays natively where the browser can (Safari) and through hls.js elsewhere, loaded
 * only then (never in a page's first load). No address, or one that fails, says "this video is
 * not currently available".
 */
export function VideoPlayer({
  src,
  kind = videoKind(src),
  autoPlay = false,
  muted = false,
  label,
  className = '',
}: Props) {
  const { t } = useTranslation();
  const ref = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(!src);
  const url = imageUrl(src);

  useEffect(() => {
    const video = ref.current;
    if (!video || !url) return;
    setFailed(false);
    if (kind !== 'hls' || video.canPlayType('application/vnd.apple.mpegurl')) {
      video.src = url;
      return;
    }
    let stop = () => {};
    let cancelled = false;
    void import('hls.js')
      .then(({ default: Hls }) => {
        if (cancelled) return;
        if (!Hls.isSupported()) return setFailed(true);
        const hls = new Hls();
        hls.on(Hls.Events.ERROR, (_event, data) => data.fatal && setFailed(true));
        hls.loadSource(url);
        hls.attachMedia(video);
        stop = () => hls.destroy();
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      stop();
    };
  }, [url, kind]);

  if (failed || !url)
    return (
      <div className={`grid place-items-center bg-black ${className}`} role="status">
        <p className="px-6 text-center text-[14px] leading-text text-white">{t('goodsDetail.videoUnavailable')}</p>
      </div>
    );
  return (
    <video
      ref={ref}
      controls
      playsInline
      autoPlay={autoPlay}
      muted={muted}
      aria-label={label}
      className={`bg-black ${className}`}
      onError={() => setFailed(true)}
    />
  );
}
