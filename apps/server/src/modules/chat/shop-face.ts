import type { Db } from '../../db/database';
import { createIdCache } from '../../lib/ttl-cache';
import { siteConfig } from '../site';
import { shopsByIds } from './chat-cards.repository';

/** How a chat shows a shop: name and logo; site 0 is the platform itself (the site's title and logo). */
export interface ShopFace {
  name: string;
  logo: string;
  avatar: string;
  open: boolean;
}

/** Shop faces by site id, cached a few seconds (every message names its shop). */
export const shopFaces: (db: Db, siteIds: number[]) => Promise<Map<number, ShopFace>> = createIdCache(
  5000,
  async (db: Db, missing) => {
    const fresh = new Map<number, ShopFace>();
    for (const s of await shopsByIds(
      db,
      missing.filter((id) => id > 0),
    )) {
      fresh.set(s.site_id, { name: s.site_name, logo: s.logo, avatar: s.avatar, open: s.shop_status === 1 });
    }
    if (missing.includes(0)) {
      const site = await siteConfig(db, 'site_info');
      fresh.set(0, { name: site.title, logo: site.logo, avatar: site.logo, open: true });
    }
    return fresh;
  },
);

export async function shopFace(db: Db, siteId: number): Promise<ShopFace | undefined> {
  return (await shopFaces(db, [siteId])).get(siteId);
}
