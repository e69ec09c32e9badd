import { goodsSpecText, skuSpecText } from '@zay/contract';

/**
 * Links every spec value of a goods to the SKU a shopper reaches by picking it: the current
 * SKU's other values kept, this one changed. `sku_id` 0 and `disabled` 1 mean no such SKU;
 * `selected` marks the current SKU's values. Unreadable JSON is passed through unchanged.
 */
export interface SkuSpecRow {
  sku_id: number;
  sku_spec_format: string;
}

function valueMap(skuSpecFormat: string): Map<number, number> {
  return new Map((skuSpecText.decode(skuSpecFormat) ?? []).map((s) => [s.spec_id, s.spec_value_id]));
}

const signature = (values: Map<number, number>) =>
  [...values.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([spec, value]) => `${spec}:${value}`)
    .join('|');

export function linkSpecValues(goodsSpecFormat: string, currentSkuSpec: string, skus: SkuSpecRow[]): string {
  const specs = goodsSpecText.decode(goodsSpecFormat);
  if (!specs?.length) return goodsSpecFormat;
  const bySignature = new Map(skus.map((s) => [signature(valueMap(s.sku_spec_format)), s.sku_id]));
  const current = valueMap(currentSkuSpec);
  const linked = specs.map((spec) => ({
    ...spec,
    value: spec.value.map((v) => {
      const skuId = bySignature.get(signature(new Map(current).set(spec.spec_id, v.spec_value_id))) ?? 0;
      return {
        ...v,
        sku_id: skuId,
        selected: current.get(spec.spec_id) === v.spec_value_id ? 1 : 0,
        disabled: skuId ? 0 : 1,
      };
    }),
  }));
  return goodsSpecText.encode(linked);
}
