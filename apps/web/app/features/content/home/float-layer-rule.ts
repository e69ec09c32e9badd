/** The pop-up advert's memory in this browser (localStorage). */
export const SEEN_KEY = 'zay_float_layer';
export const SHOWN_DAY_KEY = 'zay_float_layer_day';

export interface FloatLayerMemory {
  /** The `number` (version) of the advert the shopper closed or followed; it never shows again. */
  seenVersion: string | null;
  /** The marketplace day (YYYY-MM-DD) it last opened in this browser. */
  shownDay: string | null;
}

/**
 * Issue 20 §7: at most once per day per browser, counted when it opens (not when it is closed, so
 * leaving it open and coming back the same day does not show it again); never on the page a
 * shopper lands on right after signing in or registering; never again once this version was closed.
 */
export function shouldShowFloatLayer(
  memory: FloatLayerMemory,
  version: string,
  today: string,
  justSignedIn: boolean,
): boolean {
  if (justSignedIn) return false;
  if (memory.seenVersion === version) return false;
  return memory.shownDay !== today;
}
