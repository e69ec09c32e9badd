import { pageCount, type Evaluate, type EvaluateType, type Page, type PageQuery } from '@zay/contract';
import type { RequestContext } from '../../lib/context';
import * as repo from './evaluate.repository';

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * An anonymous reviewer's name as shoppers see it: first and last character (whole Burmese
 * syllable clusters, never half a character) around `***`; a one-character name becomes `***`.
 */
export function maskName(name: string): string {
  const chars = [...segmenter.segment(name.trim())].map((s) => s.segment);
  if (chars.length < 2) return '***';
  return `${chars[0]}***${chars[chars.length - 1]}`;
}

type Row = Awaited<ReturnType<typeof repo.pageEvaluations>>['list'][number];

const shown = (r: Row): Evaluate =>
  r.is_anonymous ? { ...r, member_name: maskName(r.member_name), member_headimg: '' } : r;

export async function evaluatePage(
  ctx: RequestContext,
  q: PageQuery & { goods_id: number; explain_type: EvaluateType },
): Promise<Page<Evaluate>> {
  const limit = q.page_size === 0 ? null : q.page_size;
  const { list, count } = await repo.pageEvaluations(
    ctx.db,
    q.goods_id,
    q.explain_type,
    limit,
    (q.page - 1) * (limit ?? 0),
  );
  return { page_count: pageCount(count, q.page_size), count, list: list.map(shown) };
}

export const evaluateCount = (ctx: RequestContext, goodsId: number) => repo.countEvaluations(ctx.db, goodsId);

/** Approved new reviews count on their goods; runs in the reviewing transaction. */
export async function countNewReviews(ctx: RequestContext, goodsIds: number[]) {
  const counts = new Map<number, number>();
  for (const id of goodsIds) counts.set(id, (counts.get(id) ?? 0) + 1);
  await repo.addEvaluateCounts(ctx.db, counts);
}
