import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { serverI18n } from '~/lib/i18n.server';
import { thumbnailUrl } from '~/lib/links';
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
  it('a 200 px card loads the 400 px _mid of an upload image, keeping its width and height', () => {
    const html = render(
      <Img kind="goods" thumb src="upload/seed/goods/g1-main.webp" width={200} height={200} alt="g" />,
    );
    expect(html).toContain('src="/upload/seed/goods/g1-main_mid.webp"');
    expect(html).toContain('width="200"');
    expect(html).toContain('height="200"');
  });

  it('the goods card does so', () => {
    const goods = { skuId: 1, name: 'G', image: 'upload/seed/goods/g1.webp', price: '1.00', saleNum: 0 };
    const html = render(<GoodsCard goods={goods as never} />);
    expect(html).toContain('/upload/seed/goods/g1_mid.webp');
  });

  it('picks the smallest variant twice as wide; leaves other pictures as they are', () => {
    expect(thumbnailUrl('/upload/a/b.png', 48)).toBe('/upload/a/b_small.png');
    expect(thumbnailUrl('/upload/a/b.png', 160)).toBe('/upload/a/b_mid.png');
    expect(thumbnailUrl('/upload/a/b.png', 300)).toBe('/upload/a/b_big.png');
    expect(thumbnailUrl('/upload/a/b.png', 1210)).toBe('/upload/a/b.png');
    expect(thumbnailUrl('https://cdn.example/upload/b.png', 100)).toBe('https://cdn.example/upload/b.png');
    expect(thumbnailUrl('/upload/payproof/1/202601/x.png', 100)).toBe('/upload/payproof/1/202601/x.png');
    expect(thumbnailUrl('/upload/qrcode/x.png', 100)).toBe('/upload/qrcode/x.png');
    expect(thumbnailUrl('/upload/a/b_mid.png', 100)).toBe('/upload/a/b_mid.png');
    expect(thumbnailUrl('/upload/a/b.svg', 100)).toBe('/upload/a/b.svg');
    const plain = render(<Img kind="goods" src="upload/a/b.png" width={200} height={200} alt="" />);
    expect(plain).toContain('src="/upload/a/b.png"');
  });
});
