import type { Trx } from './insert';
import { INTERFACE_TEXT } from './interface-text';
import { promotableGoods, promotionPrice } from './promotable-goods';

/**
 * Topic activities demo (issue #17, ADR 072): two topics of the platform running from the seed's
 * day for a month, each with its banner (a home carousel picture), page colour and names in three
 * languages, and goods of several shops at a topic price with a quota.
 */
const DAY = 86_400;
const TOPICS = [
  {
    names: { 'md-mm': 'နွေရာသီ အထူးစျေးပွဲ', 'zh-cn': '夏日特惠专题', 'en-us': 'Summer specials' },
    remark: 'ရွေးချယ်ထားသော ပစ္စည်းများ အထူးဈေးဖြင့်',
    bg_color: '#fff1e6',
  },
  {
    names: { 'md-mm': 'အိမ်နှင့် မိသားစု ပွဲတော်', 'zh-cn': '居家好物专题', 'en-us': 'Home and family fair' },
    remark: 'အိမ်သုံးပစ္စည်း အထူးဈေး',
    bg_color: '#e8f4ff',
  },
] as const;
const GOODS_PER_TOPIC = 8;
const REMARKS: Record<string, Record<'zh-cn' | 'en-us', string>> = Object.fromEntries(
  TOPICS.map((t) => {
    const found = INTERFACE_TEXT.get(t.remark);
    return [t.remark, { 'zh-cn': found?.zh ?? '', 'en-us': found?.en ?? '' }];
  }),
);

/** Goods of shops that deliver, past the seckill's dozen, so a SKU shows one promotion strip. */
async function goodsToOffer(trx: Trx) {
  return promotableGoods(trx, 20)
    .where('g.sku_id', 'not in', (eb) => eb.selectFrom('seckill').select('sku_id'))
    .orderBy('g.goods_id', 'desc')
    .limit(GOODS_PER_TOPIC * TOPICS.length)
    .execute();
}

/** `banners`: a picture per topic, without words (content-images.ts). */
export async function seedTopics(trx: Trx, now: number, banners: string[]) {
  const goods = await goodsToOffer(trx);
  for (const [i, topic] of TOPICS.entries()) {
    const { topic_id } = await trx
      .insertInto('topic')
      .values({
        topic_name: topic.names['md-mm'],
        topic_adv: banners[i] ?? '',
        bg_color: topic.bg_color,
        status: 1,
        remark: topic.remark,
        start_time: now - DAY,
        end_time: now + 30 * DAY,
        create_time: now - i,
      })
      .returning('topic_id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('content_translation')
      .values(
        (['zh-cn', 'en-us'] as const).map((lang) => ({
          kind: 'topic',
          ref: String(topic_id),
          lang,
          fields: JSON.stringify({ topic_name: topic.names[lang], remark: REMARKS[topic.remark]?.[lang] }),
          update_time: now,
        })),
      )
      .execute();
    const mine = goods.slice(i * GOODS_PER_TOPIC, (i + 1) * GOODS_PER_TOPIC);
    if (mine.length)
      await trx
        .insertInto('topic_goods')
        .values(
          mine.map((g, k) => ({
            topic_id,
            site_id: g.site_id,
            goods_id: g.goods_id,
            sku_id: g.sku_id,
            // 70–88 % of the price, whole hundreds of Ks.
            topic_price: promotionPrice(g.discount_price, 70 + ((k * 5) % 19)),
            stock: Math.min(g.stock, 20 + ((k * 11) % 30)),
            sale_num: 0,
            create_time: now,
          })),
        )
        .execute();
  }
}
