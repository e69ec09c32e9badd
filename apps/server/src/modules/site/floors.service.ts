import { fromMinor, type Floor } from '@zay/contract';
import type { RequestContext } from '../../lib/context';
import { findBrandsByIds } from '../catalog/brand.repository';
import { findCategoriesByIds } from '../catalog/category.repository';
import { findVisibleGoodsByIds } from '../catalog/goods.repository';

type Slot = { type: string; value: Record<string, unknown> };
type StoredFloor = { id: number; title: string; block_name: string; block_title: string; value: string };

const ID_KEYS = { goods: 'goodsIds', brand: 'brandIds', category: 'categoryIds' } as const;
type ListType = keyof typeof ID_KEYS;
const isListType = (t: string): t is ListType => t in ID_KEYS;

function idsOf(slot: Slot): number[] {
  if (!isListType(slot.type)) return [];
  const ids = slot.value[ID_KEYS[slot.type]];
  return Array.isArray(ids) ? ids.filter((n): n is number => Number.isInteger(n)) : [];
}

/**
 * Expands the goods, brand and category slots of every floor into `value.list`, keeping the
 * stored order, with one query per kind whatever the number of floors. Hidden goods drop out.
 */
export async function expandFloors(ctx: RequestContext, floors: StoredFloor[]): Promise<Floor[]> {
  const parsed = floors.map((f) => ({ ...f, slots: JSON.parse(f.value) as Record<string, Slot> }));
  const wanted: Record<ListType, Set<number>> = { goods: new Set(), brand: new Set(), category: new Set() };
  for (const f of parsed) {
    for (const slot of Object.values(f.slots))
      if (isListType(slot.type)) idsOf(slot).forEach((id) => wanted[slot.type as ListType].add(id));
  }
  const [goods, brands, categories] = await Promise.all([
    findVisibleGoodsByIds(ctx.db, [...wanted.goods]),
    findBrandsByIds(ctx.db, [...wanted.brand]),
    findCategoriesByIds(ctx.db, [...wanted.category]),
  ]);
  const lookup: Record<ListType, Map<number, unknown>> = {
    goods: new Map(
      goods.map((g) => [
        g.goods_id,
        {
          ...g,
          price: fromMinor(g.price),
          market_price: fromMinor(g.market_price),
          discount_price: fromMinor(g.discount_price),
        },
      ]),
    ),
    brand: new Map(brands.map((b) => [b.brand_id, b])),
    category: new Map(categories.map((c) => [c.category_id, c])),
  };
  return parsed.map(({ slots, value: _stored, ...floor }) => ({
    ...floor,
    block_name: floor.block_name as Floor['block_name'],
    value: Object.fromEntries(
      Object.entries(slots).map(([name, slot]) => {
        if (!isListType(slot.type)) return [name, slot];
        const list = idsOf(slot)
          .map((id) => lookup[slot.type as ListType].get(id))
          .filter(Boolean);
        return [name, { type: slot.type, value: { ...slot.value, list } }];
      }),
    ),
  }));
}
