import { sql } from 'kysely';
import type { DbHandle } from '../database';
import { hashPassword } from '../../lib/password';
import type { Trx } from './insert';
import { buildPlan, type SeedPlan, type SeedSize } from './plan';
import { insertBrands, insertCategories } from './seed-catalogue';
import { seedCatalogueExtras } from './seed-catalogue-extras';
import { seedChat } from './seed-chat';
import { seedOrders } from './seed-orders';
import { seedAfterSale } from './seed-aftersale';
import { seedRecharge } from './seed-recharge';
import { seedBalances } from './seed-balances';
import { seedSeckill } from './seed-seckill';
import { seedBundling } from './seed-bundling';
import { seedGroupbuy } from './seed-groupbuy';
import { seedTopics } from './seed-topic';
import { seedVerify } from './seed-verify';
import { insertAdverts, insertHelpAndNotices, insertNavAndLinks } from './seed-content';
import { insertFloors } from './seed-floors';
import { insertInterfaceTranslations, insertTranslations } from './seed-translations';
import { insertGoods } from './seed-goods';
import { insertRegions, insertWebsites } from './seed-regions';
import { insertShops } from './seed-shops';
import { copyLiveAssets, seedLive } from './seed-live';
import { insertConfig, insertImageRecords, insertMembers, type DemoMember } from './seed-site';
import type { UploadStorage } from '../../lib/upload-storage';

export interface SeedOptions {
  size: SeedSize;
  storage: UploadStorage;
  log?: (msg: string) => void;
}

const DEMO_PASSWORD = 'Zay@2026';
/** Tables only the seed fills; config may already hold defaults written by migrations, which the seed overrides. */
const GUARDED_TABLES = ['shop', 'goods', 'goods_category', 'goods_brand', 'region', 'member'] as const;

async function countRows(handle: DbHandle, table: string): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(handle.db);
  return Number(rows[0]?.n ?? 0);
}

/** True when no shop exists yet, i.e. the marketplace has never been seeded. */
export async function isDatabaseEmpty(handle: DbHandle): Promise<boolean> {
  return (await countRows(handle, 'shop')) === 0;
}

async function assertEmpty(handle: DbHandle): Promise<void> {
  for (const table of GUARDED_TABLES) {
    const n = await countRows(handle, table);
    if (n > 0) throw new Error(`seedDemo needs an empty database, but table "${table}" already has ${n} rows`);
  }
}

async function demoMembers(): Promise<DemoMember[]> {
  const [one, two, three] = await Promise.all([1, 2, 3].map(() => hashPassword(DEMO_PASSWORD)));
  return [
    { username: 'buyer', nickname: 'မောင်မောင်', mobile: '09420000001', passwordHash: one! },
    { username: 'buyer2', nickname: 'သီတာ', mobile: '09420000002', passwordHash: two! },
    // Redeems pickup and voucher codes at /member/verification for the first pickup shop.
    { username: 'verifier', nickname: 'ကိုဇော်', mobile: '09420000003', passwordHash: three! },
  ];
}

async function insertAll(trx: Trx, plan: SeedPlan, members: DemoMember[], now: number): Promise<void> {
  const regions = await insertRegions(trx);
  const websites = await insertWebsites(trx, regions, plan.content.logo);
  const cats = await insertCategories(trx, plan);
  const brands = await insertBrands(trx, plan);
  const shops = await insertShops(trx, plan, websites, regions);
  const goods = await insertGoods(trx, plan, cats, brands, shops, now);
  await insertAdverts(trx, plan, cats);
  await insertNavAndLinks(trx, now);
  await insertFloors(trx, plan, { cats, brands, goods });
  await insertHelpAndNotices(trx, now);
  await insertConfig(trx, plan, now);
  await insertTranslations(trx, now);
  const memberIds = await insertMembers(trx, members, now);
  await insertImageRecords(trx, plan, shops.ids, now);
  await seedCatalogueExtras({ db: trx }, { goodsIds: goods, memberIds, shopIds: shops.ids });
  await seedChat(trx, { shopIds: shops.ids, memberIds, passwordHash: members[0]!.passwordHash, now });
  await seedOrders(trx, { shopIds: shops.ids, memberIds, now });
  await seedVerify(trx, { verifierMemberId: memberIds[2]!, now });
  await seedAfterSale(trx, { shopIds: shops.ids, now });
  await seedRecharge(trx, now);
  await seedSeckill(trx, now);
  await seedBundling(trx, now);
  await seedGroupbuy(trx, now);
  await seedTopics(trx, now, plan.content.topicBanners);
  await seedLive(trx, { shopIds: shops.ids, now });
  await seedBalances(trx, memberIds.slice(0, 2), now);
  await insertInterfaceTranslations(trx, now);
}

/**
 * Fills an empty, migrated database with the demo marketplace and writes its generated pictures
 * under `seed/` in the upload storage. Rows go in one transaction, committed only once every picture
 * is stored, so a failed seed leaves the database empty.
 */
export async function seedDemo(handle: DbHandle, opts: SeedOptions): Promise<void> {
  const log = opts.log ?? (() => undefined);
  const started = Date.now();
  await assertEmpty(handle);
  const now = Math.floor(started / 1000);
  const plan = buildPlan(opts.size, now);
  const members = await demoMembers();
  log(
    `seed: ${plan.shops.length} shops, ${plan.goods.length} goods, ${plan.images.jobs().length} images (${opts.size})`,
  );
  const rendering = Promise.all([plan.images.render(opts.storage), copyLiveAssets(opts.storage)]);
  rendering.catch(() => undefined);
  try {
    await handle.db.transaction().execute(async (trx) => {
      await insertAll(trx, plan, members, now);
      log(`seed: rows written after ${Date.now() - started} ms, waiting for images`);
      await rendering;
    });
  } finally {
    await Promise.allSettled([rendering]);
  }
  log(`seed: done in ${Date.now() - started} ms`);
}
