import { describe, expect, it } from 'vitest';
import { pageFrom } from './page-query';

const at = (query: string) => new Request(`http://127.0.0.1/list${query}`);

describe('pageFrom', () => {
  it('reads the page of a request or of its URL alike', () => {
    expect(pageFrom(at('?page=3'))).toBe(3);
    expect(pageFrom(new URL('http://127.0.0.1/list?page=3'))).toBe(3);
  });

  it('is 1 when missing, malformed or below 1, whole when fractional, and at most 10,000', () => {
    expect(pageFrom(at(''))).toBe(1);
    expect(pageFrom(at('?page=abc'))).toBe(1);
    expect(pageFrom(at('?page=0'))).toBe(1);
    expect(pageFrom(at('?page=-4'))).toBe(1);
    expect(pageFrom(at('?page=2.7'))).toBe(2);
    expect(pageFrom(at('?page=1e9'))).toBe(10_000);
    expect(pageFrom(at('?page=Infinity'))).toBe(10_000);
  });
});
