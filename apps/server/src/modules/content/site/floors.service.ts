import { FLOOR_STYLE_SLOTS, fromMinor, type Floor, type FloorSlotKind } from '@zay/contract';
import type { RequestContext } from '../../../lib/context';
import { brandsByIds } from '../../catalog';
import { categoriesByIds } from '../../catalog';
import { visibleGoodsByIds } from '../../catalog';
import { translationsOf } from '../../site';

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

/** What a declared slot the stored floor lacks answers: nothing to show, in the slot's own shape. */
function emptySlot(kind: FloorSlotKind): Slot {
  if (kind === 'text') return { type: kind, value: { text: '', color: '', link: { url: '' } } };
  if (kind === 'img') return { type: kind, value: { url: '', link: { url: '' } } };
  return { type: kind, value: { [ID_KEYS[kind]]: [] } };
}

/** The stored slots plus an empty one for every slot the floor's style declares and it lacks. */
function declaredSlots(blockName: string, stored: Record<string, Slot>): Record<string, Slot> {
  const declared = FLOOR_STYLE_SLOTS[blockName as Floor['block_name']] ?? {};
  const missing = Object.entries(declared).filter(([name]) => !stored[name]);
  return { ...stored, ...Object.fromEntries(missing.map(([name, kind]) => [name, emptySlot(kind)])) };
}

const nonEmpty = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/**
 * Floors in the request's language (ADR 057): a translation holds the floor's `title` and, in
 * `texts`, the text of its text slots by slot name; whatever it lacks stays Burmese.
 */
export async function translateFloors(ctx: RequestContext, floors: StoredFloor[]): Promise<StoredFloor[]> {
  const found = await translationsOf(
    ctx,
    'floor',
    floors.map((f) => f.id),
  );
  if (found.size === 0) return floors;
  return floors.map((floor) => {
    const fields = found.get(String(floor.id));
    if (!fields) return floor;
    const texts = (typeof fields.texts === 'object' && fields.texts) || {};
    const slots = JSON.parse(floor.value) as Record<string, Slot>;
    for (const [name, slot] of Object.entries(slots)) {
      const text = (texts as Record<string, unknown>)[name];
      if (slot.type === 'text' && nonEmpty(text)) slots[name] = { ...slot, value: { ...slot.value, text } };
    }
    const title = nonEmpty(fields.title) ? fields.title : floor.title;
    return { ...floor, title, value: JSON.stringify(slots) };
  });
}

/**
 * Expands the goods, brand and category slots of every floor into `value.list`, keeping the
 * stored order, with one query per kind whatever the number of floors. Hidden goods drop out;
 * every slot the floor's style declares is present.
 */
export async function expandFloors(ctx: RequestContext, floors: StoredFloor[]): Promise<Floor[]> {
  const parsed = floors.map((f) => ({
    ...f,
    slots: declaredSlots(f.block_name, JSON.parse(f.value) as Record<string, Slot>),
  }));
  const wanted: Record<ListType, Set<number>> = { goods: new Set(), brand: new Set(), category: new Set() };
  for (const f of parsed) {
    for (const slot of Object.values(f.slots))
      if (isListType(slot.type)) idsOf(slot).forEach((id) => wanted[slot.type as ListType].add(id));
  }
  const [goods, brands, categories] = await Promise.all([
    visibleGoodsByIds(ctx, [...wanted.goods]),
    brandsByIds(ctx, [...wanted.brand]),
    categoriesByIds(ctx, [...wanted.category]),
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
