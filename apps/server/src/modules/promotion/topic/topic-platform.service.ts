import { fromMinor, type PageQuery, type PlatformTopic, type PlatformTopicInfo } from '@zay/contract';
import type { z } from 'zod';
import type { platformTopicGoodsAddBodySchema, platformTopicSaveBodySchema } from '@zay/contract';
import { AppError } from '../../../lib/app-error';
import { withTransaction, type RequestContext } from '../../../lib/context';
import { paged } from '../../../lib/paged';
import { saveTranslation, storedTranslations } from '../../site';
import { statusOf } from './topic.service';
import * as repo from './topic.repository';

// The platform console's topics (ADR 072): any topic, any shop's goods. Callers are platform
// staff (auth 'platform'); nothing here takes a shop from the body.

type SaveBody = z.output<typeof platformTopicSaveBodySchema>;
type GoodsAddBody = z.output<typeof platformTopicGoodsAddBodySchema>;

/** The Chinese and English names of topics, by topic id. */
async function namesOf(ctx: RequestContext, ids: number[]) {
  const [zh, en] = await Promise.all([
    storedTranslations(ctx, 'topic', ids, 'zh-cn'),
    storedTranslations(ctx, 'topic', ids, 'en-us'),
  ]);
  const name = (found: Map<string, Record<string, unknown>>) => (id: number) => {
    const v = found.get(String(id))?.topic_name;
    return typeof v === 'string' ? v : '';
  };
  return { zh: name(zh), en: name(en) };
}

function platformView(
  row: repo.TopicRow & { goods_count: number | string | bigint | null },
  names: Awaited<ReturnType<typeof namesOf>>,
  now: number,
): PlatformTopic {
  return {
    ...row,
    status: statusOf(row, now),
    goods_count: Number(row.goods_count ?? 0),
    name_zh: names.zh(row.topic_id),
    name_en: names.en(row.topic_id),
  };
}

export async function topicList(ctx: RequestContext, query: PageQuery) {
  const page = await paged(ctx, query, (db, limit, offset) => repo.pageOfAll(db, limit, offset));
  const names = await namesOf(
    ctx,
    page.list.map((r) => r.topic_id),
  );
  return { ...page, list: page.list.map((r) => platformView(r, names, ctx.now())) };
}

export async function topicInfo(ctx: RequestContext, topicId: number): Promise<PlatformTopicInfo> {
  const [row, goods, names] = await Promise.all([
    repo.findTopic(ctx.db, topicId),
    repo.listTopicGoods(ctx.db, topicId),
    namesOf(ctx, [topicId]),
  ]);
  if (!row) throw new AppError('TOPIC_NOT_FOUND');
  return {
    topic: platformView({ ...row, goods_count: goods.length }, names, ctx.now()),
    goods: goods.map((g) => ({ ...g, price: fromMinor(g.price), topic_price: fromMinor(g.topic_price) })),
  };
}

/** Creates or edits a topic and its Chinese and English names, in one transaction. */
export async function saveTopic(ctx: RequestContext, body: SaveBody) {
  const { topic_id: id, name_zh, name_en, ...fields } = body;
  return withTransaction(ctx, async (tx) => {
    let topicId = id;
    if (topicId === undefined) topicId = await repo.insertTopic(tx.db, { ...fields, create_time: tx.now() });
    else if (!(await repo.updateTopic(tx.db, topicId, fields))) throw new AppError('TOPIC_NOT_FOUND');
    await saveTranslation(tx, 'topic', topicId, 'zh-cn', { topic_name: name_zh });
    await saveTranslation(tx, 'topic', topicId, 'en-us', { topic_name: name_en });
    return { topic_id: topicId };
  });
}

/** Adds a SKU of any shop's visible goods at a topic price below its price, with a quota within its stock. */
export async function addTopicGoods(ctx: RequestContext, body: GoodsAddBody) {
  const [topic, sku] = await Promise.all([repo.findTopic(ctx.db, body.topic_id), repo.findSku(ctx.db, body.sku_id)]);
  if (!topic) throw new AppError('TOPIC_NOT_FOUND');
  if (!sku) throw new AppError('GOODS_NOT_FOUND');
  if (body.topic_price <= 0 || body.topic_price >= sku.discount_price) throw new AppError('TOPIC_PRICE_INVALID');
  if (body.stock > sku.stock) throw new AppError('TOPIC_STOCK_INVALID');
  const id = await repo.insertTopicGoods(ctx.db, {
    topic_id: topic.topic_id,
    site_id: sku.site_id,
    goods_id: sku.goods_id,
    sku_id: sku.sku_id,
    topic_price: body.topic_price,
    stock: body.stock,
    create_time: ctx.now(),
  });
  if (id === null) throw new AppError('TOPIC_GOODS_EXISTS');
  return { id };
}

export async function removeTopicGoods(ctx: RequestContext, id: number) {
  if (!(await repo.deleteTopicGoods(ctx.db, id))) throw new AppError('TOPIC_NOT_FOUND');
  return {};
}
