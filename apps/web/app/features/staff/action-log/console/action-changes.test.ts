import { describe, expect, it } from 'vitest';
import { changesOf } from './action-changes';

describe('changesOf', () => {
  it('walks objects key by key and compares lists whole, written as lists', () => {
    const before = JSON.stringify({
      web_status: 1,
      close_reason: '',
      t: { 'en-us': { title: 'A' } },
      list: ['a', 'b'],
    });
    const after = JSON.stringify({ web_status: 0, close_reason: 'x', t: { 'en-us': { title: 'A' } }, list: ['b'] });
    expect(changesOf(before, after)).toEqual([
      { path: 'web_status', before: '1', after: '0' },
      { path: 'close_reason', before: '', after: 'x' },
      { path: 'list', before: 'a, b', after: 'b' },
    ]);
  });

  it('reads a creation (no before), a removal and text that is not JSON', () => {
    expect(changesOf('', '{"a":1}')).toEqual([{ path: '', before: '', after: '{"a":1}' }]);
    expect(changesOf('{"a":1,"b":2}', '{"a":1}')).toEqual([{ path: 'b', before: '2', after: '' }]);
    expect(changesOf('frozen', 'active')).toEqual([{ path: '', before: 'frozen', after: 'active' }]);
    expect(changesOf('{"a":1}', '{"a":1}')).toEqual([]);
  });
});
