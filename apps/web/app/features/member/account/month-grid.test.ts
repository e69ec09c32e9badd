import { describe, expect, it } from 'vitest';
import { monthGrid } from './month-grid';

describe('monthGrid', () => {
  it('lays a month out in Monday-first weeks with blanks around it', () => {
    const weeks = monthGrid('2026-11-24');
    // 1 November 2026 is a Sunday.
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks.at(-1)).toEqual(['2026-11-30', null, null, null, null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
  });

  it('knows leap Februaries', () => {
    expect(monthGrid('2028-02-10').flat().filter(Boolean)).toHaveLength(29);
  });
});
