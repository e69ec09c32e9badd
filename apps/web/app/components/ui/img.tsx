import type { DefaultImageKey } from '@zay/contract';
import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { useLayoutData } from '~/lib/layout-data';
import { imageUrl } from '~/lib/links';

const DEFAULT_KEY = {
  goods: 'default_goods_img',
  shop: 'default_shop_img',
  category: 'default_category_img',
  brand: 'default_brand_img',
  headimg: 'default_headimg',
  city: 'default_city_img',
  supply: 'default_supply_img',
  store: 'default_store_img',
} as const satisfies Record<string, DefaultImageKey>;

export type ImgKind = keyof typeof DEFAULT_KEY;

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height' | 'alt'> & {
  kind: ImgKind;
  src: string | null | undefined;
  width: number;
  height: number;
  alt: string;
  /** Above-the-fold images load at once; the rest wait until they are near the viewport. */
  eager?: boolean;
};

/** An image with fixed dimensions that falls back to the site's default image of its kind when broken. */
export function Img({ kind, src, width, height, alt, eager, className = '', ...rest }: Props) {
  const fallback = imageUrl(useLayoutData()?.defaultImages?.[DEFAULT_KEY[kind]]);
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  const wanted = imageUrl(src);

  useEffect(() => {
    setFailed(false);
    // An image that broke before hydration fired its error event before React listened for it.
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0 && img.getAttribute('src')) setFailed(true);
  }, [wanted]);

  const shown = failed || !wanted ? fallback : wanted;
  return (
    <img
      ref={ref}
      src={shown || undefined}
      width={width}
      height={height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
      onError={() => setFailed(true)}
      className={className.includes('bg-') ? className : `bg-page ${className}`}
      {...rest}
    />
  );
}
