import { DEFAULT_LANG } from '@zay/contract';
import type { RequestContext } from '../../lib/context';
import { credit } from '../../modules/member';
import type { Trx } from './insert';

const KS = 100;
/** What `buyer2` may withdraw (ADR 097): the withdrawal minimum is 1,000 Ks. */
export const WITHDRAWABLE_KS = 300_000;
/** `buyer`'s balance, as the README says. */
const BUYER_KS = 500_000;

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
 * balances and ledger agree (issue 35 §5): `buyer` a 500,000 Ks gift; `buyer2` (who has a payment
 * password) a gift large enough to buy the dearest flash sale, group buy, topic goods and combo
 * package together, rounded up to 100,000 Ks with 200,000 Ks to spare, and 300,000 Ks of
 * withdrawable money, as a platform adjustment (the one way money becomes withdrawable).
 * Run after the promotions are seeded.
 */
export async function seedBalances(trx: Trx, buyers: number[], now: number): Promise<void> {
  const ctx: RequestContext = { db: trx, lang: DEFAULT_LANG, memberId: null, now: () => now };
  const [buyer, buyer2] = buyers;
  if (buyer) await credit(ctx, buyer, 'balance', BUYER_KS * KS, { type: 'gift' });
  if (!buyer2) return;
  const step = 100_000 * KS;
  const gift = Math.ceil((await onePromotionOfEach(trx)) / step) * step + 2 * step;
  await credit(ctx, buyer2, 'balance', gift, { type: 'gift' });
  await credit(ctx, buyer2, 'balance_money', WITHDRAWABLE_KS * KS, { type: 'adjust', ref: 'seed' });
}
