/**
 * A console caller: the staff account, its shop (0 = the platform's staff, who see every shop)
 * and its role. Desk queries put `siteId` in their WHERE, so another shop's row is not found.
 */
export interface StaffScope {
  id: number;
  siteId: number;
  role: string;
}

/** The shop a query is limited to, or null for the platform's staff. */
export const shopOf = (staff: StaffScope): number | null => (staff.siteId === 0 ? null : staff.siteId);
