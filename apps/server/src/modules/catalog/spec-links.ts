/**
 * Links every spec value of a goods to the SKU a shopper reaches by picking it: the current
 * SKU's other values kept, this one changed. `sku_id` 0 and `disabled` 1 mean no such SKU;
 * `selected` marks the current SKU's values. Unreadable JSON is passed through unchanged.
 */
interface SpecValue {
  spec_value_id: number;
  [k: string]: unknown;
}
interface Spec {
  spec_id: number;
  value: SpecValue[];
  [k: string]: unknown;
}
interface SkuSpec {
  spec_id: number;
  spec_value_id: number;
}
export interface SkuSpecRow {
  sku_id: number;
  sku_spec_format: string;
}

function parse<T>(json: string): T | undefined {
  try {
    return JSON.parse(json) as T;
  } catch {
    return undefined;
  }
}

function valueMap(json: string): Map<number, number> {
  const specs = parse<SkuSpec[]>(json);
  return new Map(Array.isArray(specs) ? specs.map((s) => [Number(s.spec_id), Number(s.spec_value_id)]) : []);
}

const signature = (values: Map<number, number>) =>
  [...values.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([spec, value]) => `${spec}:${value}`)
    .join('|');

export function linkSpecValues(goodsSpecFormat: string, currentSkuSpec: string, skus: SkuSpecRow[]): string {
  const specs = parse<Spec[]>(goodsSpecFormat);
  if (!Array.isArray(specs) || specs.length === 0) return goodsSpecFormat;
  const bySignature = new Map(skus.map((s) => [signature(valueMap(s.sku_spec_format)), s.sku_id]));
  const current = valueMap(currentSkuSpec);
  const linked = specs.map((spec) => ({
    ...spec,
    value: (Array.isArray(spec.value) ? spec.value : []).map((v) => {
      const wanted = new Map(current).set(Number(spec.spec_id), Number(v.spec_value_id));
      const skuId = bySignature.get(signature(wanted)) ?? 0;
      return {
        ...v,
        sku_id: skuId,
        selected: current.get(Number(spec.spec_id)) === Number(v.spec_value_id) ? 1 : 0,
        disabled: skuId ? 0 : 1,
      };
    }),
  }));
  return JSON.stringify(linked);
}
