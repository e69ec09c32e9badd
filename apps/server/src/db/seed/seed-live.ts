import fs from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LIVE_STATUS } from '@zay/contract';
import type { UploadStorage } from '../../lib/upload-storage';
import type { Trx } from './insert';

/**
 * The demo's live rooms (ADR 068): one live (an HLS stream made for Zay), one coming, one ended
 * with its replay (an MP4 made for Zay), one ended without one. The video files are committed in
 * `apps/server/seed-assets/live` (made with ffmpeg's test source: 8 s, 480×270, H.264) and copied
 * to the uploads on seeding, so a replay plays on a fresh install.
 */
const ASSETS = ['demo-replay.mp4', 'demo-live.m3u8', 'demo-live-init.mp4', 'demo-live-0.m4s', 'demo-live-1.m4s'];
export const LIVE_URL_PREFIX = 'upload/seed/live';

/** The assets folder from the sources (src/db/seed) or the bundle (dist). */
function assetDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const found = ['../../../seed-assets/live', '../seed-assets/live']
    .map((p) => path.resolve(here, p))
    .find((p) => existsSync(path.join(p, ASSETS[0]!)));
  if (!found) throw new Error('seed: the live demo videos (apps/server/seed-assets/live) are missing');
  return found;
}

export async function copyLiveAssets(storage: UploadStorage): Promise<void> {
  const from = assetDir();
  const to = LIVE_URL_PREFIX.slice('upload/'.length);
  await Promise.all(ASSETS.map(async (f) => storage.put(`${to}/${f}`, await fs.readFile(path.join(from, f)))));
}

const HOUR = 3600;

const ROOMS = [
  {
    name: 'ပစ္စည်းသစ်များ တိုက်ရိုက်ပြသခြင်း',
    anchor: 'မသီတာ',
    status: LIVE_STATUS.LIVE,
    start: -HOUR / 2,
    stream: `${LIVE_URL_PREFIX}/demo-live.m3u8`,
    replay: '',
  },
  {
    name: 'သင်္ကြန် အထူးလျှော့ဈေး',
    anchor: 'ကိုဇော်',
    status: LIVE_STATUS.COMING,
    start: 2 * 24 * HOUR,
    stream: '',
    replay: '',
  },
  {
    name: 'ဖုန်းအသစ် မိတ်ဆက်ပွဲ',
    anchor: 'မောင်မောင်',
    status: LIVE_STATUS.ENDED,
    start: -24 * HOUR,
    stream: '',
    replay: `${LIVE_URL_PREFIX}/demo-replay.mp4`,
  },
  {
    name: 'ရာသီစာ ချက်ပြုတ်နည်း',
    anchor: 'ဒေါ်အေး',
    status: LIVE_STATUS.ENDED,
    start: -3 * 24 * HOUR,
    stream: '',
    replay: '',
  },
];

export async function seedLive(trx: Trx, input: { shopIds: number[]; now: number }): Promise<void> {
  for (const [i, room] of ROOMS.entries()) {
    const siteId = input.shopIds[i % Math.max(1, input.shopIds.length)];
    if (siteId === undefined) return;
    const goods = await trx
      .selectFrom('goods')
      .select(['goods_id', 'goods_image'])
      .where('site_id', '=', siteId)
      .where('goods_state', '=', 1)
      .orderBy('goods_id')
      .limit(3)
      .execute();
    const cover = goods[0]?.goods_image.split(',')[0] ?? '';
    const start = input.now + room.start;
    const { id } = await trx
      .insertInto('live_room')
      .values({
        site_id: siteId,
        name: room.name,
        cover_img: cover,
        anchor_name: room.anchor,
        start_time: start,
        end_time: start + 2 * HOUR,
        live_status: room.status,
        audit_status: 1,
        stream_url: room.stream,
        replay_url: room.replay,
        create_time: input.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The replay's first goods has the same video on its goods page.
    if (room.replay && goods[0])
      await trx
        .updateTable('goods')
        .set({ video_url: room.replay })
        .where('goods_id', '=', goods[0].goods_id)
        .execute();
    if (goods.length > 0)
      await trx
        .insertInto('live_room_goods')
        .values(goods.map((g, sort) => ({ room_id: id, goods_id: g.goods_id, sort })))
        .execute();
  }
}
