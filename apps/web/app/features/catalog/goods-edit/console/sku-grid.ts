import type { GoodsEditInfo, SkuLock } from '@zay/contract';

/** A spec of the form (colour, size…) with its values; ids are the goods' own, kept across edits. */
export interface SpecDraft {
  spec_id: number;
  spec_name: string;
  value: { spec_value_id: number; spec_value_name: string }[];
}

/** A row of the SKU grid as typed (text, so a half-typed price stays as typed). */
export interface SkuDraft {
  /** `spec_id:value_id` pairs in the specs' order. */
  pairs: [number, number][];
  sku_id: number;
  price: string;
  market_price: string;
  cost_price: string;
  stock: string;
  /** The stock the form loaded (existing SKUs): the save sends the difference. */
  stock_was?: number;
  sku_no: string;
  weight: string;
  sku_image: string;
  locks: SkuLock[];
  has_orders: number;
}

export const MAX_SPECS = 3;
export const MAX_SKUS = 300;

export const emptyRow = (pairs: [number, number][] = []): SkuDraft => ({
  pairs,
  sku_id: 0,
  price: '',
  market_price: '',
  cost_price: '',
  stock: '',
  sku_no: '',
  weight: '',
  sku_image: '',
  locks: [],
  has_orders: 0,
});

/** The specs that count: named, with at least one named value. */
export const usedSpecs = (specs: SpecDraft[]) =>
  specs
    .map((s) => ({ ...s, value: s.value.filter((v) => v.spec_value_name.trim()) }))
    .filter((s) => s.spec_name.trim() && s.value.length > 0);

/** Every combination of the specs' values, as pairs in the specs' order; one empty one without specs. */
export function combinations(specs: SpecDraft[]): [number, number][][] {
  let out: [number, number][][] = [[]];
  for (const spec of usedSpecs(specs))
    out = out.flatMap((prefix) =>
      spec.value.map((v) => [...prefix, [spec.spec_id, v.spec_value_id] as [number, number]]),
    );
  return out;
}

const has = (pairs: [number, number][], [s, v]: [number, number]) => pairs.some(([a, b]) => a === s && b === v);
const within = (small: [number, number][], big: [number, number][]) => small.every((p) => has(big, p));

/**
 * The grid for `specs`, keeping what was typed (ADR 090): a combination that existed keeps its row;
 * a new one takes the figures of the row it grew from (a spec added: the row without it; a spec
 * removed: the first row that had it) — the SKU itself, with its id and stock, only once.
 */
export function regrid(specs: SpecDraft[], rows: SkuDraft[]): SkuDraft[] {
  const claimed = new Set<SkuDraft>();
  return combinations(specs).map((pairs) => {
    const exact = rows.find((r) => r.pairs.length === pairs.length && within(r.pairs, pairs));
    if (exact) {
      claimed.add(exact);
      return { ...exact, pairs };
    }
    const from = rows.find((r) => within(r.pairs, pairs)) ?? rows.find((r) => within(pairs, r.pairs));
    if (!from) return emptyRow(pairs);
    if (
      !claimed.has(from) &&
      !rows.some((r) => r !== from && r.pairs.length === pairs.length && within(r.pairs, pairs))
    ) {
      claimed.add(from);
      return { ...from, pairs };
    }
    return { ...from, pairs, sku_id: 0, stock_was: undefined, sku_no: '', locks: [], has_orders: 0 };
  });
}

/** The rows of a loaded goods. */
export function rowsOf(g: GoodsEditInfo): SkuDraft[] {
  return g.skus.map((s) => ({
    pairs: g.specs.map((spec, i) => [spec.spec_id, s.spec_value_ids[i] ?? 0] as [number, number]),
    sku_id: s.sku_id,
    price: String(Number(s.price)),
    market_price: Number(s.market_price) ? String(Number(s.market_price)) : '',
    cost_price: Number(s.cost_price) ? String(Number(s.cost_price)) : '',
    stock: String(s.stock),
    stock_was: s.stock,
    sku_no: s.sku_no,
    weight: s.weight ? String(s.weight) : '',
    sku_image: s.sku_image,
    locks: s.locks,
    has_orders: s.has_orders,
  }));
}

/** The row's values' names ("Red / M"), or '' without specs. */
export function rowName(specs: SpecDraft[], row: SkuDraft) {
  return row.pairs
    .map(
      ([s, v]) => specs.find((x) => x.spec_id === s)?.value.find((x) => x.spec_value_id === v)?.spec_value_name ?? '',
    )
    .join(' / ');
}

/** The next unused id among `ids` (new specs and values get the goods' next numbers). */
export const nextId = (ids: number[]) => Math.max(0, ...ids) + 1;

/** A locked field of a row: the first lock that keeps it. */
export const lockOf = (row: SkuDraft, field: 'price' | 'stock') => row.locks.find((l) => l.fields.includes(field));
