import { hashPassword } from '../../lib/password';
import type { Trx } from './insert';
import { insertFlatTemplates } from '../../modules/trade/delivery/delivery.repository';

/**
 * The buying journey's demo settings (ADR 012): payment methods with a bank account for
 * transfers, invoice terms, each shop's delivery methods (pickup stores in some, local delivery
 * in others, one open shop with none, to show the message), coupons and balance for the demo
 * buyers; both have the payment password 123456.
 */
export interface OrderSeedInput {
  shopIds: number[];
  memberIds: number[];
  now: number;
}

const DAY = 86_400;
const KS = 100;

const PICKUP_STORES = [
  {
    store_name: 'Kamayut Pickup Point',
    full_address: 'No. 12, Hledan Road, Kamayut Township, Yangon',
    open_date: 'Mon–Sat 09:00–18:00',
  },
  {
    store_name: 'Sanchaung Pickup Point',
    full_address: 'No. 88, Baho Road, Sanchaung Township, Yangon',
    open_date: 'Daily 10:00–20:00',
  },
  {
    store_name: 'Chanayethazan Pickup Point',
    full_address: '78th Street, Chanayethazan Township, Mandalay',
    open_date: 'Mon–Fri 09:00–17:00',
  },
];
const LOCAL_TIMES = JSON.stringify([
  { start: '09:00', end: '12:00' },
  { start: '14:00', end: '18:00' },
  { start: '18:00', end: '21:00' },
]);

async function insertSettings(trx: Trx, now: number) {
  const config = (key: string, value: unknown) => ({ config_key: key, value: JSON.stringify(value), update_time: now });
  await trx
    .insertInto('config')
    .values([
      config('pay_config', {
        offlinepay: {
          enabled: 1,
          bank_name: 'KBZ Bank',
          account_bank: 'Yangon Main Branch',
          account_number: '2730 1234 5678 9012',
          account_name: 'Zay Marketplace Co., Ltd.',
        },
        balance: { enabled: 1 },
        wechatpay: { enabled: 1, name: 'WavePay' },
        alipay: { enabled: 1, name: 'KBZPay' },
      }),
      config('order_invoice', {
        is_open: 1,
        invoice_rate_bp: 300,
        paper_money: 1500 * KS,
        invoice_content: ['office_supplies', 'digital'],
      }),
    ])
    .onConflict((oc) => oc.column('config_key').doNothing())
    .execute();
}

/** The open shop left without a delivery method, to show the message: motorbikes are fetched in person. */
const NO_DELIVERY_SHOP = 'Shwe Taung Moto';

/**
 * Every open shop ships by express except NO_DELIVERY_SHOP (or, without it, the one with the
 * fewest goods); every third also has pickup, every fourth local delivery.
 */
async function insertDelivery(trx: Trx, shopIds: number[], now: number) {
  const open = await trx
    .selectFrom('shop as sh')
    .leftJoin('goods as g', 'g.site_id', 'sh.site_id')
    .select(['sh.site_id', 'sh.site_name', (eb) => eb.fn.count<number>('g.goods_id').as('n')])
    .where('sh.site_id', 'in', shopIds)
    .where('sh.shop_status', '=', 1)
    .groupBy(['sh.site_id', 'sh.site_name'])
    .orderBy('sh.site_id')
    .execute();
  const none =
    open.find((s) => s.site_name === NO_DELIVERY_SHOP) ??
    [...open].sort((a, b) => Number(a.n) - Number(b.n) || b.site_id - a.site_id)[0];
  const withMethods = open.filter((s) => s !== none).map((s) => s.site_id);
  if (withMethods.length === 0) return;
  const expressFee = (i: number) => (2000 + (i % 4) * 500) * KS;
  await trx
    .insertInto('shop_delivery')
    .values(
      withMethods.map((site_id, i) => ({
        site_id,
        express_enabled: 1,
        express_fee: expressFee(i),
        express_free_money: 50_000 * KS,
        store_enabled: i % 3 === 0 ? 1 : 0,
        local_enabled: i % 4 === 1 ? 1 : 0,
        local_fee: 1500 * KS,
        local_times: LOCAL_TIMES,
        local_days: 3,
        update_time: now,
      })),
    )
    .execute();
  // Each shop's default express template charges today's flat fee everywhere (ADR 101).
  await insertFlatTemplates(
    trx,
    withMethods.map((site_id, i) => ({ site_id, first_fee: expressFee(i), free_money: 50_000 * KS })),
    now,
  );
  const stores = withMethods
    .filter((_, i) => i % 3 === 0)
    .flatMap((site_id, k) =>
      [0, 1].map((j) => ({
        site_id,
        ...PICKUP_STORES[(k + j) % PICKUP_STORES.length]!,
        telephone: `09 45${k}${j} 0000`,
        status: 1,
        sort: j,
        create_time: now,
      })),
    );
  if (stores.length) await trx.insertInto('shop_store').values(stores).execute();
}

