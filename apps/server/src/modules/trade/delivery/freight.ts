import { parseJsonArray } from '../../../lib/json-array';

/** One state/region group of a template: the fee of the first unit and of each unit after it (minor units). */
export interface FreightRule {
  region_ids: number[];
  first_fee: number;
  extra_fee: number;
}

/** An express fee template as the checkout reads it (ADR 101). */
export interface FreightTemplate {
  templateId: number;
  /** 1 by piece, 2 by weight (each started kilogram is a unit). */
  feeType: number;
  rules: FreightRule[];
  /** Goods money from which the template's goods ship free; 0 never. */
  freeMoney: number;
}

/** A line the freight is charged for. */
export interface FreightLine {
  templateId: number;
  num: number;
  /** Grams per piece. */
  weight: number;
  /** The line's goods money (price × num). */
  money: number;
}

const isRule = (r: unknown): r is FreightRule =>
  !!r &&
  Array.isArray((r as FreightRule).region_ids) &&
  Number.isSafeInteger((r as FreightRule).first_fee) &&
  Number.isSafeInteger((r as FreightRule).extra_fee);

/** A template's stored rules (JSON); malformed ones are skipped. */
export const parseRules = (json: string): FreightRule[] => parseJsonArray(json).filter(isRule);

/** How many units a template's lines make: pieces, or started kilograms (at least one). */
export function freightUnits(feeType: number, lines: FreightLine[]): number {
  if (feeType === 2) {
    const grams = lines.reduce((a, l) => a + l.weight * l.num, 0);
    return Math.max(1, Math.ceil(grams / 1000));
  }
  return lines.reduce((a, l) => a + l.num, 0);
}

/**
 * The rule of a template for a state/region; with no address yet, the template's first rule
 * (the fee shown before an address is chosen). Null when the region is not covered.
 */
export function ruleFor(t: FreightTemplate, provinceId: number | null): FreightRule | null {
  if (provinceId === null) return t.rules[0] ?? null;
  return t.rules.find((r) => r.region_ids.includes(provinceId)) ?? null;
}

/**
 * The express freight of one shop's lines: the lines grouped by template, each group charged
 * its region's first unit fee plus each extra unit's fee, free when the group's goods money
 * reaches the template's free amount; the groups' fees added. Null when a line has no template
 * or its template does not deliver to the region.
 */
export function expressFreight(
  templates: Map<number, FreightTemplate>,
  lines: FreightLine[],
  provinceId: number | null,
): number | null {
  const groups = new Map<number, FreightLine[]>();
  for (const l of lines) groups.set(l.templateId, [...(groups.get(l.templateId) ?? []), l]);
  let fee = 0;
  for (const [id, group] of groups) {
    const t = templates.get(id);
    const rule = t ? ruleFor(t, provinceId) : null;
    if (!t || !rule) return null;
    const money = group.reduce((a, l) => a + l.money, 0);
    if (t.freeMoney > 0 && money >= t.freeMoney) continue;
    fee += rule.first_fee + Math.max(0, freightUnits(t.feeType, group) - 1) * rule.extra_fee;
  }
  return fee;
}
