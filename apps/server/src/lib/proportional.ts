/**
 * Splits `total` over `weights` in proportion, exactly: floors first, then the remainder one
 * unit at a time to the largest fractional parts (ties to the earlier weight). All-zero weights
 * put everything on the first non-empty slot.
 */
export function splitProportionally(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (weights.length === 0) return [];
  if (sum <= 0) return weights.map((_, i) => (i === 0 ? total : 0));
  // BigInt: total × weight can pass 2^53.
  const t = BigInt(total);
  const s = BigInt(sum);
  const parts = weights.map((w) => Number((t * BigInt(w)) / s));
  const rest = weights.map((w, i) => ({ i, r: (t * BigInt(w)) % s }));
  rest.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  let left = total - parts.reduce((a, b) => a + b, 0);
  for (let k = 0; left > 0; k = (k + 1) % rest.length, left--) parts[rest[k]!.i]! += 1;
  return parts;
}
