import type { Db } from '../../db/database';
import { listByIds } from './servicer.repository';

export interface ServicerFace {
  siteId: number;
  nickname: string;
  avatar: string;
}

const TTL_MS = 60_000;
const caches = new WeakMap<Db, Map<number, { face: ServicerFace; until: number }>>();

/** Nickname and avatar of servicers, cached a minute (they change rarely and appear in every frame). */
export async function servicerFaces(db: Db, ids: number[]): Promise<Map<number, ServicerFace>> {
  const now = Date.now();
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const out = new Map<number, ServicerFace>();
  const missing: number[] = [];
  for (const id of ids) {
    const hit = cache.get(id);
    if (hit && hit.until > now) out.set(id, hit.face);
    else missing.push(id);
  }
  for (const r of await listByIds(db, missing)) {
    const face = { siteId: r.site_id, nickname: r.nickname, avatar: r.avatar };
    cache.set(r.servicer_id, { face, until: now + TTL_MS });
    out.set(r.servicer_id, face);
  }
  return out;
}
