import {
  GOODS_IMPORT_CELL_MAX,
  GOODS_IMPORT_COLUMNS,
  goodsSaveBodySchema,
  isMessageKey,
  message,
  type GoodsEditInfo,
  type GoodsImportColumn,
  type GoodsImportIssue,
  type GoodsSpecInput,
  type GoodsSaveInput,
  type Lang,
  type MessageKey,
} from '@zay/contract';
import { unguard } from './goods-csv';

/*
 * An import file's rows as goods (ADR 108): rows are grouped into goods by `goods_id`, or for a
 * new goods by its Burmese name; a goods' own columns must agree on all its rows; its spec
 * columns build the specs and one SKU a row. Each goods becomes the body the goods form would
 * send, so the form's schema checks it and `saveGoods` writes it.
 */

export type Cells = Partial<Record<GoodsImportColumn, string>>;
export interface Row {
  line: number;
  cells: Cells;
}

/** One goods of the file: its rows, and the goods id it updates (0: a new goods). */
export interface GoodsPlan {
  line: number;
  goodsId: number;
  rows: Row[];
}

/** The columns of a SKU; all the others belong to the goods and repeat on each of its rows. */
const SKU_COLUMNS = new Set<GoodsImportColumn>([
  'spec1_value',
  'spec2_value',
  'spec3_value',
  'sku_no',
  'price',
  'market_price',
  'cost_price',
  'stock',
  'weight',
  'sku_image',
]);
const GOODS_COLUMNS = GOODS_IMPORT_COLUMNS.filter((c) => !SKU_COLUMNS.has(c));
const ID_COLUMNS: GoodsImportColumn[] = ['goods_id', 'category_id', 'shop_category_id', 'brand_id'];
const COUNT_COLUMNS: GoodsImportColumn[] = ['stock', 'weight', 'goods_state'];
const MONEY_COLUMNS = new Set<string>(['price', 'market_price', 'cost_price']);
const SPEC_DIMS = [1, 2, 3] as const;
const specName = (d: number) => `spec${d}_name` as GoodsImportColumn;
const specValue = (d: number) => `spec${d}_value` as GoodsImportColumn;

/** The file's problems, one a cell (the first reason found for it). */
export class Issues {
  readonly list: GoodsImportIssue[] = [];
  private readonly cells = new Set<string>();
  constructor(readonly lang: Lang) {}
  add(line: number, column: string, key: MessageKey, params?: Record<string, string | number>) {
    if (this.cells.has(`${line}:${column}`)) return;
    this.cells.add(`${line}:${column}`);
    this.list.push({ line, column, message: message(this.lang, key, params) });
  }
}

/** The header's columns by position; a column the file lacks is absent from the cells. */
export function readRows(records: string[][], header: (GoodsImportColumn | null)[], issues: Issues): Row[] {
  const rows: Row[] = [];
  records.forEach((record, i) => {
    if (i === 0 || record.every((c) => c.trim() === '')) return;
    const line = i + 1;
    const cells: Cells = {};
    header.forEach((column, j) => {
      if (!column) return;
      const raw = record[j] ?? '';
      if (raw.length > GOODS_IMPORT_CELL_MAX)
        issues.add(line, column, 'GOODS_IMPORT_CELL_TOO_LONG', { max: GOODS_IMPORT_CELL_MAX });
      cells[column] = unguard(raw.slice(0, GOODS_IMPORT_CELL_MAX).trim());
    });
    for (const column of [...ID_COLUMNS, ...COUNT_COLUMNS]) {
      const v = cells[column];
      if (v && !/^\d{1,12}$/.test(v)) issues.add(line, column, 'GOODS_IMPORT_WHOLE_NUMBER');
    }
    rows.push({ line, cells });
  });
  return rows;
}

