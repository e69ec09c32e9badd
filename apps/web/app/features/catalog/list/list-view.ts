/** What the list loader sends to the browser: names already in the shopper's language. */
export interface CategoryLink {
  id: number;
  name: string;
  level: number;
}

export interface CategoryContext {
  /** From level 1 down to the chosen category (breadcrumbs). */
  path: CategoryLink[];
  /** Narrower categories to filter by. */
  children: CategoryLink[];
  /** The other categories under the same parent ("related categories"). */
  siblings: CategoryLink[];
}

export interface BrandOption {
  id: number;
  name: string;
  image: string;
  /** How many of the current results are of this brand. */
  count: number;
}

export const categoryHref = (c: CategoryLink) => `/list?category_id=${c.id}&level=${c.level}`;
