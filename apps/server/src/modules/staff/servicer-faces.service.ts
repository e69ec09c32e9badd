import type { Db } from '../../db/database';
import { createIdCache } from '../../lib/ttl-cache';
import { listByIds } from './servicer.repository';

export interface ServicerFace {
  siteId: number;
  nickname: string;
  avatar: string;
}

/** Nickname and avatar of servicers, cached a minute (they change rarely and appear in every frame). */
export const servicerFaces: (db: Db, ids: number[]) => Promise<Map<number, ServicerFace>> = createIdCache(
  60_000,
  async (db: Db, ids) =>
    (await listByIds(db, ids)).map((r): [number, ServicerFace] => [
      r.servicer_id,
      { siteId: r.site_id, nickname: r.nickname, avatar: r.avatar },
    ]),
);
