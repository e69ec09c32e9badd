import type { CategoryAttribute, GoodsAttr } from '@zay/contract';
import { parseJsonArray } from '../../lib/json-array';

/**
 * Goods attributes (`goods_attr_format`) with the ids this family's clients filter by. Zay keeps
 * attributes as name/value pairs on the goods (no attribute table yet), so an id is derived from
 * the names (FNV-1a, 31 bits): the same attribute or value has the same id on every goods, in
 * every process, across restarts. Ids a stored item already carries are kept (ADR 047).
 */
function nameId(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 1 || 1;
}

const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const id = (v: unknown, fallback: number) => (Number.isSafeInteger(v) && (v as number) > 0 ? (v as number) : fallback);

/** The attributes of a stored `goods_attr_format`, each with its ids; malformed items are dropped. */
export function goodsAttrs(json: string): GoodsAttr[] {
  const parsed = parseJsonArray(json);
  return (parsed as (Record<string, unknown> | null)[]).flatMap((item) => {
    const attr_name = str(item?.attr_name);
    const attr_value_name = str(item?.attr_value_name);
    if (!attr_name) return [];
    return [
      {
        attr_id: id(item!.attr_id, nameId(attr_name)),
        attr_value_id: id(item!.attr_value_id, nameId(`${attr_name}\u0000${attr_value_name}`)),
        attr_name,
        attr_value_name,
      },
    ];
  });
}

/** The attributes a list of goods carries, each with its distinct values, in order of first use. */
export function attributeList(formats: string[]): CategoryAttribute[] {
  const byId = new Map<number, CategoryAttribute>();
  for (const a of formats.flatMap(goodsAttrs)) {
    let attr = byId.get(a.attr_id);
    if (!attr) byId.set(a.attr_id, (attr = { attr_id: a.attr_id, attr_name: a.attr_name, child: [] }));
    if (!attr.child.some((v) => v.attr_value_id === a.attr_value_id))
      attr.child.push({ attr_value_id: a.attr_value_id, attr_value_name: a.attr_value_name });
  }
  return [...byId.values()];
}
