/**
 * Money travels as a decimal string with two decimals ("1250.00") and is stored and added as
 * integer minor units (1 Ks = 100). Never a float.
 */
export const MONEY_RE = /^(-?)(\d{1,13})(?:\.(\d{1,2}))?$/;

/** The decimal text of an amount; a number with more than two decimals has none (no silent rounding). */
export function moneyText(value: string | number): string {
  if (typeof value === 'string') return value.trim();
  const text = value.toFixed(2);
  return Number(text) === value ? text : '';
}

export function toMinor(value: string | number): number {
  const m = MONEY_RE.exec(moneyText(value));
  if (!m) throw new RangeError(`not a money amount: ${JSON.stringify(value)}`);
  const minor = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] === '-' && minor !== 0 ? -minor : minor;
}

export function fromMinor(minor: number): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`not an integer amount: ${minor}`);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "1,250.00 Ks" style display used by the web app. */
export function formatKs(minorOrString: number | string): string {
  const minor = typeof minorOrString === 'number' ? minorOrString : toMinor(minorOrString);
  const [whole, cents] = fromMinor(minor).split('.');
  return `${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents} Ks`;
}