/** The rows by goods, in the file's order; a goods' own columns must match its first row's. */
export function groupRows(rows: Row[], issues: Issues): GoodsPlan[] {
  const byKey = new Map<string, GoodsPlan>();
  for (const row of rows) {
    const id = row.cells.goods_id ?? '';
    const key = id ? `id:${id}` : `new:${row.cells.goods_name ?? ''}`;
    const plan = byKey.get(key);
    if (!plan) {
      byKey.set(key, { line: row.line, goodsId: /^\d{1,12}$/.test(id) ? Number(id) : 0, rows: [row] });
      continue;
    }
    const first = plan.rows[0]!.cells;
    for (const column of GOODS_COLUMNS)
      if ((row.cells[column] ?? '') !== (first[column] ?? ''))
        issues.add(row.line, column, 'GOODS_IMPORT_GOODS_DIFFERS', { line: plan.line });
    plan.rows.push(row);
  }
  return [...byKey.values()];
}

/** The spec ids the goods already has, so kept SKUs keep their ids; new names get the next free id. */
function idsFrom(stored: GoodsEditInfo | null) {
  const specs = stored?.specs ?? [];
  let nextSpec = Math.max(0, ...specs.map((s) => s.spec_id)) + 1;
  return {
    spec(name: string) {
      return specs.find((s) => s.spec_name === name)?.spec_id ?? nextSpec++;
    },
    value(specId: number, name: string, taken: number[]) {
      const old = specs.find((s) => s.spec_id === specId)?.value.find((v) => v.spec_value_name === name);
      if (old && !taken.includes(old.spec_value_id)) return old.spec_value_id;
      const all = [...taken, ...(specs.find((s) => s.spec_id === specId)?.value.map((v) => v.spec_value_id) ?? [])];
      return Math.max(0, ...all) + 1;
    },
  };
}

/** The goods' specs from its rows, and each row's value ids (checking the grid row by row). */
function specsOf(plan: GoodsPlan, stored: GoodsEditInfo | null, issues: Issues) {
  const first = plan.rows[0]!.cells;
  const dims = SPEC_DIMS.filter((d) => first[specName(d)]);
  const ids = idsFrom(stored);
  const specs: GoodsSpecInput[] = dims.map((d) => ({
    spec_id: ids.spec(first[specName(d)]!),
    spec_name: first[specName(d)]!,
    value: [],
  }));
  const seen = new Map<string, number>();
  const rowValues = plan.rows.map((row) => {
    for (const d of SPEC_DIMS)
      if (!row.cells[specName(d)] !== !row.cells[specValue(d)])
        issues.add(row.line, specValue(d), 'GOODS_IMPORT_SPEC_ROW');
    const valueIds = dims.map((d, i) => {
      const spec = specs[i]!;
      const name = row.cells[specValue(d)] ?? '';
      let value = spec.value.find((v) => v.spec_value_name === name);
      if (!value) {
        const taken = spec.value.map((v) => v.spec_value_id);
        value = { spec_value_id: ids.value(spec.spec_id, name, taken), spec_value_name: name };
        spec.value.push(value);
      }
      return value.spec_value_id;
    });
    const sig = valueIds.join(':');
    const twice = seen.get(sig);
    if (twice !== undefined) issues.add(row.line, specValue(dims[0] ?? 1), 'GOODS_IMPORT_SKU_TWICE', { line: twice });
    else seen.set(sig, row.line);
    return valueIds;
  });
  const combinations = specs.reduce((n, s) => n * s.value.length, 1);
  if (seen.size === plan.rows.length && combinations !== plan.rows.length)
    issues.add(plan.line, specValue(dims[0] ?? 1), 'GOODS_IMPORT_GRID');
  return { specs, rowValues };
}

/**
 * The body `saveGoods` takes for a goods of the file: the file's columns over the goods' stored
 * form (an existing goods keeps what the file has no column for), SKUs matched to the stored
 * ones by their spec values so they keep their ids, and stock set to the file's figure against
 * the stock the goods has now (`stock_was` omitted).
 */
