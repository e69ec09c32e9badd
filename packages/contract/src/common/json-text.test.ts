import { describe, expect, it } from 'vitest';
import { goodsAttrText, goodsSpecText, skuSpecText } from '../catalog/goods-text';
import { linkText } from '../content/site/chrome.schemas';

describe('JSON inside a string', () => {
  it('writes what it reads, keeping keys the contract does not name', () => {
    const specs = [
      { spec_id: 1, spec_name: 'Colour', spec_value_id: 3, spec_value_name: 'Red', image: 'upload/r.png' },
    ];
    const text = skuSpecText.encode(specs);
    expect(text).toBe(JSON.stringify(specs));
    expect(skuSpecText.decode(text)).toEqual(specs);
    const linked = [
      {
        spec_id: 1,
        spec_name: 'Size',
        value: [{ spec_value_id: 7, spec_value_name: 'M', sku_id: 12, selected: 1, disabled: 0 }],
      },
    ];
    expect(goodsSpecText.decode(goodsSpecText.encode(linked))).toEqual(linked);
  });

  it('reads nothing from text that is not JSON of its shape', () => {
    for (const text of ['', null, undefined, 'not json', '{"a":1}', '[{"attr_name":"Brand"}]', '123'])
      expect(goodsAttrText.decode(text), String(text)).toBeUndefined();
  });

  it('reads a link as {url} or as a JSON string', () => {
    expect(linkText.decode('{"url":"/list"}')).toEqual({ url: '/list' });
    expect(linkText.decode('"/brand"')).toBe('/brand');
    expect(linkText.decode('/plain')).toBeUndefined();
  });
});
