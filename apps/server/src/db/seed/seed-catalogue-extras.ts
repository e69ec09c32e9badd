import type { Insertable } from 'kysely';
import { explainTypeOf } from '@zay/contract';
import type { DbHandle } from '../database';
import type { Database } from '../schema';
import { insertPlain } from './insert';
import { chunk, createRandom, type Random } from './random';

/**
 * The catalogue's social side for the demo: reviews (Burmese and English, some with pictures,
 * shop replies and follow-ups), two running full-reduction promotions and an ended one, and the
 * first demo member's follows and footprints. `goods.evaluate` becomes the number of approved
 * reviews; follower counts move with the follows. Pass `{ db: trx }` to run inside a transaction.
 */
export interface CatalogueExtrasInput {
  goodsIds: number[];
  memberIds: number[];
  shopIds: number[];
}

type Db = Pick<DbHandle, 'db'>['db'];
type Review = Insertable<Database['goods_evaluate']>;
type GoodsInfo = {
  goods_id: number;
  sku_id: number;
  sku_name: string;
  site_id: number;
  goods_image: string;
  sale_num: number;
};

const DAY = 86_400;
const MAX_REVIEWS_PER_GOODS = 6;

const TEXTS: Record<'good' | 'middle' | 'bad', string[]> = {
  good: [
    'ပစ္စည်း အရည်အသွေး ကောင်းပါတယ်။ ပို့ဆောင်မှုလည်း မြန်ပါတယ်။',
    'ဓာတ်ပုံထဲကအတိုင်း တကယ်လှပါတယ်။ ထပ်ဝယ်ဦးမယ်။',
    'ဈေးနှုန်းနဲ့ တန်ပါတယ်။ ထုပ်ပိုးမှု သေသပ်ပါတယ်။',
    'ဆိုင်ရှင် ဝန်ဆောင်မှု ကောင်းပါတယ်၊ မေးတာတွေကို မြန်မြန် ဖြေပေးပါတယ်။',
    'Exactly as described and it arrived in two days. Very happy.',
    'Good value for the price, and well packed.',
    'Works well so far; the seller answered all my questions.',
  ],
  middle: [
    'အရွယ်အစား အနည်းငယ် သေးပါတယ်၊ ဒါပေမယ့် အသုံးပြုလို့ ကောင်းပါတယ်။',
    'ပို့ဆောင်ချိန် ကြာပါတယ်။ ပစ္စည်းကတော့ အဆင်ပြေပါတယ်။',
    'Decent quality, but delivery to Mandalay took a week.',
  ],
  bad: ['ဓာတ်ပုံနဲ့ အရောင် မတူပါဘူး။ စိတ်ပျက်ပါတယ်။', 'The colour was different from the picture. Not great.'],
};
const REPLIES = {
  thanks: ['ဝယ်ယူအားပေးမှုအတွက် ကျေးဇူးတင်ပါတယ်။', 'Thank you for shopping with us!'],
  sorry: [
    'အဆင်မပြေမှုအတွက် တောင်းပန်ပါတယ်။ ပစ္စည်း လဲလှယ်ပေးနိုင်ပါတယ်၊ ဆက်သွယ်ပေးပါ။',
    'Sorry about that — message us and we will exchange it.',
  ],
};
const FOLLOW_UPS = ['တစ်လ သုံးပြီးပါပြီ၊ အခုထိ ကောင်းနေဆဲပါ။', 'After a month of use it still works perfectly.'];
const REVIEWERS = ['ကျော်ကျော်', 'နှင်းဝေ', 'အောင်ကိုကို', 'ဇော်ဇော်', 'သက်သက်', 'Su Su', 'Htet Aung', 'May Thu', 'Ko Min'];

function scoreOf(rng: Random): number {
  const r = rng.next();
  return r < 0.62 ? 5 : r < 0.84 ? 4 : r < 0.94 ? 3 : r < 0.97 ? 2 : 1;
}

function reviewOf(
  g: GoodsInfo,
  rng: Random,
  now: number,
  author: { member_id: number; member_name: string; member_headimg: string },
): Review {
  const scores = scoreOf(rng);
  const mood = scores >= 4 ? 'good' : scores === 3 ? 'middle' : 'bad';
  const pictures = g.goods_image.split(',').filter(Boolean);
  const images =
    pictures.length && rng.chance(0.3) ? rng.sample(pictures, rng.int(1, Math.min(3, pictures.length))).join(',') : '';
  const created = now - rng.int(1, 80) * DAY - rng.int(0, DAY);
  const followUp = mood === 'good' && rng.chance(0.12);
  return {
    goods_id: g.goods_id,
    sku_id: g.sku_id,
    sku_name: g.sku_name,
    site_id: g.site_id,
    ...author,
    content: rng.pick(TEXTS[mood]),
    images,
    scores,
    explain_type: explainTypeOf(scores),
    explain_first: rng.chance(mood === 'good' ? 0.3 : 0.8)
      ? rng.pick(mood === 'good' ? REPLIES.thanks : REPLIES.sorry)
      : '',
    again_content: followUp ? rng.pick(FOLLOW_UPS) : '',
    again_time: followUp ? Math.min(now, created + 30 * DAY) : 0,
    is_anonymous: rng.chance(0.15) ? 1 : 0,
    is_audit: rng.chance(0.03) ? 0 : 1,
    create_time: created,
  };
}

async function goodsInfo(db: Db, goodsIds: number[]): Promise<GoodsInfo[]> {
  const rows: GoodsInfo[] = [];
  for (const ids of chunk(goodsIds, 500)) {
    rows.push(
      ...(await db
        .selectFrom('goods as g')
        .innerJoin('goods_sku as s', 's.sku_id', 'g.sku_id')
        .select(['g.goods_id', 's.sku_id', 's.sku_name', 'g.site_id', 'g.goods_image', 'g.sale_num'])
        .where('g.goods_id', 'in', ids)
        .execute()),
    );
  }
  return rows;
}

