import { describe, expect, it } from 'vitest';
import { pageOfSegment, prefixedPage } from './prefixed-path';

const at = (path: string) => new Request(`http://zay.test${path}`);
const PAGES = { topic: 'topic_detail', 'topic-goods': 'topic_goods' } as const;

/** The status a loader would answer: `data(null, { status })` thrown. */
function statusOf(segment: string | undefined, path = `/promotion/${segment}`): number | undefined {
  try {
    prefixedPage(at(path), segment, PAGES);
  } catch (thrown) {
    return (thrown as { init?: ResponseInit }).init?.status;
  }
}

describe('prefixedPage', () => {
  it('reads the prefix and id of a segment, the longest prefix first', () => {
    expect(prefixedPage(at('/promotion/topic-3'), 'topic-3', PAGES)).toEqual({ key: 'topic_detail', id: 3 });
    expect(prefixedPage(at('/promotion/topic-goods-12/'), 'topic-goods-12', PAGES)).toEqual({
      key: 'topic_goods',
      id: 12,
    });
  });

  it('answers 404 for any other segment, and for a path in upper case', () => {
    for (const segment of [
      undefined,
      '',
      'topic',
      'topic-',
      'topic-x',
      'seckill-3',
      'Topic-3',
      'topic-3a',
      'constructor-1',
    ])
      expect(statusOf(segment), segment).toBe(404);
    expect(statusOf(`topic-${'9'.repeat(16)}`)).toBe(404);
    expect(statusOf('topic-3', '/Promotion/topic-3')).toBe(404);
  });

  it('answers no page, rather than a 404, where no loader runs', () => {
    expect(pageOfSegment('topic-goods-4', PAGES)).toEqual({ key: 'topic_goods', id: 4 });
    expect(pageOfSegment('topics-4', PAGES)).toBeUndefined();
  });
});
