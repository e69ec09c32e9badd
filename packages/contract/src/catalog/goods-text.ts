import { z } from 'zod';
import { jsonText } from '../common/json-text';

const int = z.number().int();

/** One spec value of a SKU ("Colour: Red"); `sku_spec_format` holds the SKU's list of them. */
export const skuSpecSchema = z.looseObject({
  spec_id: int,
  spec_name: z.string(),
  spec_value_id: int,
  spec_value_name: z.string(),
});
export type SkuSpec = z.infer<typeof skuSpecSchema>;
export const skuSpecText = jsonText(z.array(skuSpecSchema));

/**
 * One spec of a goods with its values; `goods_spec_format` holds the goods' list. The detail and
 * info calls add to each value the SKU a click on it leads to (`sku_id`; 0 and `disabled` 1 when
 * there is none) and whether the current SKU has it (`selected`).
 */
export const goodsSpecSchema = z.looseObject({
  spec_id: int,
  spec_name: z.string(),
  value: z.array(
    z.looseObject({
      spec_value_id: int,
      spec_value_name: z.string(),
      image: z.string().optional(),
      sku_id: int.optional(),
      selected: int.optional(),
      disabled: int.optional(),
    }),
  ),
});
export type GoodsSpec = z.infer<typeof goodsSpecSchema>;
export const goodsSpecText = jsonText(z.array(goodsSpecSchema));

/**
 * One attribute of a goods ("Brand: Samsung"); `goods_attr_format` holds the goods' list. Stored
 * without ids; answers add `attr_id` and `attr_value_id` (catalog.schemas.ts `goodsAttrSchema`).
 */
const storedGoodsAttrSchema = z.looseObject({ attr_name: z.string(), attr_value_name: z.string() });
export const goodsAttrText = jsonText(z.array(storedGoodsAttrSchema));
