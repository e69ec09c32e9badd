import { readCookie } from './lang';

/** The shopper's city: `<website_id>-<region_id>`, in a cookie (for the server) and local storage (ADR 067). */
export const CITY_COOKIE = 'zay_city';
const ONE_YEAR_SECONDS = 365 * 24 * 3600;

export interface ChosenCity {
  /** The city site serving it; 0 is the main site, all Myanmar. */
  websiteId: number;
  /** The chosen region (a district, or a city site's area); 0 is all Myanmar. */
  regionId: number;
}

export const ALL_MYANMAR: ChosenCity = { websiteId: 0, regionId: 0 };

export function parseCity(value: string | null | undefined): ChosenCity {
  const m = /^(\d{1,9})-(\d{1,9})$/.exec(value ?? '');
  return m ? { websiteId: Number(m[1]), regionId: Number(m[2]) } : ALL_MYANMAR;
}

export const cityValue = (c: ChosenCity) => `${c.websiteId}-${c.regionId}`;

/** The city of a request (its cookie); all Myanmar without one. */
export function requestCity(request: Request): ChosenCity {
  return parseCity(readCookie(request.headers.get('cookie'), CITY_COOKIE));
}

/** The Set-Cookie value that remembers `c` for a year. */
export const cityCookie = (c: ChosenCity) =>
  `${CITY_COOKIE}=${cityValue(c)}; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax`;

/** `website_id` for a catalogue call: the chosen city site, or nothing for all Myanmar. */
export const websiteBody = (request: Request) => {
  const { websiteId } = requestCity(request);
  return websiteId > 0 ? { website_id: websiteId } : {};
};

/**
 * Keeps local storage in step with the cookie, and restores the cookie from it when the browser
 * dropped it: answers true when it did (the page should reload to follow the city).
 */
export function syncStoredCity(current: ChosenCity): boolean {
  try {
    const stored = localStorage.getItem(CITY_COOKIE);
    const hasCookie = () => document.cookie.split(';').some((p) => p.trim().startsWith(`${CITY_COOKIE}=`));
    if (!hasCookie() && stored && parseCity(stored).regionId > 0) {
      document.cookie = cityCookie(parseCity(stored));
      // Reload only when the cookie took: with cookies off, the page stays as it is.
      return hasCookie();
    }
    localStorage.setItem(CITY_COOKIE, cityValue(current));
  } catch {
    // Storage can be disabled; the cookie alone keeps the choice.
  }
  return false;
}
