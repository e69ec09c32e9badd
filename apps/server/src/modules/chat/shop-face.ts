import type { Db } from '../../db/database';
import { siteConfig } from '../site/site-config.service';
import { shopsByIds } from './chat-cards.repository';

/** How a chat shows a shop: name and logo; site 0 is the platform itself (the site's title and logo). */
export interface ShopFace {
  name: string;
  logo: string;
  avatar: string;
  open: boolean;
}

const TTL_MS = 5000;
const caches = new WeakMap<Db, Map<number, { face: ShopFace; until: number }>>();

/** Shop faces by site id, cached a few seconds (every message names its shop). */
export async function shopFaces(db: Db, siteIds: number[]): Promise<Map<number, ShopFace>> {
  const now = Date.now();
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const out = new Map<number, ShopFace>();
  const missing: number[] = [];
  for (const id of siteIds) {
    const hit = cache.get(id);
    if (hit && hit.until > now) out.set(id, hit.face);
    else missing.push(id);
  }
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
  for (const [id, face] of fresh) {
    cache.set(id, { face, until: now + TTL_MS });
    out.set(id, face);
  }
  return out;
}

export async function shopFace(db: Db, siteId: number): Promise<ShopFace | undefined> {
  return (await shopFaces(db, [siteId])).get(siteId);
}
