import { describe, expect, it } from 'vitest';
import { promotionImages } from './promotion-images';

describe('promotion page pictures', () => {
  it('shows the SKU’s pictures, rooted and without blanks', () => {
    expect(
      promotionImages({ sku_images: 'upload/a.png, ,upload/b.png', goods_image: 'upload/g.png' }, '/t.png'),
    ).toEqual(['/upload/a.png', '/upload/b.png']);
  });

  it('falls back to the goods’ pictures, then to the tile’s one picture', () => {
    expect(promotionImages({ sku_images: '', goods_image: 'upload/g.png' }, '/t.png')).toEqual(['/upload/g.png']);
    expect(promotionImages({ sku_images: '', goods_image: '' }, '/t.png')).toEqual(['/t.png']);
  });
});
