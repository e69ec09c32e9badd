import { expect } from 'vitest';
import type { Lang } from '@zay/contract';
import type { DbHandle } from '../database';
import { createContext } from '../../lib/context';
import { goodsDetail } from '../../modules/catalog/goods-detail.service';
import { goodsPage } from '../../modules/catalog/goods.service';
import { platformTypePage, storeTypePage } from '../../modules/promotion/coupon/coupon-centre.service';
import { runningTopics, topicGoods } from '../../modules/promotion/topic/topic.service';
import { shopInfo } from '../../modules/shop';
import { WITHDRAWABLE_KS } from './seed-balances';

// Checks of issue 35 §5 and §6 (ADR 097), run by seed.test.ts on its seeded database.

const BURMESE = /[\u1000-\u109f]/;
const CHINESE = /[\u3400-\u9fff]/;

/** Text in `lang`'s script only: Burmese none in Chinese or English, Chinese none in the others. */
function inLanguage(text: string, lang: Lang, what: string) {
  if (lang !== 'md-mm') expect(text, `${what} (${lang})`).not.toMatch(BURMESE);
  if (lang !== 'zh-cn') expect(text, `${what} (${lang})`).not.toMatch(CHINESE);
}

/** Every interface text the seed writes in Burmese has its Chinese and English beside it. */
export async function checkInterfaceLanguages(h: DbHandle): Promise<void> {
  const rows = await h.db.selectFrom('content_translation').select(['kind', 'ref', 'lang', 'fields']).execute();
  const found = new Map(
    rows.map((r) => [`${r.kind}:${r.ref}:${r.lang}`, JSON.parse(r.fields) as Record<string, unknown>]),
  );
  const both = (kind: string, ref: string | number, field: string, stored: string) => {
    inLanguage(stored, 'md-mm', `${kind} ${ref}`);
    expect(stored, `${kind} ${ref} is stored in Burmese`).toMatch(BURMESE);
    for (const lang of ['zh-cn', 'en-us'] as const) {
      const text = found.get(`${kind}:${ref}:${lang}`)?.[field];
      expect(typeof text, `${kind} ${ref} ${field} in ${lang}`).toBe('string');
      inLanguage(text as string, lang, `${kind} ${ref} ${field}`);
    }
  };
  for (const s of await h.db.selectFrom('shop').select(['site_id', 'category_name', 'level_name']).execute()) {
    both('shop', s.site_id, 'category_name', s.category_name);
    both('shop', s.site_id, 'level_name', s.level_name);
  }
  for (const m of await h.db.selectFrom('promotion_manjian').select(['manjian_id', 'manjian_name']).execute())
    both('manjian', m.manjian_id, 'manjian_name', m.manjian_name);
  for (const c of await h.db.selectFrom('coupon_type').select(['coupon_type_id', 'coupon_name']).execute())
    both('coupon_type', c.coupon_type_id, 'coupon_name', c.coupon_name);
  for (const r of await h.db.selectFrom('live_room').select(['id', 'name']).execute())
    both('live', r.id, 'name', r.name);
  for (const t of await h.db.selectFrom('topic').select(['topic_id', 'topic_name', 'remark']).execute()) {
    both('topic', t.topic_id, 'topic_name', t.topic_name);
    both('topic', t.topic_id, 'remark', t.remark);
  }
  // Goods: Burmese as the shops write, with Chinese and English; spec and attribute words in the glossary.
  const goods = await h.db
    .selectFrom('goods')
    .select(['goods_id', 'goods_name', 'introduction', 'goods_spec_format', 'goods_attr_format'])
    .where('is_virtual', '=', 0)
    .execute();
  const words = new Set<string>();
  for (const g of goods) {
    both('goods', g.goods_id, 'goods_name', g.goods_name);
    both('goods', g.goods_id, 'introduction', g.introduction);
    for (const s of JSON.parse(g.goods_spec_format || '[]') as {
      spec_name: string;
      value: { spec_value_name: string }[];
    }[])
      [s.spec_name, ...s.value.map((v) => v.spec_value_name)].forEach((w) => words.add(w));
    for (const a of JSON.parse(g.goods_attr_format || '[]') as { attr_name: string; attr_value_name: string }[])
      [a.attr_name, a.attr_value_name].forEach((w) => words.add(w));
  }
  for (const word of words) {
    inLanguage(word, 'md-mm', `term ${word}`);
    if (BURMESE.test(word)) both('term', word, 'text', word);
  }
  // Adverts carry no words, so none is left in one language: their pictures are the seed's own.
  const topics = await h.db.selectFrom('topic').select('topic_adv').execute();
  const adverts = new Set((await h.db.selectFrom('adv').select('adv_image').execute()).map((a) => a.adv_image));
  for (const t of topics) expect(adverts.has(t.topic_adv), t.topic_adv).toBe(false);
}

