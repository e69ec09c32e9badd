import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/** [zh-cn, en-us, md-mm, face value Ks, price Ks, bonus points, bonus growth] */
const PACKAGES = [
  ['一万缅币充值', 'Top up 10,000 Ks', '၁၀,၀၀၀ ကျပ် ငွေဖြည့်', 10_000, 10_000, 100, 10],
  ['三万缅币充值', 'Top up 30,000 Ks', '၃၀,၀၀၀ ကျပ် ငွေဖြည့်', 30_000, 29_500, 300, 30],
  ['五万缅币充值', 'Top up 50,000 Ks', '၅၀,၀၀၀ ကျပ် ငွေဖြည့်', 50_000, 48_500, 600, 60],
  ['十万缅币充值', 'Top up 100,000 Ks', '၁၀၀,၀၀၀ ကျပ် ငွေဖြည့်', 100_000, 95_000, 1500, 150],
] as const;

/** Four recharge packages on sale (ADR 061); the largest is listed first. */
export async function seedRecharge(db: Kysely<Database>, now: number) {
  await db
    .insertInto('member_recharge')
    .values(
      PACKAGES.map(([zh, en, mm, face, price, point, growth], i) => ({
        recharge_name: zh,
        recharge_name_en: en,
        recharge_name_mm: mm,
        face_value: face * 100,
        buy_price: price * 100,
        point,
        growth,
        status: 1,
        create_time: now - (PACKAGES.length - i) * 60,
      })),
    )
    .execute();
}
