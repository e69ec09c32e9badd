import type { DefaultImageKey } from '@zay/contract';
import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { useLayoutData } from '~/lib/layout-data';
import { imageUrl, thumbnailSources } from '~/lib/links';

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
  /**
   * A list's picture: an upload image is asked for as its size variants fit for `width` (a 208 px
   * card loads the 400 px `_mid`, or the 800 px `_big` on a high-density screen, rather than a
   * large original; ADR 088), the original if that fails.
   */
  thumb?: boolean;
};

/** An image with fixed dimensions that falls back to the site's default image of its kind when broken. */
export function Img({ kind, src, width, height, alt, eager, thumb, className = '', ...rest }: Props) {
  const fallback = imageUrl(useLayoutData()?.defaultImages?.[DEFAULT_KEY[kind]]);
  const wanted = imageUrl(src);
  const { src: sized, srcSet } = thumb ? thumbnailSources(wanted, width) : { src: wanted };
  // What broke so far: 0 nothing, 1 the size variant (the original is shown), 2 the original too.
  const [broken, setBroken] = useState(0);
  const ref = useRef<HTMLImageElement>(null);
  const breaks = () => setBroken((b) => (b === 0 && sized !== wanted ? 1 : 2));

  useEffect(() => {
    setBroken(0);
    // An image that broke before hydration fired its error event before React listened for it.
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0 && img.getAttribute('src')) breaks();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per picture asked for
  }, [sized]);

  const shown = !wanted || broken === 2 ? fallback : broken === 1 ? wanted : sized;
  return (
    <img
      ref={ref}
      src={shown || undefined}
      srcSet={broken === 0 ? srcSet : undefined}
      sizes={broken === 0 && srcSet ? `${width}px` : undefined}
      width={width}
      height={height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
      onError={breaks}
      className={className.includes('bg-') ? className : `bg-page ${className}`}
      {...rest}
    />
  );
}
