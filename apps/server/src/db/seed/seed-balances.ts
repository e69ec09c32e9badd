import { DEFAULT_LANG } from '@zay/contract';
import type { RequestContext } from '../../lib/context';
import { credit } from '../../modules/member';
import type { Trx } from './insert';

const KS = 100;
/** What `buyer` may withdraw (ADR 097): the withdrawal minimum is 1,000 Ks. */
export const WITHDRAWABLE_KS = 300_000;
/** `buyer2`'s balance: less than two shops' goods, so its checkout pays part by balance (e2e). */
const BUYER2_KS = 100_000;

/** The dearest price of each promotion's goods (minor units), one of each together. */
async function onePromotionOfEach(trx: Trx): Promise<number> {
  const [seckill, groupbuy, topic, combo] = await Promise.all([
    trx
      .selectFrom('seckill')
      .select((eb) => eb.fn.max('seckill_price').as('p'))
      .executeTakeFirst(),
    trx
      .selectFrom('groupbuy')
      .select((eb) => eb.fn.max('groupbuy_price').as('p'))
      .executeTakeFirst(),
    trx
      .selectFrom('topic_goods')
      .select((eb) => eb.fn.max('topic_price').as('p'))
      .executeTakeFirst(),
    trx
      .selectFrom('bundling')
      .select((eb) => eb.fn.max('bl_price').as('p'))
      .executeTakeFirst(),
  ]);
  return [seckill, groupbuy, topic, combo].reduce((sum, r) => sum + Number(r?.p ?? 0), 0);
}

/**
 * The demo buyers' money, written through the member ledger (`credit`) as the platform would, so
 * balances and ledger agree (issue 35 §5): `buyer` (payment password 123456) a gift large enough to
 * buy the dearest flash sale, group buy, topic goods and combo package together, rounded up to
 * 100,000 Ks with 200,000 Ks to spare, and 300,000 Ks of withdrawable money, as a platform
 * adjustment (the one way money becomes withdrawable); `buyer2` a 100,000 Ks gift, to pay part of
 * an order by balance. Run after the promotions are seeded.
 */
export async function seedBalances(trx: Trx, buyers: number[], now: number): Promise<void> {
  const ctx: RequestContext = { db: trx, lang: DEFAULT_LANG, memberId: null, now: () => now };
  const [buyer, buyer2] = buyers;
  if (buyer2) await credit(ctx, buyer2, 'balance', BUYER2_KS * KS, { type: 'gift' });
  if (!buyer) return;
  const step = 100_000 * KS;
  const gift = Math.ceil((await onePromotionOfEach(trx)) / step) * step + 2 * step;
  await credit(ctx, buyer, 'balance', gift, { type: 'gift' });
  await credit(ctx, buyer, 'balance_money', WITHDRAWABLE_KS * KS, { type: 'adjust', ref: 'seed' });
}