/**
 * Coupon types of every kind (money off or a discount, with or without a threshold, until a date
 * or N days from receipt; store and platform), the first ones already received by the buyers —
 * their taken counts and per-member counts say so, as receiving would have (ADR 062).
 */
async function insertCoupons(trx: Trx, shopIds: number[], buyers: number[], now: number) {
  const fixed = { validity_type: 0, start_time: now - DAY, end_time: now + 60 * DAY, fixed_term: 0 };
  const days = (n: number) => ({ validity_type: 1, start_time: 0, end_time: 0, fixed_term: n });
  // Multi-row inserts need every column in every row.
  const blank = { money: 0, discount_rate: 0, discount_limit: 0, at_least: 0, count: 1000, max_fetch: 1 };
  const reward = (site_id: number, coupon_name: string, money: number, at_least: number) => ({
    site_id,
    coupon_name,
    type: 'reward',
    money: money * KS,
    at_least: at_least * KS,
  });
  const received = [
    { ...reward(0, 'Zay ၅၀,၀၀၀ ကျပ်ဖိုး ဝယ်လျှင် ၅,၀၀၀ ကျပ် လျှော့', 5000, 50_000), ...fixed },
    { ...reward(0, 'Zay ၁၀၀,၀၀၀ ကျပ်ဖိုး ဝယ်လျှင် ၁၀,၀၀၀ ကျပ် လျှော့', 10_000, 100_000), ...fixed },
    ...shopIds
      .slice(0, 3)
      .map((site_id) => ({ ...reward(site_id, '၂၀,၀၀၀ ကျပ်ဖိုး ဝယ်လျှင် ၂,၀၀၀ ကျပ် လျှော့', 2000, 20_000), ...fixed })),
  ];
  const onOffer = [
    { ...reward(0, 'Zay ၁,၀၀၀ ကျပ် ကြိုဆိုကူပွန်', 1000, 0), ...days(7), count: 500 },
    ...shopIds.slice(0, 3).flatMap((site_id) => [
      { ...reward(site_id, 'ပမာဏမရွေး ၅၀၀ ကျပ် လျှော့', 500, 0), ...days(15), count: 100, max_fetch: 2 },
      {
        site_id,
        coupon_name: '၁၀% လျှော့ (အများဆုံး ၂၀,၀၀၀ ကျပ်)',
        type: 'discount',
        discount_rate: 9000,
        discount_limit: 20_000 * KS,
        at_least: 30_000 * KS,
        ...days(30),
      },
    ]),
  ];
  const types = [...received, ...onOffer].map((t, i) => ({
    ...blank,
    ...t,
    status: 1,
    create_time: now - i,
    lead_count: i < received.length ? buyers.length : 0,
  }));
  const rows = await trx.insertInto('coupon_type').values(types).returning('coupon_type_id').execute();
  const coupons = buyers.flatMap((member_id) =>
    received.map((t, i) => ({
      ...blank,
      ...t,
      start_time: now - DAY,
      coupon_type_id: rows[i]!.coupon_type_id,
      member_id,
      state: 1,
      fetch_time: now - DAY,
      get_type: 2,
      coupon_code: `DEMO${member_id}X${i}`,
    })),
  );
  const terms = coupons.map(({ count: _c, max_fetch: _m, validity_type: _v, fixed_term: _f, ...c }) => c);
  await trx.insertInto('coupon').values(terms).execute();
  const fetched = buyers.flatMap((member_id) =>
    received.map((_t, i) => ({ coupon_type_id: rows[i]!.coupon_type_id, member_id, fetch_count: 1 })),
  );
  await trx.insertInto('coupon_fetch').values(fetched).execute();
}

async function setPayPassword(trx: Trx, buyers: number[]) {
  if (buyers.length)
    await trx
      .updateTable('member')
      .set({ pay_password: await hashPassword('123456') })
      .where('member_id', 'in', buyers)
      .execute();
}

export async function seedOrders(trx: Trx, input: OrderSeedInput): Promise<void> {
  await insertSettings(trx, input.now);
  await insertDelivery(trx, input.shopIds, input.now);
  await insertCoupons(trx, input.shopIds, input.memberIds.slice(0, 2), input.now);
  await setPayPassword(trx, input.memberIds.slice(0, 2));
}