async function insertReviews(db: Db, goods: GoodsInfo[], memberIds: number[], rng: Random, now: number) {
  const members = memberIds.length
    ? await db
        .selectFrom('member')
        .select(['member_id', 'nickname', 'headimg'])
        .where('member_id', 'in', memberIds)
        .execute()
    : [];
  const reviews: Review[] = [];
  for (const g of goods) {
    const n = g.sale_num > 0 ? rng.int(0, MAX_REVIEWS_PER_GOODS) : 0;
    for (let i = 0; i < n; i++) {
      const member = i === 0 && members.length && rng.chance(0.1) ? rng.pick(members) : undefined;
      const author = member
        ? { member_id: member.member_id, member_name: member.nickname, member_headimg: member.headimg }
        : { member_id: 0, member_name: rng.pick(REVIEWERS), member_headimg: '' };
      reviews.push(reviewOf(g, rng, now, author));
    }
  }
  await insertPlain(reviews, (batch) => db.insertInto('goods_evaluate').values(batch).execute());
  const approved = new Map<number, number>();
  for (const r of reviews) if (r.is_audit) approved.set(r.goods_id, (approved.get(r.goods_id) ?? 0) + 1);
  const byCount = new Map<number, number[]>();
  for (const g of goods) {
    const n = approved.get(g.goods_id) ?? 0;
    const ids = byCount.get(n) ?? [];
    ids.push(g.goods_id);
    byCount.set(n, ids);
  }
  for (const [n, ids] of byCount) {
    for (const part of chunk(ids, 500))
      await db.updateTable('goods').set({ evaluate: n }).where('goods_id', 'in', part).execute();
  }
}

const tiers = (...t: [number, number, number, number][]) =>
  JSON.stringify(
    t.map(([ks, off, freeShipping, point]) => ({
      money: ks * 100,
      discount_money: off * 100,
      free_shipping: freeShipping,
      point,
      coupon_id: 0,
    })),
  );

async function insertPromotions(db: Db, goods: GoodsInfo[], shopIds: number[], now: number) {
  const [first, second, third] = shopIds;
  const running = { start_time: now - 2 * DAY, end_time: now + 30 * DAY, status: 1, create_time: now - 3 * DAY };
  const ended = { start_time: now - 40 * DAY, end_time: now - 10 * DAY, status: 2, create_time: now - 41 * DAY };
  const rows: Insertable<Database['promotion_manjian']>[] = [];
  const add = (
    site_id: number | undefined,
    manjian_name: string,
    goodsIds: number[],
    rule_json: string,
    when: typeof running,
  ) => {
    if (site_id)
      rows.push({
        site_id,
        manjian_name,
        manjian_type: goodsIds.length ? 2 : 1,
        goods_ids: goodsIds.join(','),
        rule_json,
        ...when,
      });
  };
  add(first, 'ဈေးဝယ်လေ သက်သာလေ', [], tiers([50_000, 3_000, 0, 30], [100_000, 8_000, 1, 80]), running);
  const chosen = goods
    .filter((g) => g.site_id === second)
    .slice(0, 5)
    .map((g) => g.goods_id);
  if (chosen.length) add(second, 'စနေ၊ တနင်္ဂနွေ အထူးဈေး', chosen, tiers([30_000, 2_000, 1, 0]), running);
  add(third, 'သင်္ကြန် အထူးလျှော့ဈေး', [], tiers([40_000, 4_000, 0, 0]), ended);
  if (rows.length) await db.insertInto('promotion_manjian').values(rows).execute();
}

async function insertFollows(
  db: Db,
  goods: GoodsInfo[],
  memberId: number,
  shopIds: number[],
  rng: Random,
  now: number,
) {
  for (const siteId of shopIds.slice(0, 3)) {
    await db
      .insertInto('shop_member')
      .values({ member_id: memberId, site_id: siteId, create_time: now - rng.int(1, 30) * DAY })
      .execute();
    await db
      .updateTable('shop')
      .set((eb) => ({ sub_num: eb('sub_num', '+', 1) }))
      .where('site_id', '=', siteId)
      .execute();
  }
  const picked = rng.sample(goods, Math.min(14, goods.length));
  for (const [i, g] of picked.entries()) {
    const ref = { member_id: memberId, goods_id: g.goods_id, sku_id: g.sku_id, site_id: g.site_id };
    if (i < 6) {
      await db
        .insertInto('goods_collect')
        .values({ ...ref, create_time: now - rng.int(1, 20) * DAY })
        .execute();
      await db
        .updateTable('goods')
        .set((eb) => ({ collect_num: eb('collect_num', '+', 1) }))
        .where('goods_id', '=', g.goods_id)
        .execute();
    } else {
      await db
        .insertInto('goods_browse')
        .values({ ...ref, browse_time: now - i * 3600 })
        .execute();
    }
  }
}

export async function seedCatalogueExtras(handle: Pick<DbHandle, 'db'>, input: CatalogueExtrasInput): Promise<void> {
  const rng = createRandom(20_260_202);
  const now = Math.floor(Date.now() / 1000);
  const goods = await goodsInfo(handle.db, input.goodsIds);
  await insertReviews(handle.db, goods, input.memberIds, rng, now);
  await insertPromotions(handle.db, goods, input.shopIds, now);
  const member = input.memberIds[0];
  if (member !== undefined) await insertFollows(handle.db, goods, member, input.shopIds, rng, now);
}
