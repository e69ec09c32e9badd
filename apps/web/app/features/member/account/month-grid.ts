/**
 * The weeks (Monday first) of the month of `today` ("YYYY-MM-DD"), each day as "YYYY-MM-DD"
 * and the cells outside the month as null.
 */
export function monthGrid(today: string): (string | null)[][] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const lead = (new Date(Date.UTC(year, month - 1, 1)).getUTCDay() + 6) % 7;
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let d = 1; d <= days; d++) cells.push(`${today.slice(0, 8)}${String(d).padStart(2, '0')}`);
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
}
