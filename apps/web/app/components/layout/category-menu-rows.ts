/** The menu has room for this many rows beside the home carousel (450 px, two lines of Burmese each). */
export const MENU_MAX_ROWS = 12;
/** Template 2 adds a line of level-2 names under each row; that fits while rows are this few. */
const SUBTITLE_MAX_ROWS = 8;

export interface MenuRows<T> {
  /** The level-1 categories shown, in order. */
  shown: T[];
  /** More exist than fit: the last row links to the category page instead (ADR 031). */
  more: boolean;
  /** Whether rows carry template 2's line of level-2 names. */
  subtitles: boolean;
}

/** Every level-1 category when they fit (issue 20 §6); beyond that, all but one and a "more" row. */
export function menuRows<T>(categories: T[], template: number): MenuRows<T> {
  const more = categories.length > MENU_MAX_ROWS;
  const shown = more ? categories.slice(0, MENU_MAX_ROWS - 1) : categories;
  const rows = shown.length + (more ? 1 : 0);
  return { shown, more, subtitles: template === 2 && rows <= SUBTITLE_MAX_ROWS };
}
