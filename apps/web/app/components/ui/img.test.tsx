import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { serverI18n } from '~/lib/i18n.server';
import { thumbnailSources } from '~/lib/links';
import { I18nProvider } from '~/lib/translation';
import { GoodsCard } from './goods-card';
import { Img } from './img';

/** Markup of `node` rendered in a router (pictures read the layout's default images through it). */
function render(node: ReactNode) {
  const Stub = createRoutesStub([{ path: '/', Component: () => node }]);
  return renderToStaticMarkup(
    <I18nProvider i18n={serverI18n('en-us')}>
      <Stub />
    </I18nProvider>,
  );
}

describe('list pictures ask for a size variant (ADR 088)', () => {
  it('a 208 px card loads the 400 px _mid of an upload image (the 800 px _big on a dense screen), keeping its size', () => {
    const html = render(
      <Img kind="goods" thumb src="upload/seed/goods/g1-main.webp" width={208} height={208} alt="g" />,
    );
    expect(html).toContain('src="/upload/seed/goods/g1-main_mid.webp"');
    expect(html).toContain(
      'srcSet="/upload/seed/goods/g1-main_mid.webp 400w, /upload/seed/goods/g1-main_big.webp 800w"',
    );
    expect(html).toContain('sizes="208px"');
    expect(html).toContain('width="208"');
    expect(html).toContain('height="208"');
  });

  it('the goods card does so', () => {
    const goods = { skuId: 1, name: 'G', image: 'upload/seed/goods/g1.webp', price: '1.00', saleNum: 0 };
    const html = render(<GoodsCard goods={goods as never} />);
    expect(html).toContain('src="/upload/seed/goods/g1_small.webp"');
    expect(html).toContain('/upload/seed/goods/g1_mid.webp 400w');
  });

  it('picks the narrowest variant at least as wide, offering the wider ones; leaves other pictures as they are', () => {
    expect(thumbnailSources('/upload/a/b.png', 48)).toEqual({
      src: '/upload/a/b_small.png',
      srcSet: '/upload/a/b_small.png 200w, /upload/a/b_mid.png 400w, /upload/a/b_big.png 800w',
    });
    expect(thumbnailSources('/upload/a/b.png', 300).src).toBe('/upload/a/b_mid.png');
    expect(thumbnailSources('/upload/a/b.png', 1210)).toEqual({ src: '/upload/a/b.png' });
    for (const other of [
      'https://cdn.example/upload/b.png',
      '/upload/payproof/1/202601/x.png',
      '/upload/qrcode/x.png',
      '/upload/a/b_mid.png',
      '/upload/a/b.svg',
    ])
      expect(thumbnailSources(other, 100)).toEqual({ src: other });
    const plain = render(<Img kind="goods" src="upload/a/b.png" width={200} height={200} alt="" />);
    expect(plain).toContain('src="/upload/a/b.png"');
  });
});
