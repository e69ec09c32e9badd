import type { Generated } from 'kysely';
import type { D } from '../../db/columns';

export interface ImageTable {
  id: Generated<number>;
  path: D<string>;
  width: D<number>;
  height: D<number>;
  kind: D<string>; // goods, shop-logo, shop-banner, adv, brand, category, ...
  site_id: D<number>;
  create_time: D<number>;
}

/** The tables the upload module owns, by name. */
export interface UploadTables {
  image: ImageTable;
}
