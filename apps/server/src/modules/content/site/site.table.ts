import type { Generated } from 'kysely';
import type { D } from '../../../db/columns';

export interface WebsiteTable {
  site_id: Generated<number>;
  site_area_id: D<number>; // region id of the city
  site_area_name: D<string>;
  title: D<string>;
  logo: D<string>;
  status: D<number>;
  sort: D<number>;
}

export interface AdvPositionTable {
  ap_id: Generated<number>;
  keyword: D<string>;
  ap_name: D<string>;
  ap_width: D<number>;
  ap_height: D<number>;
  background: D<string>;
  is_use: D<number>;
}

export interface AdvTable {
  adv_id: Generated<number>;
  ap_id: D<number>;
  adv_title: D<string>;
  adv_url: D<string>; // JSON {url}
  adv_image: D<string>;
  slide_sort: D<number>;
  background: D<string>;
  state: D<number>;
  /** The advert's time window in epoch seconds; 0 = unbounded (ADR 104). */
  start_time: D<number>;
  end_time: D<number>;
}

export interface NavTable {
  id: Generated<number>;
  nav_title: D<string>;
  nav_url: D<string>; // JSON {url}
  sort: D<number>;
  is_blank: D<number>;
  nav_icon: D<string>;
  is_show: D<number>;
  create_time: D<number>;
}

export interface FriendlyLinkTable {
  id: Generated<number>;
  link_title: D<string>;
  link_url: D<string>;
  link_pic: D<string>;
  link_sort: D<number>;
  is_blank: D<number>;
  is_show: D<number>;
}

export interface FloorTable {
  id: Generated<number>;
  title: D<string>;
  block_name: D<string>; // floor-style-1 | floor-style-2 | floor-style-3
  block_title: D<string>;
  value: D<string>; // JSON slots, goods/brand/category slots hold ids the server expands
  state: D<number>;
  sort: D<number>;
}

/** The decoration being edited, one row per site (ADR 104): the whole draft as JSON. */
export interface DecorateDraftTable {
  site_id: D<number>;
  value: D<string>;
  preview_token: D<string>;
  preview_expires: D<number>;
  staff_id: D<number>;
  update_time: D<number>;
}

/** The tables the site module owns, by name. */
export interface SiteTables {
  website: WebsiteTable;
  adv_position: AdvPositionTable;
  adv: AdvTable;
  nav: NavTable;
  friendly_link: FriendlyLinkTable;
  floor: FloorTable;
  decorate_draft: DecorateDraftTable;
}
