import { describe, expect, it } from 'vitest';
import { combinations, emptyRow, regrid, type SkuDraft, type SpecDraft } from './sku-grid';

const colour = (...names: string[]): SpecDraft => ({
  spec_id: 1,
  spec_name: 'Colour',
  value: names.map((n, i) => ({ spec_value_id: i + 1, spec_value_name: n })),
});
const size = (...names: string[]): SpecDraft => ({
  spec_id: 2,
  spec_name: 'Size',
  value: names.map((n, i) => ({ spec_value_id: i + 1, spec_value_name: n })),
});
const filled = (pairs: [number, number][], price: string, skuId = 0): SkuDraft => ({
  ...emptyRow(pairs),
  price,
  sku_id: skuId,
  stock: '5',
  stock_was: skuId ? 5 : undefined,
});

describe('the SKU grid', () => {
  it('makes every combination: 2 values × 3 values = 6 rows; one row without specs', () => {
    expect(combinations([colour('Red', 'Blue'), size('S', 'M', 'L')])).toHaveLength(6);
    expect(combinations([])).toEqual([[]]);
    expect(combinations([colour('Red', ''), { ...size('S'), spec_name: '' }])).toEqual([[[1, 1]]]);
  });

  it('keeps filled rows when a value is added or removed', () => {
    const specs = [colour('Red', 'Blue'), size('S', 'M')];
    const rows = regrid(specs, []).map((r, i) => ({ ...r, price: String(100 + i), sku_id: 10 + i }));
    const more = regrid([colour('Red', 'Blue'), size('S', 'M', 'L')], rows);
    expect(more.map((r) => [r.sku_id, r.price])).toEqual([
      [10, '100'],
      [11, '101'],
      [0, ''],
      [12, '102'],
      [13, '103'],
      [0, ''],
    ]);
    const fewer = regrid(
      [colour('Red', 'Blue'), { ...size('S', 'M'), value: [{ spec_value_id: 2, spec_value_name: 'M' }] }],
      more,
    );
    expect(fewer.map((r) => r.sku_id)).toEqual([11, 13]);
  });

  it('gives a new spec’s rows the figures of the row they grew from, the SKU itself only once', () => {
    const rows = [filled([[1, 1]], '500', 7), filled([[1, 2]], '600', 8)];
    const grown = regrid([colour('Red', 'Blue'), size('S', 'M')], rows);
    expect(grown.map((r) => [r.sku_id, r.price, r.stock_was])).toEqual([
      [7, '500', 5],
      [0, '500', undefined],
      [8, '600', 5],
      [0, '600', undefined],
    ]);
    // And back: the spec removed, each colour keeps its first row.
    const shrunk = regrid([colour('Red', 'Blue')], grown);
    expect(shrunk.map((r) => [r.sku_id, r.price])).toEqual([
      [7, '500'],
      [8, '600'],
    ]);
  });
});
