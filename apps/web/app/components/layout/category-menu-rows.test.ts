import { describe, expect, it } from 'vitest';
import { MENU_MAX_ROWS, menuRows } from './category-menu-rows';

const list = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('menuRows (issue 20 §6)', () => {
  it('shows all 12 top categories of the demo marketplace, in every template', () => {
    for (const template of [1, 2, 3]) {
      const rows = menuRows(list(12), template);
      expect(rows.shown).toEqual(list(12));
      expect(rows.more).toBe(false);
    }
  });

  it('beyond what fits, shows all but one and a row that links to every category', () => {
    const rows = menuRows(list(20), 1);
    expect(rows.shown).toHaveLength(MENU_MAX_ROWS - 1);
    expect(rows.more).toBe(true);
  });

  it('keeps template 2’s line of level-2 names only while the rows have room for it', () => {
    expect(menuRows(list(7), 2).subtitles).toBe(true);
    expect(menuRows(list(12), 2).subtitles).toBe(false);
    expect(menuRows(list(7), 1).subtitles).toBe(false);
  });
});