/** An English and a Chinese read of a goods, a topic, a shop and the coupon centre come in that language. */
export async function checkReadsInLanguage(h: DbHandle): Promise<void> {
  const sku = await h.db
    .selectFrom('goods as g')
    .innerJoin('goods_sku as s', 's.sku_id', 'g.sku_id')
    .select(['s.sku_id', 'g.site_id'])
    .where('g.goods_state', '=', 1)
    .where('g.is_virtual', '=', 0)
    .where('g.goods_spec_format', '!=', '[]')
    .orderBy('g.goods_id')
    .executeTakeFirstOrThrow();
  for (const lang of ['zh-cn', 'en-us'] as const) {
    const ctx = createContext(h.db, () => Date.now(), { lang });
    const detail = (await goodsDetail(ctx, sku.sku_id, '')).goods_sku_detail;
    for (const text of [
      detail.goods_name,
      detail.sku_name,
      detail.introduction,
      detail.goods_content,
      detail.goods_spec_format,
      detail.goods_attr_format,
      detail.sku_spec_format,
      detail.unit,
    ])
      inLanguage(text, lang, `goods ${sku.sku_id}`);
    const page = await goodsPage(ctx, { page: 1, page_size: 20, keyword: '', order: 'default', sort: 'desc' } as never);
    for (const g of page.list) inLanguage(`${g.goods_name} ${g.sku_name}`, lang, `list ${g.goods_id}`);
    const shop = await shopInfo(ctx, sku.site_id);
    inLanguage(`${shop.category_name} ${shop.level_name}`, lang, `shop ${sku.site_id}`);
    const topics = await runningTopics(ctx, { page: 1, page_size: 10 });
    expect(topics.list.length).toBeGreaterThan(0);
    for (const t of topics.list) {
      const answer = await topicGoods(ctx, t.topic_id, { page: 1, page_size: 20 });
      inLanguage(`${answer.topic_name} ${answer.remark}`, lang, `topic ${t.topic_id}`);
      for (const g of answer.list) inLanguage(`${g.goods_name} ${g.sku_name}`, lang, `topic goods ${g.id}`);
    }
    const coupons = [
      ...(await platformTypePage(ctx, { page: 1, page_size: 50 } as never)).list.map((c) => c.platformcoupon_name),
      ...(await storeTypePage(ctx, { page: 1, page_size: 50 } as never)).list.map((c) => c.coupon_name),
    ];
    expect(coupons.length).toBeGreaterThan(0);
    for (const name of coupons) inLanguage(name, lang, `coupon ${name}`);
  }
}

/** buyer can withdraw and try every promotion; balances and the ledger agree (issue 35 §5). */
export async function checkBalances(h: DbHandle): Promise<void> {
  const m = await h.db
    .selectFrom('member')
    .select(['member_id', 'balance', 'balance_money', 'pay_password'])
    .where('username', '=', 'buyer')
    .executeTakeFirstOrThrow();
  expect(m.balance_money).toBe(WITHDRAWABLE_KS * 100);
  expect(m.pay_password).not.toBe('');
  const ledger = await h.db
    .selectFrom('member_balance_log')
    .select(['account_type', 'amount'])
    .where('member_id', '=', m.member_id)
    .execute();
  const sum = (account: string) => ledger.filter((l) => l.account_type === account).reduce((s, l) => s + l.amount, 0);
  expect(sum('balance')).toBe(m.balance);
  expect(sum('balance_money')).toBe(m.balance_money);
  const dearest = async (table: 'seckill' | 'groupbuy' | 'topic_goods' | 'bundling', column: string) =>
    Number(
      (
        await h.db
          .selectFrom(table)
          .select((eb) => eb.fn.max(eb.ref(column as never)).as('p'))
          .executeTakeFirst()
      )?.p ?? 0,
    );
  const oneOfEach =
    (await dearest('seckill', 'seckill_price')) +
    (await dearest('groupbuy', 'groupbuy_price')) +
    (await dearest('topic_goods', 'topic_price')) +
    (await dearest('bundling', 'bl_price'));
  expect(m.balance).toBeGreaterThan(oneOfEach);
}