export function bodyOf(plan: GoodsPlan, stored: GoodsEditInfo | null, issues: Issues): unknown {
  const c = plan.rows[0]!.cells;
  const { specs, rowValues } = specsOf(plan, stored, issues);
  const pick = <T>(column: GoodsImportColumn, was: T, read: (v: string) => T): T =>
    c[column] === undefined ? was : read(c[column]!);
  const num = (v: string) => (v === '' ? 0 : Number(v));
  const split = (v: string) => v.split(/\s+/).filter(Boolean);
  const storedSku = (valueIds: number[]) => stored?.skus.find((s) => s.spec_value_ids.join(':') === valueIds.join(':'));
  const t = stored?.translations;
  return {
    ...(stored ?? {}),
    goods_id: stored?.goods_id,
    modify_time: undefined,
    goods_name: pick('goods_name', stored?.goods_name ?? '', String),
    keywords: pick('keywords', stored?.keywords ?? '', String),
    translations: {
      'zh-cn': { ...t?.['zh-cn'], goods_name: pick('goods_name_zh', t?.['zh-cn'].goods_name ?? '', String) },
      'en-us': { ...t?.['en-us'], goods_name: pick('goods_name_en', t?.['en-us'].goods_name ?? '', String) },
    },
    category_id: pick('category_id', stored?.category_id ?? 0, num),
    shop_category_id: pick('shop_category_id', stored?.shop_category_id ?? 0, num),
    brand_id: pick('brand_id', stored?.brand_id ?? 0, num),
    unit: pick('unit', stored?.unit ?? '', String),
    specs,
    images: pick('images', stored?.images ?? [], split),
    goods_state: pick('goods_state', stored?.goods_state ?? 0, num),
    skus: plan.rows.map((row, i) => {
      const old = storedSku(rowValues[i]!);
      const r = row.cells;
      const cell = <T>(column: GoodsImportColumn, was: T, read: (v: string) => T): T =>
        r[column] === undefined ? was : read(r[column]!);
      return {
        sku_id: old?.sku_id ?? 0,
        spec_value_ids: rowValues[i],
        sku_no: cell('sku_no', old?.sku_no ?? '', String),
        price: cell('price', old?.price ?? '0', String),
        market_price: cell('market_price', old?.market_price ?? '0', (v) => v || '0'),
        cost_price: cell('cost_price', old?.cost_price ?? '0', (v) => v || '0'),
        stock: cell('stock', old?.stock ?? 0, num),
        weight: cell('weight', old?.weight ?? 0, num),
        sku_image: cell('sku_image', old?.sku_image ?? '', String),
      };
    }),
  };
}

/** The column (and row) a schema problem of a goods' body points at. */
function placeOf(plan: GoodsPlan, path: PropertyKey[]): { line: number; column: string } {
  const [head, index, field] = path;
  if (head === 'skus' && typeof index === 'number' && typeof field === 'string') {
    const line = plan.rows[index]?.line ?? plan.line;
    return { line, column: field === 'spec_value_ids' ? 'spec1_value' : field };
  }
  if (head === 'translations')
    return { line: plan.line, column: index === 'zh-cn' ? 'goods_name_zh' : 'goods_name_en' };
  if (head === 'specs' && typeof index === 'number')
    return { line: plan.line, column: field === 'value' ? specValue(index + 1) : specName(index + 1) };
  if (head === 'skus') return { line: plan.line, column: 'sku_no' };
  return { line: plan.line, column: String(head ?? '') };
}

/** The goods' body checked by the form's own schema; its problems are added by line and column. */
export function parseBody(plan: GoodsPlan, body: unknown, issues: Issues): GoodsSaveInput | null {
  const parsed = goodsSaveBodySchema.safeParse(body);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    const { line, column } = placeOf(plan, issue.path);
    const key: MessageKey = isMessageKey(issue.message)
      ? issue.message
      : MONEY_COLUMNS.has(column)
        ? 'GOODS_PRICE_INVALID'
        : 'GOODS_IMPORT_VALUE_INVALID';
    issues.add(line, column, key);
  }
  return null;
}

/** The file's header as columns; unknown names are reported and their cells ignored. */
export function headerOf(record: string[], issues: Issues): (GoodsImportColumn | null)[] {
  return record.map((name) => {
    const column = unguard(name.trim()).toLowerCase();
    if ((GOODS_IMPORT_COLUMNS as readonly string[]).includes(column)) return column as GoodsImportColumn;
    if (column) issues.add(1, column.slice(0, 40), 'GOODS_IMPORT_COLUMN_UNKNOWN', { column: column.slice(0, 40) });
    return null;
  });
}
