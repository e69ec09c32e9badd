import type { Generated } from 'kysely';
import type { D } from '../../../db/columns';

export interface RegionTable {
  id: Generated<number>;
  pid: D<number>;
  name: D<string>; // English
  name_zh: D<string>;
  name_mm: D<string>;
  level: D<number>; // 1 state/region, 2 district, 3 township
  sort: D<number>;
}

export interface MemberAddressTable {
  id: Generated<number>;
  member_id: number;
  name: string;
  mobile: string;
  telephone: D<string>;
  province_id: number;
  city_id: number;
  district_id: number;
  address: string;
  full_address: string;
  longitude: D<string>;
  latitude: D<string>;
  is_default: D<number>;
  create_time: number;
  update_time: number;
}

/** The tables the address module owns, by name. */
export interface AddressTables {
  region: RegionTable;
  member_address: MemberAddressTable;
}
